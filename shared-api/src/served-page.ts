// What a served page (the API's served-pages.ts) and the shell (take-over.ts, served-page.ts) agree on. A page
// served with its content is read without the shell: its scripts arrive (hinted) but wait for the visitor to
// reach for the page, so a phone's main thread stays free while they read. This file imports nothing: the
// shell reads it before its shared modules are negotiated.

/** The events that mean the visitor reaches for the page: a touch, a key, a pointer, a value changed (see `reaches`). */
export const REACHING_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'mousemove', 'input', 'change'] as const;

/**
 * Whether one of REACHING_EVENTS is the visitor's: a mouse move that moved nothing is the browser's own, sent when
 * the page appears or changes under a pointer resting over the window (Chromium sends one as the page is drawn).
 * The served page's script runs this same function, written into it (api/src/plugins/served-pages.ts): it must
 * stay self-contained.
 */
export const reaches = (event: Event): boolean =>
  event.type !== 'mousemove' || Boolean((event as MouseEvent).movementX || (event as MouseEvent).movementY);

/** Attributes of the served page. */
export const SERVED_MARKS = {
  /** on #root: the page arrived rendered by the server */
  served: 'data-served',
  /** on <html>: a session is in the browser's storage (the shell takes over at once) */
  session: 'data-session',
  /** on <html>: the visitor reached for the page before the shell's script ran */
  reached: 'data-reached',
  /** on a form of the served page: sent before the shell took over, held */
  submitted: 'data-submitted',
  /** on a button of the served page: the last one pressed before the shell took over */
  clicked: 'data-clicked',
  /**
   * on a button of the served page: what it opens is drawn before the page's frame when it was pressed, an island
   * (`<remote>:<name>`, the remote's `./islands` module; shell/src/remote/islands.ts)
   */
  island: 'data-island',
  /**
   * on a button of the served page: an address fetched for the browser's cache when it is pressed, the first call
   * of what it opens (the server starts on it while the portal's scripts start)
   */
  prefetch: 'data-prefetch',
} as const;

/**
 * A share link's token in a page's address (?compartido=…): what it opens is fetched by the browser, so the
 * shell takes over such a page at once (its served content is the public view).
 */
export const SHARE_TOKEN_PARAM = 'compartido';

/** The id of the served page's <template> of preload hints: fetched for the cache once its content is on screen, preloaded when the shell starts. */
export const LATER_HINTS = 'later-hints';
