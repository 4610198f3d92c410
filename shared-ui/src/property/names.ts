/** What every answer about a property carries for a summary (item, project, visit). */
export interface SummarisedProperty {
  sheetNumber?: string | null;
  fantasyName?: string | null;
  address: string;
  district: string;
  canton: string;
  province: string;
}

/** The property's place, smallest first: `district, canton, province`. */
export const placeOf = (p: Pick<SummarisedProperty, 'district' | 'canton' | 'province'>) => `${p.district}, ${p.canton}, ${p.province}`;

/** The name a screen gives a property: its commercial name, else its farm number. */
export const propertyName = (p: Pick<SummarisedProperty, 'fantasyName' | 'sheetNumber'>): string | undefined =>
  p.fantasyName ?? p.sheetNumber ?? undefined;
