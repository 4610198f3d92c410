import { placeholders } from '../../../tools/jest/placeholders';
import { PORTFOLIO_NAMESPACES } from '../portfolio/portfolio-texts';
import { PUBLIC_NAMESPACES } from './texts';

describe('the public pages in Spanish and English', () => {
  it.each([
    ['the profiles and the watch list', PUBLIC_NAMESPACES],
    ['the portfolio', PORTFOLIO_NAMESPACES],
  ])('%s: the same texts and the same placeholders in both languages', (_, namespaces) => {
    const english = placeholders(namespaces.en);
    expect(english).toEqual(placeholders(namespaces.es));
    expect(Object.keys(english).length).toBeGreaterThan(20);
  });
});
