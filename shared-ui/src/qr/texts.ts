/** Texts of the profile QR (spec §9). */
export const QR_TEXTS = {
  download: 'Descargar QR',
  label: (name: string) => `Código QR del perfil público de ${name}`,
} as const;
