import { VISIT_MSG, type Role } from '@portal/shared-api';
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
  /**
   * The spec opens the route, but what it shows is only for these roles (the API refuses anyone else):
   * others get the no-permission text from the shell and never download the remote.
   */
  contentFor?: readonly Role[];
  /** What a logged-out visitor reads instead of the no-permission text (spec §2 /registro/RegenteCliente). */
  loggedOutText?: string;
}

export interface HomeEntry {
  remote: RemoteName;
  exposed: string;
  name: string;
  plain?: boolean;
}

const tools = (label: string): MenuEntry => ({ roles: ['Administrador'], group: 'Herramientas administrativas', label });
const regent = (label: string): MenuEntry => ({ roles: ['Regente'], group: 'Proyectos', label });
const admin = (group: string, label: string): MenuEntry => ({ roles: ['Administrador'], group, label });
const client = (group: string, label: string): MenuEntry => ({ roles: ['Cliente'], group, label });
const enrolments = (label: string): MenuEntry => ({ roles: ['Administrador'], group: 'Inscripciones', label });

/**
 * Every route of the portal (spec §2, §6), one line each. A route is added when its page exists;
 * the menus of the top bar are derived from here.
 */
export const ROUTES: readonly PortalRoute[] = [
  { path: '/Login', access: 'open', remote: 'mfe_public', page: 'Login' },
  { path: '/Registro', access: 'open', remote: 'mfe_public', page: 'Registro' },
  { path: '/registro/Regente', access: 'open', remote: 'mfe_public', page: 'RegistroRegente' },
  { path: '/AcercaDe', access: 'open', remote: 'mfe_public', page: 'AcercaDe', plain: true },
  { path: '/Contactanos', access: 'open', remote: 'mfe_public', page: 'Contactanos' },
  { path: '/Noticias', access: 'open', remote: 'mfe_public', page: 'Noticias', plain: true },
  { path: '/Noticias/:id', access: 'open', remote: 'mfe_public', page: 'Noticia', plain: true },
  { path: '/Documentos', access: 'open', remote: 'mfe_public', page: 'Documentos' },
  { path: '/Portafolio', access: 'open', remote: 'mfe_public', page: 'Portafolio' },
  // what a phone opens from a QR code: plain HTML, within the cold-load JS budget
  { path: '/PerfilPropiedad/:id', access: 'open', remote: 'mfe_public', page: 'PerfilPropiedad', plain: true },
  { path: '/PerfilInscripcion/:id', access: 'open', remote: 'mfe_public', page: 'PerfilInscripcion', plain: true },
  // visits and certified properties (spec §2 administrator menu)
  { path: '/Citas/CitasAdministrador', access: ['Administrador'], remote: 'mfe_admin', page: 'CitasAdministrador', menu: admin('Visitas', 'Visitas') },
  { path: '/Citas/Solicitudes', access: ['Administrador'], remote: 'mfe_admin', page: 'Solicitudes', menu: admin('Visitas', 'Solicitudes de Visitas Extra') },
  { path: '/CitasAdmin/:id', access: ['Administrador'], remote: 'mfe_admin', page: 'CitasAdmin' },
  { path: '/Propiedades/CertificadasIndividuales', access: ['Administrador'], remote: 'mfe_admin', page: 'CertificadasIndividuales', menu: admin('Propiedades', 'Certificadas individuales') },
  { path: '/Propiedades/CertificadasGrupales', access: ['Administrador'], remote: 'mfe_admin', page: 'CertificadasGrupales', menu: admin('Propiedades', 'Certificadas grupales') },
  // administrative tools (spec §2 administrator menu)
  { path: '/Contactanos/Listar', access: 'open', contentFor: ['Administrador'], remote: 'mfe_admin', page: 'ContactosListar', menu: tools('Contactos web') },
  { path: '/Noticias/Listar', access: ['Administrador'], remote: 'mfe_admin', page: 'NoticiasListar', menu: tools('Noticias') },
  { path: '/Noticias/Crear', access: 'open', contentFor: ['Administrador'], remote: 'mfe_admin', page: 'NoticiasCrear', menu: tools('Crear Noticia') },
  { path: '/Documentos/Listar', access: ['Administrador'], remote: 'mfe_admin', page: 'DocumentosListar', menu: tools('Documentos') },
  { path: '/Documentos/Crear', access: ['Administrador'], remote: 'mfe_admin', page: 'DocumentosCrear', menu: tools('Crear Documento') },
  { path: '/Documentos/Editar/:id', access: ['Administrador'], remote: 'mfe_admin', page: 'DocumentosEditar' },
  { path: '/registro/Administrador', access: ['Administrador'], remote: 'mfe_admin', page: 'RegistroAdministrador', menu: tools('Registrar Administrador') },
  { path: '/registro/Contador', access: ['Administrador'], remote: 'mfe_admin', page: 'RegistroContador', menu: tools('Registrar Contador') },
  // enrolments (spec §2 Inscripciones, §4)
  { path: '/Inscripcion/AdminIndexAccepted', access: ['Administrador'], remote: 'mfe_admin', page: 'InscripcionAdminIndexAccepted', menu: enrolments('Aceptadas') },
  { path: '/Inscripcion/AdminIndexRejected', access: ['Administrador'], remote: 'mfe_admin', page: 'InscripcionAdminIndexRejected', menu: enrolments('Rechazadas') },
  { path: '/Inscripcion/AdminIndex', access: ['Administrador'], remote: 'mfe_admin', page: 'InscripcionAdminIndex', menu: enrolments('Por revisar') },
  { path: '/Inscripcion/AdminIndexPayable', access: ['Administrador'], remote: 'mfe_admin', page: 'InscripcionAdminIndexPayable', menu: enrolments('Por pagar') },
  { path: '/Inscripcion/AdminIndexRemediated', access: ['Administrador'], remote: 'mfe_admin', page: 'InscripcionAdminIndexRemediated', menu: enrolments('Subsanadas') },
  { path: '/Inscripcion/AdminIndexRemediate', access: ['Administrador'], remote: 'mfe_admin', page: 'InscripcionAdminIndexRemediate', menu: enrolments('Por subsanar') },
  { path: '/Inscripcion/AdminIndexPayed', access: ['Administrador'], remote: 'mfe_admin', page: 'InscripcionAdminIndexPayed', menu: enrolments('Pagadas') },
  { path: '/Inscripcion/AdminDisplay/:id', access: ['Administrador'], remote: 'mfe_admin', page: 'InscripcionAdminDisplay' },
  { path: '/Inscripcion', access: ['Cliente'], remote: 'mfe_client', page: 'Inscripcion', menu: { roles: ['Cliente'], group: 'Inscripción', label: 'Nueva inscripción' } },
  { path: '/Inscripcion/ClientIndex', access: ['Cliente'], remote: 'mfe_client', page: 'InscripcionClientIndex', menu: { roles: ['Cliente'], group: 'Inscripción', label: 'Mis inscripciones' } },
  { path: '/Inscripcion/ClientDisplay/:id', access: ['Cliente'], remote: 'mfe_client', page: 'InscripcionClientDisplay' },
  // the regent's projects and visits (spec §2 regent menu)
  { path: '/DashboardRegent', access: ['Regente'], remote: 'mfe_regent', page: 'DashboardRegent', menu: regent('Mis Proyectos') },
  { path: '/DashboardRegent/Informacion/:id', access: ['Regente'], remote: 'mfe_regent', page: 'DashboardInformacion' },
  { path: '/DashboardRegent/DatosCertificacion/:id', access: ['Regente'], remote: 'mfe_regent', page: 'DashboardDatosCertificacion' },
  { path: '/DashboardRegent/Informes/:id', access: ['Regente'], remote: 'mfe_regent', page: 'DashboardInformes' },
  { path: '/DashboardRegent/InscripcionVisita/:id', access: ['Regente'], remote: 'mfe_regent', page: 'DashboardInscripcionVisita' },
  { path: '/Citas', access: ['Regente'], remote: 'mfe_regent', page: 'CitasMisCitas' },
  { path: '/Citas/MisCitas', access: ['Regente'], remote: 'mfe_regent', page: 'CitasMisCitas', menu: regent('Mis Visitas') },
  { path: '/Citas/MisCitasExpiradas', access: ['Regente'], remote: 'mfe_regent', page: 'CitasMisCitasExpiradas', menu: regent('Visitas expiradas') },
  { path: '/Citas/:id', access: ['Regente'], remote: 'mfe_regent', page: 'Cita' },
  // properties, regents and visits of the client (spec §2)
  { path: '/Informes', access: ['Cliente'], remote: 'mfe_client', page: 'Informes', menu: client('Informes', 'Informe de mis Propiedades') },
  { path: '/Usuarios/Regentes', access: ['Cliente'], remote: 'mfe_client', page: 'Regentes', menu: client('Regentes', 'Buscar regente') },
  { path: '/registro/Invitar', access: ['Cliente'], remote: 'mfe_client', page: 'Invitar', menu: client('Regentes', 'Invitar regente') },
  { path: '/Usuarios/MisRegentes', access: ['Cliente'], remote: 'mfe_client', page: 'MisRegentes', menu: client('Regentes', 'Mis regentes') },
  { path: '/usuarios/Asignar/:email', access: ['Cliente'], remote: 'mfe_client', page: 'Asignar' },
  { path: '/registro/RegenteCliente', access: ['Cliente'], loggedOutText: VISIT_MSG.loggedOut, remote: 'mfe_client', page: 'RegenteCliente' },
  { path: '/Propiedades/MisPropiedades', access: ['Cliente', 'Regente'], remote: 'mfe_client', page: 'MisPropiedades', menu: client('Propiedades', 'Mis propiedades') },
  { path: '/Propiedades/MisPropiedadesAceptadas', access: ['Cliente'], remote: 'mfe_client', page: 'MisPropiedadesAceptadas', menu: client('Propiedades', 'Propiedades certificadas') },
  { path: '/Propiedades/CitasPropiedad/:id', access: ['Cliente'], remote: 'mfe_client', page: 'CitasPropiedad' },
  { path: '/CitasCliente/:id', access: ['Cliente'], remote: 'mfe_client', page: 'CitasCliente' },
  { path: '/Propiedades/ComprarVisitas/:id', access: ['Cliente'], remote: 'mfe_client', page: 'ComprarVisitas' },
  { path: '/Propiedades/CrearCita', access: ['Cliente', 'Regente'], remote: 'mfe_client', page: 'CrearCita' },
  { path: '/Propiedades/CrearCitaPropiedad/:id', access: ['Cliente'], remote: 'mfe_client', page: 'CrearCita' },
  { path: '/Propiedades/CrearCitaRegente/:id', access: ['Cliente', 'Regente'], remote: 'mfe_client', page: 'CrearCita' },
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
