import { useSession } from '@portal/shared-auth';

/** The administrator's home (spec §2). */
export function Home() {
  const { userName } = useSession();
  return (
    <>
      <section className="home-hero">
        <h1>Panel de administración</h1>
        <p>Bienvenido, {userName}. Desde aquí se conduce la certificación de madera legal.</p>
      </section>
      <div className="home-cards">
        <section className="home-card">
          <h2>Inscripciones</h2>
          <p>Revise las inscripciones presentadas, solicite subsanaciones, envíe a pago y acepte o rechace.</p>
        </section>
        <section className="home-card">
          <h2>Visitas</h2>
          <p>Revise las visitas realizadas por los regentes y las solicitudes de visitas extra.</p>
        </section>
        <section className="home-card">
          <h2>Contenido público</h2>
          <p>Publique noticias y documentos, atienda los contactos web y registre administradores y contadores.</p>
        </section>
      </div>
    </>
  );
}
