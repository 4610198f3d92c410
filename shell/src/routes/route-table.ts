import type { Role } from '@portal/shared-api';
import type { Access } from '@portal/shared-auth';
import type { RemoteName } from '../remote/remote-loader';

export interface MenuEntry {
  /** The roles whose menu lists the route (may differ from who can open it, e.g. open routes). */
  roles: readonly Role[];
  group: string;
  label: string;
}

export interface PortalRoute {
  /** Spec path; matching is case-insensitive and `:id` marks a parameter. */
  path: string;
  access: Access;
  remote: RemoteName;
  /** The page name in the remote's `./pages` map. */
  page: string;
  menu?: MenuEntry;
  /** The page uses no antd component, so the shell does not download antd's provider for it. */
  plain?: boolean;
}

export interface HomeEntry {
  remote: RemoteName;
  exposed: string;
  name: string;
  plain?: boolean;
}

/**
 * Every route of the portal (spec §2, §6), one line each. A route is added when its page exists;
 * the menus of the top bar are derived from here.
 */
export const ROUTES: readonly PortalRoute[] = [
  { path: '/Login', access: 'open', remote: 'mfe_public', page: 'Login' },
  { path: '/Registro', access: 'open', remote: 'mfe_public', page: 'Registro' },
  { path: '/registro/Regente', access: 'open', remote: 'mfe_public', page: 'RegistroRegente' },
  { path: '/AcercaDe', access: 'open', remote: 'mfe_public', page: 'AcercaDe', plain: true },
];

/** The order of each role's menu groups (spec §2 menus). */
export const MENU_GROUPS: Record<Role, readonly string[]> = {
  Administrador: ['Visitas', 'Herramientas administrativas', 'Inscripciones', 'Propiedades'],
  Cliente: ['Inscripción', 'Informes', 'Regentes', 'Propiedades'],
  Regente: ['Proyectos'],
  Contador: [],
};

/** Where `/` leads for each logged role; anyone else gets the default home (spec §2). */
export const HOMES: Record<Role | 'default', HomeEntry> = {
  Administrador: { remote: 'mfe_admin', exposed: 'Home', name: 'Home', plain: true },
  Cliente: { remote: 'mfe_client', exposed: 'Home', name: 'Home', plain: true },
  Regente: { remote: 'mfe_regent', exposed: 'Home', name: 'Home', plain: true },
  Contador: { remote: 'mfe_public', exposed: 'pages', name: 'ContadorHome', plain: true },
  // the anonymous visitor's first page: plain HTML and CSS keeps it within its JS budget
  default: { remote: 'mfe_public', exposed: 'pages', name: 'Home', plain: true },
};

/** The public links of the fixed bottom bar (spec §2 shared frame). */
export const BOTTOM_LINKS = [
  { path: '/Contactanos', label: 'Contactenos' },
  { path: '/Noticias', label: 'Noticias' },
  { path: '/Documentos', label: 'Documentacion' },
  { path: '/AcercaDe', label: 'Nosotros' },
  { path: '/Portafolio', label: 'Proveedores Certificados' },
] as const;
