import { z } from 'zod';
import type { Role } from './roles';
import { CERTIFICATE_ADJECTIVE, type CertificateLifecycleStatus } from './certificate-lifecycle';
import type { mailItemSchema, mailPreferencesItemSchema } from './responses/mail';

/**
 * E-mail to the portal's people (beyond the spec): what they must act on, sent through an outbox in the database. A
 * message is Pendiente until a mailer sends it (Enviado), gives it up (Fallido), or keeps it because the portal has
 * no SMTP server (Guardado: the demo; administrators read it at "Correos enviados").
 */
export const MAIL_STATUS = { pending: 'Pendiente', sent: 'Enviado', failed: 'Fallido', kept: 'Guardado' } as const;
export type MailStatus = (typeof MAIL_STATUS)[keyof typeof MAIL_STATUS];
export const MAIL_STATUSES = Object.values(MAIL_STATUS) as [MailStatus, ...MailStatus[]];

/** The kinds of message, and what the administrators' list calls them (more to come: visits, renewals, the watch list). */
export const MAIL_KINDS = {
  inscripcion: 'Inscripción',
  certificado: 'Certificado',
  renovacion: 'Renovación',
  visita: 'Visita',
  resumen: 'Resumen diario',
  vigilancia: 'Vigilancia',
  despacho: 'Despacho',
} as const;
export type MailKind = keyof typeof MAIL_KINDS;
export const MAIL_KIND_KEYS = Object.keys(MAIL_KINDS) as [MailKind, ...MailKind[]];

/** The kinds each role receives, which a person may turn off on their profile. */
export const MAIL_KINDS_OF_ROLE: Record<Role, readonly MailKind[]> = {
  Cliente: ['inscripcion', 'certificado', 'renovacion', 'visita'],
  Regente: ['visita'],
  Administrador: ['resumen'],
  Contador: [],
};

/** PUT users/mailpreferences: the kinds the person turns off (every other kind of their roles stays on). */
export const mailPreferencesSchema = z.object({
  off: z.array(z.enum(MAIL_KIND_KEYS, { error: () => ({ message: 'Ese tipo de correo no existe' }) })).max(MAIL_KIND_KEYS.length),
});
export type MailPreferencesRequest = z.input<typeof mailPreferencesSchema>;

/** A message of the outbox as administrators read it. */
export type MailItem = z.output<typeof mailItemSchema>;
/** The kinds of e-mail a person receives, each on or off. */
export type MailPreferences = z.output<typeof mailPreferencesItemSchema>;

const colones = new Intl.NumberFormat('es-CR', { style: 'currency', currency: 'CRC' });

