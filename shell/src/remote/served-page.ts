import { useEffect, useLayoutEffect } from 'react';
import { forgetServedData } from '@portal/shared-ui';
import { SERVED_MARKS } from '@portal/shared-api/served-page';

// A public page can arrive rendered by the server (#root[data-served]: the frame and the page, readable without
// JavaScript). The shell then renders into a fresh container beside it, out of sight, and puts it in the served
// page's place in one step once the route's page has rendered (from the data served with it), so the visitor
// never sees a spinner or a blank frame in between and nothing moves. What the visitor did meanwhile carries
// over: what they typed or chose, where the focus was, the button they pressed and a form they sent (held and
// marked by the page's head script until now, served-pages.ts), which are then pressed and sent.

let pending: { served: HTMLElement; container: HTMLElement } | undefined;

/** Where the shell renders: #root itself, or a new container that will take a served #root's place. */
export function renderContainer(root: HTMLElement): HTMLElement {
  if (!root.hasAttribute(SERVED_MARKS.served)) return root;
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
  const sent = [...served.querySelectorAll('form')].findIndex((form) => form.hasAttribute(SERVED_MARKS.submitted));
  const buttons = [...served.querySelectorAll('button')];
  const index = buttons.findIndex((button) => button.hasAttribute(SERVED_MARKS.clicked));
  const pressed = { index, text: buttons[index]?.textContent ?? '' };
  served.replaceWith(container);
  visit = carry ? () => redo(container, typed, focused, { sent, pressed }) : undefined;
}

/** Called once the page's own effects have run: its fields are then known to their form. */
export function carryOverVisit(): void {
  const run = visit;
  visit = undefined;
  run?.();
}

/** `sent`: the index of the form sent on the served page (-1: none); `pressed`: the button pressed, its index and text. */
function redo(
  container: HTMLElement,
  typed: Array<[string, string]>,
  focused: Element | null,
  { sent, pressed }: { sent: number; pressed: { index: number; text: string } },
) {
  for (const [id, value] of typed) {
    const input = container.querySelector<Field>(`#${CSS.escape(id)}`);
    if (input && input.value !== value) typeInto(input, value);
  }
  const focus = focused?.id ? container.querySelector<HTMLElement>(`#${CSS.escape(focused.id)}`) : null;
  focus?.focus();
  if (focus instanceof HTMLInputElement && focused instanceof HTMLInputElement && focused.selectionStart !== null) {
    focus.setSelectionRange(focused.selectionStart, focused.selectionEnd);
  }
  // once React has drawn what was typed
  // the served page and the shell's are drawn by the same components: the nth button is the same button
  queueMicrotask(() => {
    if (sent >= 0) container.querySelectorAll('form')[sent]?.requestSubmit();
    else if (pressed.index >= 0) {
      // pressed again only when it is the same button (a person with a session has a frame of their own)
      const button = container.querySelectorAll('button')[pressed.index];
      if (button?.textContent === pressed.text) button.click();
    }
  });
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const FIELD =
  'input:not([type="checkbox"]):not([type="radio"]):not([type="file"]):not([type="hidden"])[id], textarea[id], select[id]';

/** What was typed or chosen in the served page's fields (by id), those still as served left out. */
function typedValues(served: HTMLElement): Array<[string, string]> {
  return [...served.querySelectorAll<Field>(FIELD)].filter((field) => field.value !== servedValue(field)).map((field) => [field.id, field.value]);
}

const servedValue = (field: Field) =>
  field instanceof HTMLSelectElement ? ([...field.options].find((option) => option.defaultSelected) ?? field.options[0])?.value ?? '' : field.defaultValue;

/** Sets a field's value as typing or choosing does, so React's onChange sees it (React tracks the value a script sets). */
function typeInto(field: Field, value: string) {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
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
