import { useSession } from '@portal/shared-auth';

/** The accountant's home (spec §2: only a home screen exists for this role). */
export function ContadorHome() {
  const { userName } = useSession();
  return (
    <section className="home-hero">
      <h1>Bienvenido, {userName}</h1>
      <p>Su cuenta de contador fue creada por la administración de la certificación.</p>
    </section>
  );
}
