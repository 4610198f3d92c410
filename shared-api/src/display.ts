// How a few values are shown, apart from the properties' schemas: a home or a QR code reads them without loading zod.

/** A size in bytes as people read it, in es-CR: 235,5 KB, 5,6 MB. */
export function formatBytes(bytes: number): string {
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / 1024 / 1024, 'MB'] : [bytes / 1024, 'KB'];
  return `${value.toLocaleString('es-CR', { maximumFractionDigits: 1 })} ${unit}`;
}

/** QR of a public profile (spec §9). */
export const QR = { size: 512, level: 'Q', logoSize: 96 } as const;
