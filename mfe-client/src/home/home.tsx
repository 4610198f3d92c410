import { useSession } from '@portal/shared-auth';

/** The client's home (spec §2). */
export function Home() {
  const { userName } = useSession();
  return (
    <>
      <section className="home-hero">
        <h1>Bienvenido, {userName}</h1>
        <p>Inscriba sus propiedades en la certificación de madera legal y siga cada paso desde aquí.</p>
      </section>
      <ol className="home-cards" style={{ listStyle: 'none', padding: 0 }}>
        <li className="home-card">
          <h2>1. Inscripción</h2>
          <p>Elija su categoría, agregue sus propiedades y adjunte los documentos que se solicitan.</p>
        </li>
        <li className="home-card">
          <h2>2. Revisión y pago</h2>
          <p>La administración revisa su inscripción; si todo está en orden, le indicará el monto a pagar.</p>
        </li>
        <li className="home-card">
          <h2>3. Certificación y visitas</h2>
          <p>Con sus propiedades certificadas, asigne a su regente forestal y programe las visitas.</p>
        </li>
      </ol>
    </>
  );
}
