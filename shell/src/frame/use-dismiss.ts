import { useEffect, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';

/**
 * What closes a popup of the frame (a menu group, the role dropdown): a click outside `container`, and
 * focus moving to something outside it. Escape is handled by `onEscape` on the container's keydown.
 */
export function useClickOutside(open: boolean, container: RefObject<HTMLElement | null>, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open, container, close]);
}

/** Closes on Escape and gives focus back to the control that opened the popup; the key goes no further. */
export const onEscape =
  (open: boolean, close: () => void, opener: RefObject<HTMLElement | null>) =>
  (event: KeyboardEvent) => {
    if (!open || event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    close();
    opener.current?.focus();
  };

/** Closes when focus moves to an element outside the container (not when it merely leaves for the page body). */
export const onFocusLeave = (open: boolean, close: () => void) => (event: FocusEvent<HTMLElement>) => {
  const next = event.relatedTarget as Node | null;
  if (open && next && !event.currentTarget.contains(next)) close();
};
