import { REACHING_EVENTS, SERVED_MARKS, reaches } from '@portal/shared-api/served-page';

// A page served with its content (served-pages.ts in the API) is read without the shell: an anonymous visitor
// reading a profile, the news or the portfolio needs none of its scripts, which on a slow phone would hold the
// main thread for a second or more. The scripts are downloaded meanwhile (the page hints them), and the shell
// takes over when the visitor first reaches for the page (a touch, a key, a pointer, a value changed): what
// they did meanwhile is done again on the shell's page (served-page.ts). A link followed before that is the
// browser's own navigation to another served page. A person with a session takes over at once: their frame and
// home are not the anonymous visitor's. A page opened by a share link is marked reached by the served page's
// script (its token opens what the served page cannot show). A page not served starts at once.

/** Resolves when the shell should take over the page (after the served page has been painted). */
export function whenToTakeOver(doc: Document = document): Promise<void> {
  if (!doc.querySelector(`#root[${SERVED_MARKS.served}]`)) return Promise.resolve();
  const html = doc.documentElement;
  const now = html.hasAttribute(SERVED_MARKS.session) || html.hasAttribute(SERVED_MARKS.reached);
  return (now ? Promise.resolve() : reached(doc.defaultView ?? window)).then(painted);
}

function reached(view: Window): Promise<void> {
  return new Promise((resolve) => {
    const go = (event: Event) => {
      if (!reaches(event)) return;
      for (const name of REACHING_EVENTS) view.removeEventListener(name, go, true);
      resolve();
    };
    for (const name of REACHING_EVENTS) view.addEventListener(name, go, { capture: true, passive: true });
  });
}

/** The served page is painted first: on a slow phone the visitor reads it instead of waiting for the scripts. */
const painted = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
