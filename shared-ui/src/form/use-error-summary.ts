import { useCallback, useState } from 'react';
import { errorLines } from '../feedback/error-lines';
import type { SummaryContent } from './error-summary';

/**
 * The error summary's state for a form that is not a PortalForm (e.g. a panel of action buttons): show
 * what failed (each show moves the focus to the summary again), clear it, and the message of one field.
 */
export function useErrorSummary() {
  const [summary, setSummary] = useState<SummaryContent & { attempt: number }>({ links: [], lines: [], attempt: 0 });
  const show = useCallback(
    (content: Partial<SummaryContent>) => setSummary((s) => ({ links: content.links ?? [], lines: content.lines ?? [], attempt: s.attempt + 1 })),
    [],
  );
  /** A failed call: the server's lines (spec §8), or a generic line. */
  const showError = useCallback((error: unknown) => show({ lines: errorLines(error) }), [show]);
  const clear = useCallback(() => setSummary((s) => ({ ...s, links: [], lines: [] })), []);
  const messageOf = (id: string) => summary.links.find((link) => link.id === id)?.message;
  return { summary, show, showError, clear, messageOf };
}
