/**
 * @jest-environment node
 */
import { cleanBodiesWith, cleanBody } from './clean-body';

describe('cleanBody without a DOM (Node, where DOMPurify cannot run)', () => {
  it('draws nothing of a body until a cleaner is named, then cleans with it', () => {
    expect(typeof window).toBe('undefined');
    expect(cleanBody('<p>ok</p><script>alert(1)</script>')).toBe('');
    cleanBodiesWith((html) => html.replace(/<script>.*<\/script>/, ''));
    expect(cleanBody('<p>ok</p><script>alert(1)</script>')).toBe('<p>ok</p>');
  });
});
