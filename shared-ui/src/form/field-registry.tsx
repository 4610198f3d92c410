import { createContext, useContext, useEffect } from 'react';

/** What the error summary needs of a field: its input's id, its label and what to focus. */
export interface RegisteredField {
  id: string;
  label: string;
  /** The element a summary link focuses, when it is not the input itself (e.g. a file field's button). */
  focusId?: string;
  /** The field cannot be filled yet (a disabled select of a cascade): the summary does not link to it. */
  inactive?: boolean;
  /** Fields whose error this one shows while they cannot be filled (a cascade's later levels). */
  covers?: readonly string[];
}

export type FieldRegistry = Map<string, RegisteredField>;

export const FieldRegistryContext = createContext<FieldRegistry | null>(null);

/** Makes a field known to the enclosing PortalForm's error summary while it is on screen. */
export function useRegisterField(name: string, field: RegisteredField) {
  const registry = useContext(FieldRegistryContext);
  const { id, label, focusId, inactive, covers } = field;
  const covered = covers?.join(' ');
  useEffect(() => {
    if (!registry) return;
    registry.set(name, { id, label, focusId, inactive, covers: covered ? covered.split(' ') : undefined });
    return () => {
      if (registry.get(name)?.id === id) registry.delete(name);
    };
  }, [registry, name, id, label, focusId, inactive, covered]);
}

const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"]), a[href]';

const hidden = (element: HTMLElement) => element.style.display === 'none' || (element instanceof HTMLInputElement && element.type === 'file' && element.hidden);

/**
 * Moves focus to a field, as an error summary link does: the element itself when it can take focus,
 * else its first focusable descendant (a radio group's first option), and brings it into view.
 */
export function focusField(id: string) {
  const element = document.getElementById(id);
  if (!element) return;
  const focusable =
    (element.matches(FOCUSABLE) && !hidden(element) ? element : null) ??
    element.querySelector<HTMLElement>('input:checked:not([disabled])') ??
    element.querySelector<HTMLElement>(FOCUSABLE) ??
    element;
  focusable.focus();
  focusable.scrollIntoView?.({ block: 'center' });
}
