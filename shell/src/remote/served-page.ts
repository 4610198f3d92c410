import { useLayoutEffect } from 'react';
import { forgetServedData } from '@portal/shared-ui';

// A public page can arrive rendered by the server (#root[data-served]: the frame and the page, readable without
// JavaScript). The shell then renders into a fresh container beside it, out of sight, and puts it in the served
// page's place in one step once the route's page has rendered (from the data served with it), so the visitor
// never sees a spinner or a blank frame in between and nothing moves.

let pending: { served: HTMLElement; container: HTMLElement } | undefined;

/** Where the shell renders: #root itself, or a new container that will take a served #root's place. */
export function renderContainer(root: HTMLElement): HTMLElement {
  if (!root.hasAttribute('data-served')) return root;
  const container = document.createElement('div');
  container.id = root.id;
  pending = { served: root, container };
  return container;
}

/** The browser's page is on screen (or its error is): the served page gives way. Later calls do nothing. */
export function showRenderedPage(): void {
  if (!pending) return;
  const { served, container } = pending;
  pending = undefined;
  served.replaceWith(container);
}

/** Rendered after a page inside the same Suspense boundary: it commits when the page does. */
export function PageShown(): null {
  useLayoutEffect(showRenderedPage, []);
  return null;
}

interface Navigable<L> {
  state: { location: L };
  subscribe: (listener: (state: { location: L }) => void) => () => void;
}

/** After the first navigation the served data belongs to another page (and the served page gives way). */
export function forgetServedPageOnNavigation<L>(router: Navigable<L>): void {
  const first = router.state.location;
  const unsubscribe = router.subscribe(({ location }) => {
    if (location === first) return;
    forgetServedData();
    showRenderedPage();
    unsubscribe();
  });
}
