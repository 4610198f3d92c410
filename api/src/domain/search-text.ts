/** Most words a portfolio search looks for at once; the rest of the text is ignored. */
export const MAX_SEARCH_TERMS = 8;

/**
 * The form both the stored search text and the typed search take: lower case, accents and other
 * combining marks removed (Pérez → perez, Peña → pena), runs of white space as one space.
 */
export function normaliseSearchText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a search, normalised and without repeats; a row must contain every one. */
export function searchTerms(param: string): string[] {
  const words = normaliseSearchText(param).split(' ').filter(Boolean);
  return [...new Set(words)].slice(0, MAX_SEARCH_TERMS);
}

/** A LIKE pattern that finds the term anywhere, its own `%`, `_` and `\` taken literally. */
export const containsPattern = (term: string): string => `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** What the portfolio search looks in, for one certified property. */
export interface SearchableProperty {
  sheetNumber: string | null;
  identification: string;
  ownerName: string;
  fantasyName: string | null;
  category: string;
  address: string;
  district: string;
  canton: string;
  province: string;
}

/** The stored search text of a property: every searchable column, normalised. */
export function propertySearchText(p: SearchableProperty): string {
  const digits = p.identification.replace(/\D/g, '');
  return normaliseSearchText(
    [
      p.sheetNumber,
      p.identification,
      // 3-101-123456 is also found as 3101123456
      digits !== p.identification ? digits : null,
      p.ownerName,
      p.fantasyName,
      p.category,
      p.address,
      p.district,
      p.canton,
      p.province,
    ]
      .filter((part): part is string => Boolean(part))
      .join(' '),
  );
}
