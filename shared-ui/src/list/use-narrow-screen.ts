import { useSyncExternalStore } from 'react';

/** antd's `md` breakpoint: below it a list is a column of cards. */
const WIDE = '(min-width: 768px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * True on a screen narrower than 768 px, from the first render. antd's `Grid.useBreakpoint` learns the width
 * only in an effect after it, so a phone drew a whole table first and then replaced it with its cards.
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => !window.matchMedia(WIDE).matches, () => false);
}
