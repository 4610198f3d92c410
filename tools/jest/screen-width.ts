/**
 * A matchMedia for jsdom that answers `min-width`/`max-width` queries against window.innerWidth, so antd's
 * breakpoints (Grid.useBreakpoint, responsive columns) see a screen; a test narrows it with setScreenWidth.
 */
export const DEFAULT_SCREEN_WIDTH = 1024;

type Listener = (event: { matches: boolean; media: string }) => void;

interface Watched {
  media: string;
  matches: boolean;
  listeners: Set<Listener>;
}

/** The media queries someone listens to. */
const watched = new Set<Watched>();

function matches(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, bound, value]) => (bound === 'min' ? width >= Number(value) : width <= Number(value)));
}

export function installMatchMedia() {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (media: string) => {
      const entry: Watched = { media, matches: matches(media, window.innerWidth), listeners: new Set() };
      const listen = (listener: Listener) => {
        entry.listeners.add(listener);
        watched.add(entry);
      };
      const unlisten = (listener: Listener) => {
        entry.listeners.delete(listener);
        if (entry.listeners.size === 0) watched.delete(entry);
      };
      return {
        get matches() {
          return matches(media, window.innerWidth);
        },
        media,
        onchange: null,
        addListener: listen,
        removeListener: unlisten,
        addEventListener: (_type: string, listener: Listener) => listen(listener),
        removeEventListener: (_type: string, listener: Listener) => unlisten(listener),
        dispatchEvent: () => false,
      };
    },
  });
}

/** Sets the width of the simulated screen and tells every listened media query whose answer changed. */
export function setScreenWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { writable: true, configurable: true, value: width });
  for (const entry of [...watched]) {
    const now = matches(entry.media, width);
    if (now === entry.matches) continue;
    entry.matches = now;
    for (const listener of [...entry.listeners]) listener({ matches: now, media: entry.media });
  }
}

/** Back to the default width between tests, quietly: the screens of the finished test are being unmounted. */
export function resetScreenWidth() {
  Object.defineProperty(window, 'innerWidth', { writable: true, configurable: true, value: DEFAULT_SCREEN_WIDTH });
  watched.clear();
}
