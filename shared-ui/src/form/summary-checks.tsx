import { waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { FORM_TEXTS } from './texts';

const targetOf = (link: HTMLElement) => document.getElementById(decodeURIComponent(link.getAttribute('href')!.slice(1)))!;
const fieldOf = (input: HTMLElement) => input.closest<HTMLElement>('.plain-field') ?? input;

/**
 * Checks the error summary of a failed submission as a keyboard or screen-reader user meets it: it holds
 * the focus; it has one link per invalid field, in the fields' order; each field's input is marked invalid
 * and described by its one message, which the link repeats after the field's label; each link moves the
 * focus to its field. Answers the links' texts.
 */
export async function expectErrorSummary(user: UserEvent, scope: HTMLElement = document.body): Promise<string[]> {
  const summary = await within(scope).findByRole('alert', { name: FORM_TEXTS.summaryTitle });
  await waitFor(() => expect(summary).toHaveFocus());
  const links = within(summary).getAllByRole('link');
  const inputs = links.map(targetOf);

  links.forEach((link, i) => {
    const input = inputs[i]!;
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id));
    const message = described.find((element) => element && link.textContent!.endsWith(`: ${element.textContent}`));
    expect(message).toBeTruthy();
    // one message per field
    expect(fieldOf(input).querySelectorAll('[id$="-error"]')).toHaveLength(1);
    if (i > 0) expect(inputs[i - 1]!.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  // every invalid field of the form is in the summary
  const form = summary.closest('form')!;
  const invalid = new Set([...form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')].filter((el) => el.closest('form') === form).map(fieldOf));
  expect(invalid.size).toBe(links.length);

  for (const [i, link] of links.entries()) {
    await user.click(link);
    expect(fieldOf(inputs[i]!).contains(document.activeElement)).toBe(true);
  }
  return links.map((link) => link.textContent!);
}
