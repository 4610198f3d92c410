/** The name a property goes by in a letter or a list: its commercial name, else its sheet number, else «la propiedad N». */
export const propertyName = (property: { id: number; fantasyName: string | null; sheetNumber: string | null }): string =>
  property.fantasyName || property.sheetNumber || `la propiedad ${property.id}`;
