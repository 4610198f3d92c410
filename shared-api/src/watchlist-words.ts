// The watch list's limits and messages, without any schema (zod): the pages a buyer reads translate them (i18n.ts).

/** The most certificates one request may add. */
export const WATCH_MAX = 200;

export const WATCH_MSG = {
  certificatesMissing: 'Indique al menos un certificado: su número (N.º) o el número de finca.',
  tooMany: `Se pueden agregar hasta ${WATCH_MAX} certificados a la vez.`,
  notFound: (values: readonly string[]) => `No se encontró ningún certificado con: ${values.join(', ')}.`,
  sent: 'Le enviamos un correo para confirmar. Las alertas empiezan cuando abra el enlace y confirme.',
  unknown: 'Ese enlace de alertas no existe o las alertas ya se cancelaron.',
  notWatched: 'Ese certificado no está en su lista.',
  unsubscribed: 'Sus alertas quedaron canceladas: no le escribiremos más.',
} as const;
