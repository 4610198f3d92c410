import { Link } from 'react-router-dom';
import { useSession } from '@portal/shared-auth';
import { TEXTS } from '../texts';

const T = TEXTS.home;

/** The regent's home (spec §2). */
export function Home() {
  const { userName } = useSession();
  return (
    <>
      <section className="home-hero">
        <h1>Bienvenido, {userName}</h1>
        <p>Como regente forestal, registre las visitas a las propiedades que le asignaron y adjunte sus informes.</p>
      </section>
      <div className="home-cards">
        <section className="home-card">
          <h2>Mis Proyectos</h2>
          <p>Las propiedades asignadas, sus datos de certificación y sus informes.</p>
          <Link to="/DashboardRegent">{T.projects}</Link>
        </section>
        <section className="home-card">
          <h2>Visitas</h2>
          <p>Sus visitas programadas y vencidas, con el resultado de cada una.</p>
          <Link to="/Citas/MisCitas">{T.visits}</Link> · <Link to="/Citas/MisCitasExpiradas">{T.expired}</Link>
        </section>
      </div>
    </>
  );
}
