import { Link } from '@portal/shared-auth/router';
import { paths } from '@portal/shared-api';

/** The default home (spec §2): what legal-timber certification is and where to start. */
export function HomePage() {
  return (
    <>
      <section className="home-hero">
        <h1>Certificación de Madera Legal</h1>
        <p>
          La certificación de madera legal acredita que la madera que se aprovecha, transforma o comercia en Costa Rica
          proviene de fuentes legales: fincas y plantaciones con permisos vigentes, regencia forestal al día y trazabilidad
          desde el bosque hasta el comprador.
        </p>
        <p>
          Propietarios de fincas, industrias y comerciantes se inscriben en una categoría, un regente forestal visita sus
          propiedades y, una vez aprobadas, aparecen en el portafolio público de proveedores certificados, donde cualquier
          comprador puede verificar su certificado.
        </p>
      </section>
      <div className="home-cards">
        <section className="home-card">
          <h2>¿Compra madera?</h2>
          <p>
            Verifique a su proveedor en <Link to={paths.portafolio()}>Proveedores Certificados</Link> o escanee el código QR de su
            certificado.
          </p>
        </section>
        <section className="home-card">
          <h2>¿Es propietario o empresa?</h2>
          <p>
            <Link to={paths.registro()}>Regístrese</Link> e inscriba sus propiedades en la categoría que le corresponde.
          </p>
        </section>
        <section className="home-card">
          <h2>¿Es regente forestal?</h2>
          <p>
            Cree su <Link to={paths.registroRegente()}>cuenta de regente</Link> para registrar visitas e informes.
          </p>
        </section>
      </div>
    </>
  );
}
