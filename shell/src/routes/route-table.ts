import { VISIT_MSG, type Role } from '@portal/shared-api';
import type { Access } from '@portal/shared-auth';
import type { pages as adminPages } from 'mfe_admin/pages';
import type { pages as clientPages } from 'mfe_client/pages';
import type { pages as publicPages } from 'mfe_public/pages';
import type { pages as regentPages } from 'mfe_regent/pages';
import type { RemoteName } from '../remote/remote-loader';

/** The pages each remote's `./pages` exposes (types only: nothing of a remote is bundled into the shell). */
interface RemotePages {
  mfe_public: keyof typeof publicPages;
  mfe_admin: keyof typeof adminPages;
  mfe_client: keyof typeof clientPages;
  mfe_regent: keyof typeof regentPages;
  mfe_chat: never;
}

/**
 * A remote and one of its pages: a route naming a page its remote does not export fails to compile.
 * A page's key is the path of the first route that shows it, see `pageKeyOf` (the role homes of `HOMES` are
 * not routes of the table and keep their names).
 */
export type RemotePage = { [R in RemoteName]: { remote: R; page: RemotePages[R] } }[RemoteName];

/** The page key of a path: each segment with its first letter upper-cased, a parameter `:id` as `Id`, joined. */
export const pageKeyOf = (path: string): string =>
  path
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/^:/, ''))
    .map((segment) => segment.charAt(0).toUpperCase() + segment.slice(1))
    .join('');

export interface MenuEntry {
  /** The roles whose menu lists the route (may differ from who can open it, e.g. open routes). */
  roles: readonly Role[];
  group: string;
  label: string;
}

export type PortalRoute = RouteDetails & RemotePage;

