import DOMPurify from 'dompurify';

/** Cleans an HTML body where there is no DOM for DOMPurify (the server entry, in Node). */
type Cleaner = (html: string) => string;
let cleanWithoutDom: Cleaner | undefined;

/** The server entry names the cleaner it renders news bodies with (the API's own, sanitizeNewsBody). */
export function cleanBodiesWith(cleaner: Cleaner): void {
  cleanWithoutDom = cleaner;
}

/**
 * The body was cleaned by the server when it was saved; it is cleaned again here, so a row written
 * by any other path still cannot run script in a reader's browser. Without a DOM and without a cleaner
 * named for it, nothing of the body is drawn.
 */
export function cleanBody(html: string): string {
  if (DOMPurify.isSupported) {
    return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'], FORBID_ATTR: ['style'] });
  }
  return cleanWithoutDom ? cleanWithoutDom(html) : '';
}
