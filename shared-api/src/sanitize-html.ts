// The one cleaner of a news body: the API runs it when an item is saved, and the server entry of mfe-public
// when it renders /Noticias/{id} (no DOM there for DOMPurify, which the browser runs).
import sanitizeHtml from 'sanitize-html';

/**
 * What the news editor (CKEditor 5, classic build) produces and nothing else: no scripts, styles,
 * frames, event handlers or style attributes; links and images only to http(s) (links also mailto).
 */
const NEWS_BODY_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
    'br',
    'hr',
    'span',
    'code',
    'pre',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // the text inside these is code or markup, never prose worth keeping
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'xmp', 'noembed', 'noframes'],
  // an image whose address was refused has nothing left to show
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  transformTags: {
    a: (tagName, { target, rel, ...attribs }) => {
      if (target !== '_blank') return { tagName, attribs: rel === undefined ? attribs : { ...attribs, rel } };
      // a page opened in a new tab must not reach back into the portal through window.opener
      return { tagName, attribs: { ...attribs, target, rel: 'noopener noreferrer' } };
    },
  },
};

/** The HTML body of a news item as it is stored and later rendered. */
export const sanitizeNewsBody = (html: string): string => sanitizeHtml(html, NEWS_BODY_OPTIONS).trim();
