import { Link } from 'react-router-dom';
import { useSession } from '@portal/shared-auth';

/**
 * The accountant's home (spec §2: only a home screen exists for this role, and its menu is empty).
 * It says what the account is and leads to what the portal already offers an accountant: the public
 * register of certified providers (searchable, exportable to CSV for reconciling suppliers), the
 * documents, the news, and the contact with the administration. Plain HTML, like every home.
 */
export function ContadorHome() {
  const { userName, email } = useSession();
  return (
    <>
      <section className="home-hero">
        <h1>Bienvenido, {userName}</h1>
        <p>
          Su cuenta de contador fue creada por la administración de la certificación de madera legal
          {email ? ` con el correo ${email}` : ''}. Con ella puede consultar la información pública de la certificación
          con su sesión iniciada.
        </p>
      </section>
      <div className="home-cards">
        <section className="home-card">
          <h2>Proveedores certificados</h2>
          <p>
            Verifique si un proveedor de madera tiene la certificación vigente: busque por nombre, identificación o número
            de finca y filtre por provincia y cantón. Descargue la lista filtrada en CSV para conciliarla con sus registros.
          </p>
          <Link to="/Portafolio">Consultar el portafolio</Link>
        </section>
        <section className="home-card">
          <h2>Perfil de certificación</h2>
          <p>
            Cada certificado tiene un perfil público, también accesible desde su código QR, que indica si está activo, su
            categoría y su fecha de aprobación.
          </p>
          <Link to="/Portafolio">Buscar un certificado</Link>
        </section>
        <section className="home-card">
          <h2>Documentos y noticias</h2>
          <p>Guías, formularios y avisos de la certificación, como los periodos de inscripción.</p>
          <Link to="/Documentos">Ver documentos</Link> · <Link to="/Noticias">Ver noticias</Link>
        </section>
        <section className="home-card">
          <h2>¿Necesita algo más?</h2>
          <p>Escriba a la administración desde el formulario de contacto.</p>
          <Link to="/Contactanos">Contáctenos</Link>
        </section>
      </div>
    </>
  );
}
