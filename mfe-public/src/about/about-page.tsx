import { Link } from '@portal/shared-auth/router';
import { paths } from '@portal/shared-api';

/** /AcercaDe (spec §2): purpose, scope and objective of the legal-timber certification. Plain HTML. */
export function AboutPage() {
  return (
    <article className="home-hero">
      <h1>Acerca de la certificación de madera legal</h1>
      <p>
        La certificación de madera legal es un reconocimiento voluntario que acredita que la madera aprovechada,
        transformada o comercializada por un productor, una industria o un comercio proviene de fuentes que cumplen la
        legislación forestal de Costa Rica: permisos de aprovechamiento vigentes, regencia forestal al día, pago de los
        tributos correspondientes y trazabilidad del producto desde la finca hasta el comprador.
      </p>

      <h2>Propósito</h2>
      <p>
        Dar a compradores, instituciones y consumidores una forma sencilla y verificable de distinguir la madera de
        origen legal, y reconocer a quienes producen y comercian cumpliendo la ley. Cada proveedor certificado aparece en
        el portafolio público y cuenta con un perfil de certificación que cualquiera puede consultar, también desde el
        código QR de su certificado.
      </p>

      <h2>Alcance</h2>
      <ul>
        <li>
          <strong>Aprovechamiento maderable:</strong> plantaciones forestales, sistemas agroforestales y árboles en
          terrenos de uso agropecuario, de forma individual (un único inmueble) o grupal (tres o más inmuebles).
        </li>
        <li>
          <strong>Industria de transformación primaria:</strong> aserraderos y otras plantas que procesan madera en
          troza.
        </li>
        <li>
          <strong>Comercio de madera aserrada:</strong> depósitos y comercios que venden madera al público.
        </li>
      </ul>
      <p>
        La inscripción de la industria de transformación primaria, del comercio de madera aserrada y del aprovechamiento
        grupal se recibe únicamente durante el mes de octubre.
      </p>

      <h2>Objetivo</h2>
      <p>
        Verificar, mediante la revisión documental de cada inscripción y las visitas de un regente forestal a las
        propiedades, que el origen de la madera es legal, y mantener esa verificación durante la vigencia del
        certificado. Las visitas quedan registradas con su informe, y el estado de cada certificado —activo o inactivo—
        se publica en su perfil.
      </p>

      <h2>Cómo participar</h2>
      <ol>
        <li>
          <Link to={paths.registro()}>Cree su cuenta</Link> como propietario o empresa.
        </li>
        <li>Inscríbase en la categoría que le corresponde, con sus propiedades y documentos.</li>
        <li>La administración revisa su inscripción, le indica el monto a pagar y, una vez pagada, la acepta.</li>
        <li>Su regente forestal visita las propiedades y registra sus informes en el portal.</li>
      </ol>
      <p>
        ¿Dudas? Escríbanos desde <Link to={paths.contactanos()}>Contáctenos</Link>.
      </p>
    </article>
  );
}
