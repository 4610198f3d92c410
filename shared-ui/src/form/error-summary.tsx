import { useEffect, useId, useRef } from 'react';
import './form.css';
import { focusField } from './field-registry';
import { FORM_TEXTS } from './texts';

/** One invalid field of the summary: where its link goes, and what it says. */
export interface SummaryLink {
  /** The id of the field's input: the link's target. */
  id: string;
  /** What the link focuses when not the input itself (e.g. a file field's button). */
  focusId?: string;
  label: string;
  message: string;
}

export interface SummaryContent {
  links: readonly SummaryLink[];
  /** Problems that belong to no field (e.g. a server answer), shown as plain lines. */
  lines: readonly string[];
}

export interface ErrorSummaryProps extends SummaryContent {
  /** Changes on every failed attempt: the summary then takes the focus. */
  attempt: number;
  /** Its titles in the page's language, when it is not Spanish. */
  titles?: { summaryTitle: string; summaryProblemTitle: string };
}

/**
 * The error summary of a failed submission (GOV.UK pattern): a titled box at the top of the form with one
 * link per invalid field, in the fields' order, each focusing its field; problems of no field as lines.
 * It takes the focus on every failed attempt, so the person hears and sees what to fix. Drawn without antd
 * (form.css), so a form of plain elements has it too.
 */
export function ErrorSummary({ links, lines, attempt, titles = FORM_TEXTS }: ErrorSummaryProps) {
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const empty = links.length === 0 && lines.length === 0;

  useEffect(() => {
    if (attempt > 0 && !empty) {
      box.current?.focus();
      box.current?.scrollIntoView?.({ block: 'start' });
    }
    // focus once per attempt, not when the content is re-rendered
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  if (empty) return null;
  return (
    <div
      ref={box}
      role="alert"
      tabIndex={-1}
      aria-labelledby={titleId}
      className="error-summary"
    >
      <h2 id={titleId} className="error-summary__title">
        {links.length > 0 ? titles.summaryTitle : titles.summaryProblemTitle}
      </h2>
      <ul>
        {links.map((link) => (
          <li key={link.id}>
            <a
              href={`#${link.id}`}
              onClick={(event) => {
                event.preventDefault();
                focusField(link.focusId ?? link.id);
              }}
            >
              {FORM_TEXTS.summaryLink(link.label, link.message)}
            </a>
          </li>
        ))}
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
