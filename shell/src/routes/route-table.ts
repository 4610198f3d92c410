import { ROUTE_PATHS, VISIT_MSG, type Role, type RoutePath } from '@portal/shared-api';
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
  /** Spec path, from ROUTE_PATHS (shared-api's paths.ts); matching is case-insensitive and `:id` marks a parameter. */
  path: RoutePath;
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
  { path: ROUTE_PATHS.login, access: 'open', remote: 'mfe_public', page: 'Login', title: 'Iniciar sesión', plain: true },
  { path: ROUTE_PATHS.registro, access: 'open', remote: 'mfe_public', page: 'Registro', title: 'Registro de usuario', plain: true },
  { path: ROUTE_PATHS.registroRegente, access: 'open', remote: 'mfe_public', page: 'RegistroRegente', title: 'Registro de regente forestal', plain: true },
  { path: ROUTE_PATHS.acercaDe, access: 'open', remote: 'mfe_public', page: 'AcercaDe', title: 'Acerca de la certificación de madera legal', plain: true },
  { path: ROUTE_PATHS.contactanos, access: 'open', remote: 'mfe_public', page: 'Contactanos', title: 'Contáctenos', plain: true },
  { path: ROUTE_PATHS.noticias, access: 'open', remote: 'mfe_public', page: 'Noticias', title: 'Noticias', plain: true },
  { path: ROUTE_PATHS.noticiasId, access: 'open', remote: 'mfe_public', page: 'NoticiasId', title: 'Noticia', plain: true },
  { path: ROUTE_PATHS.documentos, access: 'open', remote: 'mfe_public', page: 'Documentos', title: 'Documentación', plain: true },
  { path: ROUTE_PATHS.portafolio, access: 'open', remote: 'mfe_public', page: 'Portafolio', title: 'Proveedores Certificados', plain: true },
  // beyond the spec (portal-additions.json): the watch list by e-mail, with no account; the watcher's page is opened from its e-mails
  { path: ROUTE_PATHS.alertas, access: 'open', remote: 'mfe_public', page: 'Alertas', title: 'Alertas de certificados por correo', plain: true },
  { path: ROUTE_PATHS.alertasToken, access: 'open', remote: 'mfe_public', page: 'AlertasToken', title: 'Sus alertas de certificados', plain: true },
  // what a phone opens from a QR code: plain HTML, within the cold-load JS budget
  { path: ROUTE_PATHS.perfilPropiedad, access: 'open', remote: 'mfe_public', page: 'PerfilPropiedadId', title: 'Perfil de certificación de la propiedad', plain: true },
  { path: ROUTE_PATHS.perfilInscripcion, access: 'open', remote: 'mfe_public', page: 'PerfilInscripcionId', title: 'Perfil de certificación de la inscripción', plain: true },
  // beyond the spec (portal-additions.json): what a driver, a checkpoint or a buyer opens from an origin certificate's QR code
  { path: ROUTE_PATHS.origen, access: 'open', remote: 'mfe_public', page: 'OrigenNumber', title: 'Certificado de origen', plain: true },
  // beyond the spec: what a shipment's buyer opens from the exporter's share link or the due-diligence file's QR code
  { path: ROUTE_PATHS.despacho, access: 'open', remote: 'mfe_public', page: 'DespachoCode', title: 'Despacho de madera', plain: true },
  // visits and certified properties (spec §2 administrator menu)
  { path: ROUTE_PATHS.citasCitasAdministrador, access: ['Administrador'], remote: 'mfe_admin', page: 'CitasCitasAdministrador', title: 'Visitas Realizadas', plain: true, menu: admin('Visitas', 'Visitas') },
  { path: ROUTE_PATHS.citasSolicitudes, access: ['Administrador'], remote: 'mfe_admin', page: 'CitasSolicitudes', title: 'Solicitudes de Visitas Extra', plain: true, menu: admin('Visitas', 'Solicitudes de Visitas Extra') },
  { path: ROUTE_PATHS.citasAdmin, access: ['Administrador'], remote: 'mfe_admin', page: 'CitasAdminId', title: 'Revisión de la visita', plain: true },
  { path: ROUTE_PATHS.propiedadesCertificadasIndividuales, access: ['Administrador'], remote: 'mfe_admin', page: 'PropiedadesCertificadasIndividuales', title: 'Propiedades certificadas individuales', plain: true, menu: admin('Propiedades', 'Certificadas individuales') },
  { path: ROUTE_PATHS.propiedadesCertificadasGrupales, access: ['Administrador'], remote: 'mfe_admin', page: 'PropiedadesCertificadasGrupales', title: 'Certificaciones grupales', plain: true, menu: admin('Propiedades', 'Certificadas grupales') },
  // beyond the spec (portal-additions.json): renewals of certificates, asked by the client, decided by the administration
  { path: ROUTE_PATHS.propiedadesRenovaciones, access: ['Administrador'], remote: 'mfe_admin', page: 'PropiedadesRenovaciones', title: 'Renovaciones de certificados', plain: true, menu: admin('Propiedades', 'Renovaciones') },
  // administrative tools (spec §2 administrator menu)
  { path: ROUTE_PATHS.contactanosListar, access: 'open', contentFor: ['Administrador'], remote: 'mfe_admin', page: 'ContactanosListar', title: 'Contactos web', plain: true, menu: tools('Contactos web') },
  { path: ROUTE_PATHS.noticiasListar, access: ['Administrador'], remote: 'mfe_admin', page: 'NoticiasListar', title: 'Administrar noticias', plain: true, menu: tools('Noticias') },
  { path: ROUTE_PATHS.noticiasCrear, access: 'open', contentFor: ['Administrador'], remote: 'mfe_admin', page: 'NoticiasCrear', title: 'Crear Noticia', plain: true, menu: tools('Crear Noticia') },
  { path: ROUTE_PATHS.documentosListar, access: ['Administrador'], remote: 'mfe_admin', page: 'DocumentosListar', title: 'Documentos', plain: true, menu: tools('Documentos') },
  { path: ROUTE_PATHS.documentosCrear, access: ['Administrador'], remote: 'mfe_admin', page: 'DocumentosCrear', title: 'Crear Documento', plain: true, menu: tools('Crear Documento') },
  { path: ROUTE_PATHS.documentosEditar, access: ['Administrador'], remote: 'mfe_admin', page: 'DocumentosEditarId', title: 'Editar Documento', plain: true },
  { path: ROUTE_PATHS.registroAdministrador, access: ['Administrador'], remote: 'mfe_admin', page: 'RegistroAdministrador', title: 'Registrar Administrador', plain: true, menu: tools('Registrar Administrador') },
  { path: ROUTE_PATHS.registroContador, access: ['Administrador'], remote: 'mfe_admin', page: 'RegistroContador', title: 'Registrar Contador', plain: true, menu: tools('Registrar Contador') },
  // beyond the spec (portal-additions.json): disabling and enabling accounts
  { path: ROUTE_PATHS.usuariosAdministrar, access: ['Administrador'], remote: 'mfe_admin', page: 'UsuariosAdministrar', title: 'Usuarios', plain: true, menu: tools('Usuarios') },
  { path: ROUTE_PATHS.correos, access: ['Administrador'], remote: 'mfe_admin', page: 'Correos', title: 'Correos enviados', plain: true, menu: tools('Correos enviados') },
  // beyond the spec: each person turns off the kinds of e-mail they do not want (linked from the role dropdown)
  { path: ROUTE_PATHS.avisosPorCorreo, access: 'signed-in', remote: 'mfe_public', page: 'AvisosPorCorreo', title: 'Avisos por correo', plain: true },
  // enrolments (spec §2 Inscripciones, §4)
  { path: ROUTE_PATHS.inscripcionAdminIndexAccepted, access: ['Administrador'], remote: 'mfe_admin', page: 'InscripcionAdminIndexAccepted', title: 'Inscripciones aceptadas', plain: true, menu: enrolments('Aceptadas') },
  { path: ROUTE_PATHS.inscripcionAdminIndexRejected, access: ['Administrador'], remote: 'mfe_admin', page: 'InscripcionAdminIndexRejected', title: 'Inscripciones rechazadas', plain: true, menu: enrolments('Rechazadas') },
  { path: ROUTE_PATHS.inscripcionAdminIndex, access: ['Administrador'], remote: 'mfe_admin', page: 'InscripcionAdminIndex', title: 'Inscripciones por revisar', plain: true, menu: enrolments('Por revisar') },
  { path: ROUTE_PATHS.inscripcionAdminIndexPayable, access: ['Administrador'], remote: 'mfe_admin', page: 'InscripcionAdminIndexPayable', title: 'Inscripciones por pagar', plain: true, menu: enrolments('Por pagar') },
  { path: ROUTE_PATHS.inscripcionAdminIndexRemediated, access: ['Administrador'], remote: 'mfe_admin', page: 'InscripcionAdminIndexRemediated', title: 'Inscripciones subsanadas', plain: true, menu: enrolments('Subsanadas') },
  { path: ROUTE_PATHS.inscripcionAdminIndexRemediate, access: ['Administrador'], remote: 'mfe_admin', page: 'InscripcionAdminIndexRemediate', title: 'Inscripciones por subsanar', plain: true, menu: enrolments('Por subsanar') },
  { path: ROUTE_PATHS.inscripcionAdminIndexPayed, access: ['Administrador'], remote: 'mfe_admin', page: 'InscripcionAdminIndexPayed', title: 'Inscripciones pagadas', plain: true, menu: enrolments('Pagadas') },
  { path: ROUTE_PATHS.inscripcionAdminDisplay, access: ['Administrador'], remote: 'mfe_admin', page: 'InscripcionAdminDisplayId', title: 'Revisión de la inscripción', plain: true },
  { path: ROUTE_PATHS.inscripcion, access: ['Cliente'], remote: 'mfe_client', page: 'Inscripcion', title: 'Nueva inscripción', plain: true, menu: { roles: ['Cliente'], group: 'Inscripción', label: 'Nueva inscripción' } },
  { path: ROUTE_PATHS.inscripcionClientIndex, access: ['Cliente'], remote: 'mfe_client', page: 'InscripcionClientIndex', title: 'Mis inscripciones', plain: true, menu: { roles: ['Cliente'], group: 'Inscripción', label: 'Mis inscripciones' } },
  { path: ROUTE_PATHS.inscripcionClientDisplay, access: ['Cliente'], remote: 'mfe_client', page: 'InscripcionClientDisplayId', title: 'Detalle de mi inscripción', plain: true },
  // the regent's projects and visits (spec §2 regent menu)
  { path: ROUTE_PATHS.dashboardRegent, access: ['Regente'], remote: 'mfe_regent', page: 'DashboardRegent', title: 'Mis Proyectos', plain: true, menu: regent('Mis Proyectos') },
  { path: ROUTE_PATHS.dashboardRegentInformacion, access: ['Regente'], remote: 'mfe_regent', page: 'DashboardRegentInformacionId', title: 'Información del proyecto', plain: true },
  { path: ROUTE_PATHS.dashboardRegentDatosCertificacion, access: ['Regente'], remote: 'mfe_regent', page: 'DashboardRegentDatosCertificacionId', title: 'Datos de Certificación', plain: true },
  { path: ROUTE_PATHS.dashboardRegentInformes, access: ['Regente'], remote: 'mfe_regent', page: 'DashboardRegentInformesId', title: 'Informes de la propiedad', plain: true },
  { path: ROUTE_PATHS.dashboardRegentInscripcionVisita, access: ['Regente'], remote: 'mfe_regent', page: 'DashboardRegentInscripcionVisitaId', title: 'Registrar Visita', plain: true },
  { path: ROUTE_PATHS.dashboardRegentLimite, access: ['Regente'], remote: 'mfe_regent', page: 'DashboardRegentLimiteId', title: 'Captura del límite', plain: true },
  { path: ROUTE_PATHS.dashboardRegentOrigen, access: ['Regente'], remote: 'mfe_regent', page: 'DashboardRegentOrigenId', title: 'Certificados de origen de la finca', plain: true },
  { path: ROUTE_PATHS.dashboardRegentPendientes, access: ['Regente'], remote: 'mfe_regent', page: 'DashboardRegentPendientes', title: 'Pendientes de envío', plain: true },
  { path: ROUTE_PATHS.citasMisCitas, access: ['Regente'], remote: 'mfe_regent', page: 'CitasMisCitas', title: 'Mis Visitas', plain: true, menu: regent('Mis Visitas') },
  { path: ROUTE_PATHS.citas, access: ['Regente'], remote: 'mfe_regent', page: 'CitasMisCitas', title: 'Visitas', plain: true },
  { path: ROUTE_PATHS.citasMisCitasExpiradas, access: ['Regente'], remote: 'mfe_regent', page: 'CitasMisCitasExpiradas', title: 'Mis Visitas Expiradas', plain: true, menu: regent('Visitas expiradas') },
  { path: ROUTE_PATHS.citasId, access: ['Regente'], remote: 'mfe_regent', page: 'CitasId', title: 'Visita', plain: true },
  // properties, regents and visits of the client (spec §2)
  { path: ROUTE_PATHS.informes, access: ['Cliente'], remote: 'mfe_client', page: 'Informes', title: 'Informe de mis Propiedades', plain: true, menu: client('Informes', 'Informe de mis Propiedades') },
  { path: ROUTE_PATHS.usuariosRegentes, access: ['Cliente'], remote: 'mfe_client', page: 'UsuariosRegentes', title: 'Regentes', plain: true, menu: client('Regentes', 'Buscar regente') },
  { path: ROUTE_PATHS.registroInvitar, access: ['Cliente'], remote: 'mfe_client', page: 'RegistroInvitar', title: 'Invitar regente', plain: true, menu: client('Regentes', 'Invitar regente') },
  { path: ROUTE_PATHS.usuariosMisRegentes, access: ['Cliente'], remote: 'mfe_client', page: 'UsuariosMisRegentes', title: 'Mis Regentes', plain: true, menu: client('Regentes', 'Mis regentes') },
  { path: ROUTE_PATHS.propiedadesRenovar, access: ['Cliente'], remote: 'mfe_client', page: 'PropiedadesRenovarId', title: 'Renovar el certificado', plain: true },
  { path: ROUTE_PATHS.usuariosAsignar, access: ['Cliente'], remote: 'mfe_client', page: 'UsuariosAsignarEmail', title: 'Propiedades asignadas al regente', plain: true },
  { path: ROUTE_PATHS.registroRegenteCliente, access: ['Cliente'], loggedOutText: VISIT_MSG.loggedOut, remote: 'mfe_client', page: 'RegistroRegenteCliente', title: 'Registrarme como regente', plain: true },
  { path: ROUTE_PATHS.propiedadesMisPropiedades, access: ['Cliente', 'Regente'], remote: 'mfe_client', page: 'PropiedadesMisPropiedades', title: 'Mis Propiedades', plain: true, menu: client('Propiedades', 'Mis propiedades') },
  { path: ROUTE_PATHS.propiedadesMisPropiedadesAceptadas, access: ['Cliente'], remote: 'mfe_client', page: 'PropiedadesMisPropiedadesAceptadas', title: 'Propiedades certificadas', plain: true, menu: client('Propiedades', 'Propiedades certificadas') },
  { path: ROUTE_PATHS.propiedadesCitasPropiedad, access: ['Cliente'], remote: 'mfe_client', page: 'PropiedadesCitasPropiedadId', title: 'Visitas de la propiedad', plain: true },
  { path: ROUTE_PATHS.propiedadesLimite, access: ['Cliente'], remote: 'mfe_client', page: 'PropiedadesLimiteId', title: 'Límite de la propiedad', plain: true },
  { path: ROUTE_PATHS.propiedadesOrigen, access: ['Cliente'], remote: 'mfe_client', page: 'PropiedadesOrigenId', title: 'Certificados de origen de la propiedad', plain: true },
  // beyond the spec (portal-additions.json): the client's loads of wood for buyers abroad, with the EU statement of each
  { path: ROUTE_PATHS.despachos, access: ['Cliente'], remote: 'mfe_client', page: 'Despachos', title: 'Mis despachos', plain: true, menu: client('Despachos', 'Mis despachos') },
  { path: ROUTE_PATHS.despachosCrear, access: ['Cliente'], remote: 'mfe_client', page: 'DespachosCrear', title: 'Nuevo despacho', plain: true, menu: client('Despachos', 'Nuevo despacho') },
  {
    path: ROUTE_PATHS.despachosTransferencias,
    access: ['Cliente'],
    remote: 'mfe_client',
    page: 'DespachosTransferencias',
    title: 'Transferencias de certificados de origen',
    plain: true,
    menu: client('Despachos', 'Transferencias'),
  },
  { path: ROUTE_PATHS.despachosId, access: ['Cliente'], remote: 'mfe_client', page: 'DespachosId', title: 'Despacho', plain: true },
  { path: ROUTE_PATHS.propiedadesLimites, access: ['Administrador'], remote: 'mfe_admin', page: 'PropiedadesLimites', title: 'Límites por revisar', plain: true, menu: admin('Propiedades', 'Límites por revisar') },
  { path: ROUTE_PATHS.certificadosOrigen, access: ['Administrador'], remote: 'mfe_admin', page: 'CertificadosOrigen', title: 'Certificados de origen', plain: true, menu: admin('Propiedades', 'Certificados de origen') },
  { path: ROUTE_PATHS.propiedadesLimiteAdmin, access: ['Administrador'], remote: 'mfe_admin', page: 'PropiedadesLimiteAdminId', title: 'Revisión del límite', plain: true },
  { path: ROUTE_PATHS.citasCliente, access: ['Cliente'], remote: 'mfe_client', page: 'CitasClienteId', title: 'Resultado de la visita', plain: true },
  { path: ROUTE_PATHS.propiedadesComprarVisitas, access: ['Cliente'], remote: 'mfe_client', page: 'PropiedadesComprarVisitasId', title: 'Comprar visitas', plain: true },
  { path: ROUTE_PATHS.propiedadesCrearCita, access: ['Cliente', 'Regente'], remote: 'mfe_client', page: 'PropiedadesCrearCita', title: 'Crear Visita', plain: true },
  { path: ROUTE_PATHS.propiedadesCrearCitaPropiedad, access: ['Cliente'], remote: 'mfe_client', page: 'PropiedadesCrearCita', title: 'Crear Visita de la propiedad', plain: true },
  { path: ROUTE_PATHS.propiedadesCrearCitaRegente, access: ['Cliente', 'Regente'], remote: 'mfe_client', page: 'PropiedadesCrearCita', title: 'Crear Visita del regente', plain: true },
];

/** The order of each role's menu groups (spec §2 menus). */
export const MENU_GROUPS: Record<Role, readonly string[]> = {
  Administrador: ['Visitas', 'Herramientas administrativas', 'Inscripciones', 'Propiedades'],
  Cliente: ['Inscripción', 'Informes', 'Regentes', 'Propiedades', 'Despachos'],
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
  { path: ROUTE_PATHS.contactanos, label: 'Contactenos' },
  { path: ROUTE_PATHS.noticias, label: 'Noticias' },
  { path: ROUTE_PATHS.documentos, label: 'Documentacion' },
  { path: ROUTE_PATHS.acercaDe, label: 'Nosotros' },
  { path: ROUTE_PATHS.portafolio, label: 'Proveedores Certificados' },
] as const;
