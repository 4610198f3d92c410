import { useEffect, useLayoutEffect } from 'react';
import { forgetServedData } from '@portal/shared-ui';

// A public page can arrive rendered by the server (#root[data-served]: the frame and the page, readable without
// JavaScript). The shell then renders into a fresh container beside it, out of sight, and puts it in the served
// page's place in one step once the route's page has rendered (from the data served with it), so the visitor
// never sees a spinner or a blank frame in between and nothing moves. What the visitor did meanwhile carries
// over: what they typed, where the focus was, and a form they sent (held by the page's head script until now,
// served-pages.ts), which is then sent.

let pending: { served: HTMLElement; container: HTMLElement } | undefined;

/** Where the shell renders: #root itself, or a new container that will take a served #root's place. */
export function renderContainer(root: HTMLElement): HTMLElement {
  if (!root.hasAttribute('data-served')) return root;
  const container = document.createElement('div');
  container.id = root.id;
  pending = { served: root, container };
  return container;
}

/** What the visitor did on the served page, to be done again on the browser's page once its effects have run. */
let visit: (() => void) | undefined;

/**
 * The browser's page is on screen (or its error is): the served page gives way. Later calls do nothing.
 * `carry`: what the visitor did on the served page is done again on this page (carryOverVisit).
 */
export function showRenderedPage(carry = false): void {
  if (!pending) return;
  const { served, container } = pending;
  pending = undefined;
  const typed = typedValues(served);
  const focused = served.contains(document.activeElement) ? document.activeElement : null;
  const sent = [...served.querySelectorAll('form')].findIndex((form) => form.hasAttribute('data-submitted'));
  served.replaceWith(container);
  visit = carry ? () => redo(container, typed, focused, sent) : undefined;
}

/** Called once the page's own effects have run: its fields are then known to their form. */
export function carryOverVisit(): void {
  const run = visit;
  visit = undefined;
  run?.();
}

function redo(container: HTMLElement, typed: Array<[string, string]>, focused: Element | null, sent: number) {
  for (const [id, value] of typed) {
    const input = container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${CSS.escape(id)}`);
    if (input && input.value !== value) typeInto(input, value);
  }
  const focus = focused?.id ? container.querySelector<HTMLElement>(`#${CSS.escape(focused.id)}`) : null;
  focus?.focus();
  if (focus instanceof HTMLInputElement && focused instanceof HTMLInputElement && focused.selectionStart !== null) {
    focus.setSelectionRange(focused.selectionStart, focused.selectionEnd);
  }
  // once React has drawn what was typed
  if (sent >= 0) queueMicrotask(() => container.querySelectorAll('form')[sent]?.requestSubmit());
}

const TEXT_INPUT = 'input:not([type="checkbox"]):not([type="radio"]):not([type="file"]):not([type="hidden"])[id], textarea[id]';

/** What was typed into the served page's inputs (by id), those still as served left out. */
function typedValues(served: HTMLElement): Array<[string, string]> {
  return [...served.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_INPUT)]
    .filter((input) => input.value !== input.defaultValue)
    .map((input) => [input.id, input.value]);
}

/** Sets an input's value as typing does, so React's onChange sees it (React tracks the value a script sets). */
function typeInto(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Rendered after a page inside the same Suspense boundary: it commits when the page does, and its effect runs
 * after the page's own (React runs a parent's and later siblings' effects after a child's).
 */
export function PageShown(): null {
  useLayoutEffect(() => showRenderedPage(true), []);
  useEffect(carryOverVisit, []);
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