/** The messages' words (subjects and bodies), in Spanish as everything the portal's people read. */
export const MAIL_TEXTS = {
  greeting: (name: string) => `Hola, ${name}:`,
  signature: 'Certificación de Madera Legal',
  inscription: {
    Pagar: {
      subject: (id: number) => `Inscripción N.º ${id}: lista para pagar`,
      body: (id: number, category: string, price: number) =>
        `La administración revisó su inscripción N.º ${id} (${category}) y está lista para pagar: ${colones.format(price)}. ` +
        'Cuando haya pagado, suba el comprobante en «Mis inscripciones».',
    },
    Subsanar: {
      subject: (id: number) => `Inscripción N.º ${id}: necesita correcciones`,
      body: (id: number, category: string) =>
        `La administración revisó su inscripción N.º ${id} (${category}) y necesita que corrija algo antes de continuar. ` +
        'Suba el documento corregido en «Mis inscripciones».',
    },
    Aceptada: {
      subject: (id: number) => `Inscripción N.º ${id}: aceptada`,
      body: (id: number, category: string) =>
        `Su inscripción N.º ${id} (${category}) fue aceptada: sus propiedades están certificadas y aparecen en el portafolio público, ` +
        'cada una con su perfil, su código QR y su certificado en PDF.',
    },
    Rechazada: {
      subject: (id: number) => `Inscripción N.º ${id}: rechazada`,
      body: (id: number, category: string) => `La administración rechazó su inscripción N.º ${id} (${category}).`,
    },
    notes: (notes: string) => `Observaciones de la administración: ${notes}`,
  },
  summary: {
    subject: (day: string) => `Pendientes de la administración, ${day}`,
    intro: 'Esto espera a la administración en el portal:',
    lines: {
      submitted: 'Inscripciones por revisar',
      remediated: 'Inscripciones subsanadas por revisar',
      paid: 'Inscripciones pagadas por aceptar',
      visits: 'Visitas por revisar',
      extraVisits: 'Solicitudes de visitas extra',
      renewals: 'Renovaciones por revisar',
      boundaries: 'Límites por revisar',
      conversations: 'Conversaciones por responder',
    },
  },
  visit: {
    /** To the regent, when a client books a visit with them. */
    assigned: {
      subject: (id: number, property: string) => `Le asignaron la visita N.º ${id} (${property})`,
      body: (id: number, client: string, property: string, address: string, at: string) =>
        `${client} le asignó la visita N.º ${id} a la propiedad ${property} (${address}), registrada para el ${at}. ` +
        'Registre su resultado en «Mis Visitas» cuando la realice.',
    },
    /** To the owner, when their regent records a visit to their property. */
    recorded: {
      subject: (id: number, property: string) => `Visita N.º ${id} registrada en ${property}`,
      body: (id: number, regent: string, property: string, address: string, at: string) =>
        `Su regente ${regent} registró la visita N.º ${id} a la propiedad ${property} (${address}) el ${at}. ` +
        'La administración revisará su resultado.',
    },
    notes: (notes: string) => `Notas: ${notes}`,
  },
  renewal: {
    /** Before the validity ends (60, 30 and 7 days), while no renewal waits. */
    reminder: {
      subject: (id: number, property: string, days: number) => `Certificado N.º ${id} (${property}): vence en ${days} días`,
      body: (id: number, property: string, until: string, amount: number) =>
        `El certificado N.º ${id} de ${property} vale hasta el ${until}. Para renovarlo por un año más, pague el costo anual de ` +
        `${colones.format(amount)} y suba el comprobante en la página de renovación; la administración lo revisará.`,
      suspended: 'El certificado está suspendido: la renovación extiende su validez, y seguirá suspendido hasta que la administración lo restablezca.',
    },
    accepted: {
      subject: (id: number, property: string) => `Certificado N.º ${id} (${property}): renovación aceptada`,
      body: (id: number, property: string, until: string) => `La administración aceptó la renovación del certificado N.º ${id} de ${property}: vale hasta el ${until}.`,
    },
    rejected: {
      subject: (id: number, property: string) => `Certificado N.º ${id} (${property}): renovación rechazada`,
      body: (id: number, property: string) =>
        `La administración rechazó la renovación del certificado N.º ${id} de ${property}. Puede solicitarla de nuevo con el comprobante correcto.`,
      reason: (reason: string) => `Motivo: ${reason}`,
    },
  },
  watch: {
    /** The double opt-in: nothing is sent about a certificate before this link is opened. */
    confirm: {
      subject: 'Confirme sus alertas de certificados',
      body: (count: number) =>
        `Alguien (esperamos que usted) pidió recibir en este correo un aviso cada vez que cambie el estado de ${count === 1 ? 'un certificado' : `${count} certificados`} ` +
        'de madera legal. Para empezar a recibirlos, abra el enlace y confirme. Si no fue usted, no haga nada: no le escribiremos más.',
    },
    change: {
      subject: (id: number, property: string, status: CertificateLifecycleStatus) => {
        const word = CERTIFICATE_ADJECTIVE[status];
        return `Alerta: certificado N.º ${id} (${property}) ${word}`;
      },
      body: (id: number, property: string, holder: string, status: CertificateLifecycleStatus, at: string) =>
        `El certificado N.º ${id} de ${property} (titular: ${holder}), que usted vigila, está ${CERTIFICATE_ADJECTIVE[status]} desde el ${at}.`,
    },
    footer: 'Recibe este correo porque vigila este certificado. Su lista y la cancelación de las alertas, en un clic, están en su página de alertas:',
    /** The origin certificates drawn from it (beyond the spec): their pages state the change too. */
    origin: (numbers: readonly string[], more: number) =>
      `Certificados de origen emitidos de este certificado, cuyas páginas muestran el cambio: ${numbers.join(', ')}${more > 0 ? ` y ${more} más` : ''}.`,
  },
  certificate: {
    subject: (id: number, property: string, status: CertificateLifecycleStatus) => {
      const word = CERTIFICATE_ADJECTIVE[status];
      return `Certificado N.º ${id} (${property}): ${word.charAt(0).toUpperCase()}${word.slice(1)}`;
    },
    body: (id: number, property: string, status: CertificateLifecycleStatus, at: string) =>
      `El certificado N.º ${id} de ${property} está ${CERTIFICATE_ADJECTIVE[status]} desde el ${at}.`,
    reason: (reason: string) => `Motivo: ${reason}`,
  },
  /** To a shipment's buyer (in Spanish and English: the buyer is abroad), when a certificate behind it is suspended or withdrawn. */
  shipment: {
    subject: (code: string, status: CertificateLifecycleStatus, statusEn: string) =>
      `Despacho ${code}: un certificado de origen ${CERTIFICATE_ADJECTIVE[status]} · Shipment ${code}: a certificate of origin ${statusEn.toLowerCase()}`,
    body: (code: string, exporter: string, id: number, property: string, status: CertificateLifecycleStatus, at: string) =>
      `La madera de su despacho ${code}, de ${exporter}, salió en parte de ${property}: su certificado N.º ${id} está ${CERTIFICATE_ADJECTIVE[status]} desde el ${at}.`,
    bodyEn: (code: string, exporter: string, id: number, property: string, statusEn: string, at: string) =>
      `Part of the wood of your shipment ${code}, from ${exporter}, came from ${property}: its certificate No. ${id} is ${statusEn.toLowerCase()} since ${at}.`,
    reasonEn: (reason: string) => `Reason: ${reason}`,
    link: 'El perfil público de la propiedad muestra su estado ahora. · The property’s public profile shows its status now.',
  },
} as const;