interface RouteDetails {
  /** Spec path; matching is case-insensitive and `:id` marks a parameter. */
  path: string;
  access: Access;
  /** The page's own heading, as the browser tab shows it (`<title> · Madera Legal`); distinct per route. */
  title: string;
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
  { path: '/Login', access: 'open', remote: 'mfe_public', page: 'Login', title: 'Iniciar sesión', plain: true },
  { path: '/Registro', access: 'open', remote: 'mfe_public', page: 'Registro', title: 'Registro de usuario' },
  { path: '/registro/Regente', access: 'open', remote: 'mfe_public', page: 'RegistroRegente', title: 'Registro de regente forestal' },
  { path: '/AcercaDe', access: 'open', remote: 'mfe_public', page: 'AcercaDe', title: 'Acerca de la certificación de madera legal', plain: true },
  { path: '/Contactanos', access: 'open', remote: 'mfe_public', page: 'Contactanos', title: 'Contáctenos' },
  { path: '/Noticias', access: 'open', remote: 'mfe_public', page: 'Noticias', title: 'Noticias', plain: true },
  { path: '/Noticias/:id', access: 'open', remote: 'mfe_public', page: 'NoticiasId', title: 'Noticia', plain: true },
  { path: '/Documentos', access: 'open', remote: 'mfe_public', page: 'Documentos', title: 'Documentación' },
  { path: '/Portafolio', access: 'open', remote: 'mfe_public', page: 'Portafolio', title: 'Proveedores Certificados', plain: true },
  // what a phone opens from a QR code: plain HTML, within the cold-load JS budget
  { path: '/PerfilPropiedad/:id', access: 'open', remote: 'mfe_public', page: 'PerfilPropiedadId', title: 'Perfil de certificación de la propiedad', plain: true },
  { path: '/PerfilInscripcion/:id', access: 'open', remote: 'mfe_public', page: 'PerfilInscripcionId', title: 'Perfil de certificación de la inscripción', plain: true },
  // visits and certified properties (spec §2 administrator menu)
  { path: '/Citas/CitasAdministrador', access: ['Administrador'], remote: 'mfe_admin', page: 'CitasCitasAdministrador', title: 'Visitas Realizadas', menu: admin('Visitas', 'Visitas') },
  { path: '/Citas/Solicitudes', access: ['Administrador'], remote: 'mfe_admin', page: 'CitasSolicitudes', title: 'Solicitudes de Visitas Extra', menu: admin('Visitas', 'Solicitudes de Visitas Extra') },
  { path: '/CitasAdmin/:id', access: ['Administrador'], remote: 'mfe_admin', page: 'CitasAdminId', title: 'Revisión de la visita' },
  { path: '/Propiedades/CertificadasIndividuales', access: ['Administrador'], remote: 'mfe_admin', page: 'PropiedadesCertificadasIndividuales', title: 'Propiedades certificadas individuales', menu: admin('Propiedades', 'Certificadas individuales') },
  { path: '/Propiedades/CertificadasGrupales', access: ['Administrador'], remote: 'mfe_admin', page: 'PropiedadesCertificadasGrupales', title: 'Certificaciones grupales', menu: admin('Propiedades', 'Certificadas grupales') },
  // administrative tools (spec §2 administrator menu)
  { path: '/Contactanos/Listar', access: 'open', contentFor: ['Administrador'], remote: 'mfe_admin', page: 'ContactanosListar', title: 'Contactos web', menu: tools('Contactos web') },
  { path: '/Noticias/Listar', access: ['Administrador'], remote: 'mfe_admin', page: 'NoticiasListar', title: 'Administrar noticias', menu: tools('Noticias') },
  { path: '/Noticias/Crear', access: 'open', contentFor: ['Administrador'], remote: 'mfe_admin', page: 'NoticiasCrear', title: 'Crear Noticia', menu: tools('Crear Noticia') },
  { path: '/Documentos/Listar', access: ['Administrador'], remote: 'mfe_admin', page: 'DocumentosListar', title: 'Documentos', menu: tools('Documentos') },
  { path: '/Documentos/Crear', access: ['Administrador'], remote: 'mfe_admin', page: 'DocumentosCrear', title: 'Crear Documento', menu: tools('Crear Documento') },
  { path: '/Documentos/Editar/:id', access: ['Administrador'], remote: 'mfe_admin', page: 'DocumentosEditarId', title: 'Editar Documento' },
  { path: '/registro/Administrador', access: ['Administrador'], remote: 'mfe_admin', page: 'RegistroAdministrador', title: 'Registrar Administrador', menu: tools('Registrar Administrador') },
  { path: '/registro/Contador', access: ['Administrador'], remote: 'mfe_admin', page: 'RegistroContador', title: 'Registrar Contador', menu: tools('Registrar Contador') },
  // beyond the spec (portal-additions.json): disabling and enabling accounts
  { path: '/Usuarios/Administrar', access: ['Administrador'], remote: 'mfe_admin', page: 'UsuariosAdministrar', title: 'Usuarios', menu: tools('Usuarios') },
  // enrolments (spec §2 Inscripciones, §4)
  { path: '/Inscripcion/AdminIndexAccepted', access: ['Administrador'], remote: 'mfe_admin', page: 'InscripcionAdminIndexAccepted', title: 'Inscripciones aceptadas', menu: enrolments('Aceptadas') },
  { path: '/Inscripcion/AdminIndexRejected', access: ['Administrador'], remote: 'mfe_admin', page: 'InscripcionAdminIndexRejected', title: 'Inscripciones rechazadas', menu: enrolments('Rechazadas') },
  { path: '/Inscripcion/AdminIndex', access: ['Administrador'], remote: 'mfe_admin', page: 'InscripcionAdminIndex', title: 'Inscripciones por revisar', menu: enrolments('Por revisar') },
  { path: '/Inscripcion/AdminIndexPayable', access: ['Administrador'], remote: 'mfe_admin', page: 'InscripcionAdminIndexPayable', title: 'Inscripciones por pagar', menu: enrolments('Por pagar') },
  { path: '/Inscripcion/AdminIndexRemediated', access: ['Administrador'], remote: 'mfe_admin', page: 'InscripcionAdminIndexRemediated', title: 'Inscripciones subsanadas', menu: enrolments('Subsanadas') },
  { path: '/Inscripcion/AdminIndexRemediate', access: ['Administrador'], remote: 'mfe_admin', page: 'InscripcionAdminIndexRemediate', title: 'Inscripciones por subsanar', menu: enrolments('Por subsanar') },
  { path: '/Inscripcion/AdminIndexPayed', access: ['Administrador'], remote: 'mfe_admin', page: 'InscripcionAdminIndexPayed', title: 'Inscripciones pagadas', menu: enrolments('Pagadas') },
  { path: '/Inscripcion/AdminDisplay/:id', access: ['Administrador'], remote: 'mfe_admin', page: 'InscripcionAdminDisplayId', title: 'Revisión de la inscripción' },
  { path: '/Inscripcion', access: ['Cliente'], remote: 'mfe_client', page: 'Inscripcion', title: 'Nueva inscripción', menu: { roles: ['Cliente'], group: 'Inscripción', label: 'Nueva inscripción' } },
  { path: '/Inscripcion/ClientIndex', access: ['Cliente'], remote: 'mfe_client', page: 'InscripcionClientIndex', title: 'Mis inscripciones', menu: { roles: ['Cliente'], group: 'Inscripción', label: 'Mis inscripciones' } },
  { path: '/Inscripcion/ClientDisplay/:id', access: ['Cliente'], remote: 'mfe_client', page: 'InscripcionClientDisplayId', title: 'Detalle de mi inscripción' },
  // the regent's projects and visits (spec §2 regent menu)
  { path: '/DashboardRegent', access: ['Regente'], remote: 'mfe_regent', page: 'DashboardRegent', title: 'Mis Proyectos', menu: regent('Mis Proyectos') },
  { path: '/DashboardRegent/Informacion/:id', access: ['Regente'], remote: 'mfe_regent', page: 'DashboardRegentInformacionId', title: 'Información del proyecto' },
  { path: '/DashboardRegent/DatosCertificacion/:id', access: ['Regente'], remote: 'mfe_regent', page: 'DashboardRegentDatosCertificacionId', title: 'Datos de Certificación' },
  { path: '/DashboardRegent/Informes/:id', access: ['Regente'], remote: 'mfe_regent', page: 'DashboardRegentInformesId', title: 'Informes de la propiedad' },
  { path: '/DashboardRegent/InscripcionVisita/:id', access: ['Regente'], remote: 'mfe_regent', page: 'DashboardRegentInscripcionVisitaId', title: 'Registrar Visita' },
  { path: '/Citas/MisCitas', access: ['Regente'], remote: 'mfe_regent', page: 'CitasMisCitas', title: 'Mis Visitas', menu: regent('Mis Visitas') },
  { path: '/Citas', access: ['Regente'], remote: 'mfe_regent', page: 'CitasMisCitas', title: 'Visitas' },
  { path: '/Citas/MisCitasExpiradas', access: ['Regente'], remote: 'mfe_regent', page: 'CitasMisCitasExpiradas', title: 'Mis Visitas Expiradas', menu: regent('Visitas expiradas') },
  { path: '/Citas/:id', access: ['Regente'], remote: 'mfe_regent', page: 'CitasId', title: 'Visita' },
  // properties, regents and visits of the client (spec §2)
  { path: '/Informes', access: ['Cliente'], remote: 'mfe_client', page: 'Informes', title: 'Informe de mis Propiedades', menu: client('Informes', 'Informe de mis Propiedades') },
  { path: '/Usuarios/Regentes', access: ['Cliente'], remote: 'mfe_client', page: 'UsuariosRegentes', title: 'Regentes', menu: client('Regentes', 'Buscar regente') },
  { path: '/registro/Invitar', access: ['Cliente'], remote: 'mfe_client', page: 'RegistroInvitar', title: 'Invitar regente', menu: client('Regentes', 'Invitar regente') },
  { path: '/Usuarios/MisRegentes', access: ['Cliente'], remote: 'mfe_client', page: 'UsuariosMisRegentes', title: 'Mis Regentes', menu: client('Regentes', 'Mis regentes') },
  { path: '/usuarios/Asignar/:email', access: ['Cliente'], remote: 'mfe_client', page: 'UsuariosAsignarEmail', title: 'Propiedades asignadas al regente' },
  { path: '/registro/RegenteCliente', access: ['Cliente'], loggedOutText: VISIT_MSG.loggedOut, remote: 'mfe_client', page: 'RegistroRegenteCliente', title: 'Registrarme como regente' },
  { path: '/Propiedades/MisPropiedades', access: ['Cliente', 'Regente'], remote: 'mfe_client', page: 'PropiedadesMisPropiedades', title: 'Mis Propiedades', menu: client('Propiedades', 'Mis propiedades') },
  { path: '/Propiedades/MisPropiedadesAceptadas', access: ['Cliente'], remote: 'mfe_client', page: 'PropiedadesMisPropiedadesAceptadas', title: 'Propiedades certificadas', menu: client('Propiedades', 'Propiedades certificadas') },
  { path: '/Propiedades/CitasPropiedad/:id', access: ['Cliente'], remote: 'mfe_client', page: 'PropiedadesCitasPropiedadId', title: 'Visitas de la propiedad' },
  { path: '/CitasCliente/:id', access: ['Cliente'], remote: 'mfe_client', page: 'CitasClienteId', title: 'Resultado de la visita' },
  { path: '/Propiedades/ComprarVisitas/:id', access: ['Cliente'], remote: 'mfe_client', page: 'PropiedadesComprarVisitasId', title: 'Comprar visitas' },
  { path: '/Propiedades/CrearCita', access: ['Cliente', 'Regente'], remote: 'mfe_client', page: 'PropiedadesCrearCita', title: 'Crear Visita' },
  { path: '/Propiedades/CrearCitaPropiedad/:id', access: ['Cliente'], remote: 'mfe_client', page: 'PropiedadesCrearCita', title: 'Crear Visita de la propiedad' },
  { path: '/Propiedades/CrearCitaRegente/:id', access: ['Cliente', 'Regente'], remote: 'mfe_client', page: 'PropiedadesCrearCita', title: 'Crear Visita del regente' },
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
