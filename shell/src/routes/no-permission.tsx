import { Link } from '@portal/shared-auth/router';
import { FRAME_TEXTS as T } from '../texts';

/**
 * What the gate shows instead of a page (spec §2): the spec's sentence as the page heading, a way home and,
 * for a visitor who has not logged in, a way to log in.
 */
export function NoPermission({ text, signedIn }: { text: string; signedIn: boolean }) {
  return (
    <section className="no-permission">
      <h1 className="no-permission__title">{text}</h1>
      <p className="no-permission__links">
        <Link to="/">{T.goHome}</Link>
        {!signedIn && <Link to="/Login">{T.loginLink}</Link>}
      </p>
    </section>
  );
}
