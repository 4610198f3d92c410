import type { RemoteName } from './remote/remote-loader';

/** The frame's texts (spec §2 shared frame); tests read them from here. */
export const FRAME_TEXTS = {
  brand: 'Madera Legal',
  register: 'Registrarse',
  login: 'Iniciar sesion',
  logout: 'Cerrar sesión',
  messages: 'Mensajes',
  closeMessages: 'Cerrar mensajes',
  publicLinks: 'Enlaces públicos',
  roles: 'Roles',
  mailPreferences: 'Avisos por correo',
  loading: 'Cargando…',
  retry: 'Reintentar',
  menuOf: (role: string) => `Menú de ${role}`,
  /** The button that opens the drawer on narrow screens, and the drawer's name. */
  menu: 'Menú',
  skipToContent: 'Saltar al contenido',
  goHome: 'Ir al inicio',
  /** The no-permission screen's link for a logged-out visitor (the top bar keeps the spec's `Iniciar sesion`). */
  loginLink: 'Iniciar sesión',
  homeTitle: 'Inicio',
  /** The browser tab's title of a page. */
  documentTitle: (page: string) => `${page} · Madera Legal`,
  roleLabel: (role: string, name: string) => `${role} - ${name}`,
  /** The first sentence of a remote's load error: it names the part of the portal (spec §8). */
  loadFailed: (area: string) => `No se pudo cargar ${area}.`,
  loadFailedHint: 'Revise su conexión a internet e intente de nuevo.',
} as const;

export const AREA_NAMES: Record<RemoteName, string> = {
  mfe_public: 'el área pública',
  mfe_admin: 'el área de administración',
  mfe_client: 'el área de clientes',
  mfe_regent: 'el área de regentes',
  mfe_chat: 'el chat',
};
