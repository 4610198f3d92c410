import { MAX_SEARCH_TERMS, containsPattern, normaliseSearchText, propertySearchText, searchTerms } from './search-text';

describe('portfolio search text', () => {
  it('drops case and accents the way Spanish users type them', () => {
    expect(normaliseSearchText('Pérez')).toBe('perez');
    expect(normaliseSearchText('PÉREZ')).toBe(normaliseSearchText('perez'));
    expect(normaliseSearchText('Peña Núñez Güell')).toBe('pena nunez guell');
    expect(normaliseSearchText('  Cantón \t de   Limón\n')).toBe('canton de limon');
  });

  it('splits a search into distinct words, at most MAX_SEARCH_TERMS', () => {
    expect(searchTerms('  José   Pérez josé ')).toEqual(['jose', 'perez']);
    expect(searchTerms('')).toEqual([]);
    expect(searchTerms('   ')).toEqual([]);
    const many = Array.from({ length: MAX_SEARCH_TERMS + 3 }, (_, i) => `palabra${i}`).join(' ');
    expect(searchTerms(many)).toHaveLength(MAX_SEARCH_TERMS);
  });

  it('takes LIKE wildcards and the escape character literally', () => {
    expect(containsPattern('roble')).toBe('%roble%');
    expect(containsPattern('100%')).toBe('%100\\%%');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(containsPattern('c:\\x')).toBe('%c:\\\\x%');
  });

  it('holds every searchable column, and a business id without its dashes', () => {
    const text = propertySearchText({
      sheetNumber: '2-345678-000',
      identification: '3-101-456789',
      ownerName: 'Maderas del Caribe S.A.',
      fantasyName: 'Aserradero Ñandú',
      category: 'Aserraderos',
      address: 'Frente a la plaza',
      district: 'Limón',
      canton: 'Limón',
      province: 'Limón',
    });
    for (const part of ['2-345678-000', '3-101-456789', '3101456789', 'maderas del caribe s.a.', 'aserradero nandu', 'aserraderos', 'frente a la plaza', 'limon']) {
      expect(text).toContain(part);
    }
  });

  it('skips columns a property does not have', () => {
    const text = propertySearchText({
      sheetNumber: null,
      identification: '109870654',
      ownerName: 'Ana Mora',
      fantasyName: null,
      category: 'Depósitos de madera',
      address: 'Centro',
      district: 'Carmen',
      canton: 'San José',
      province: 'San José',
    });
    expect(text).toBe('109870654 ana mora depositos de madera centro carmen san jose san jose');
  });
});
