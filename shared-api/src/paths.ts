/**
 * Every path of the portal (spec §2, §6) by name, the one place a route's path is written: the shell's route
 * table binds each to its page (shell/src/routes/route-table.ts) and every link of the remotes is built with
 * `paths` below, so renaming a route is a type error wherever it is linked. `:name` marks a parameter (one at
 * most, at the end). ESLint keeps route paths out of the remotes' string literals (eslint.config.mjs).
 */
export const ROUTE_PATHS = {
  home: '/',
  login: '/Login',
  registro: '/Registro',
  registroRegente: '/registro/Regente',
  acercaDe: '/AcercaDe',
  contactanos: '/Contactanos',
  noticias: '/Noticias',
  noticiasId: '/Noticias/:id',
  documentos: '/Documentos',
  portafolio: '/Portafolio',
  perfilPropiedad: '/PerfilPropiedad/:id',
  perfilInscripcion: '/PerfilInscripcion/:id',
  origen: '/Origen/:number',
  certificadosOrigen: '/CertificadosOrigen',
  citasCitasAdministrador: '/Citas/CitasAdministrador',
  citasSolicitudes: '/Citas/Solicitudes',
  citasAdmin: '/CitasAdmin/:id',
  propiedadesCertificadasIndividuales: '/Propiedades/CertificadasIndividuales',
  propiedadesCertificadasGrupales: '/Propiedades/CertificadasGrupales',
  contactanosListar: '/Contactanos/Listar',
  noticiasListar: '/Noticias/Listar',
  noticiasCrear: '/Noticias/Crear',
  documentosListar: '/Documentos/Listar',
  documentosCrear: '/Documentos/Crear',
  documentosEditar: '/Documentos/Editar/:id',
  registroAdministrador: '/registro/Administrador',
  registroContador: '/registro/Contador',
  usuariosAdministrar: '/Usuarios/Administrar',
  correos: '/Correos',
  avisosPorCorreo: '/AvisosPorCorreo',
  propiedadesRenovar: '/Propiedades/Renovar/:id',
  propiedadesRenovaciones: '/Propiedades/Renovaciones',
  alertas: '/Alertas',
  alertasToken: '/Alertas/:token',
  inscripcionAdminIndexAccepted: '/Inscripcion/AdminIndexAccepted',
  inscripcionAdminIndexRejected: '/Inscripcion/AdminIndexRejected',
  inscripcionAdminIndex: '/Inscripcion/AdminIndex',
  inscripcionAdminIndexPayable: '/Inscripcion/AdminIndexPayable',
  inscripcionAdminIndexRemediated: '/Inscripcion/AdminIndexRemediated',
  inscripcionAdminIndexRemediate: '/Inscripcion/AdminIndexRemediate',
  inscripcionAdminIndexPayed: '/Inscripcion/AdminIndexPayed',
  inscripcionAdminDisplay: '/Inscripcion/AdminDisplay/:id',
  inscripcion: '/Inscripcion',
  inscripcionClientIndex: '/Inscripcion/ClientIndex',
  inscripcionClientDisplay: '/Inscripcion/ClientDisplay/:id',
  dashboardRegent: '/DashboardRegent',
  dashboardRegentInformacion: '/DashboardRegent/Informacion/:id',
  dashboardRegentDatosCertificacion: '/DashboardRegent/DatosCertificacion/:id',
  dashboardRegentInformes: '/DashboardRegent/Informes/:id',
  dashboardRegentInscripcionVisita: '/DashboardRegent/InscripcionVisita/:id',
  dashboardRegentLimite: '/DashboardRegent/Limite/:id',
  dashboardRegentPendientes: '/DashboardRegent/Pendientes',
  dashboardRegentOrigen: '/DashboardRegent/Origen/:id',
  citasMisCitas: '/Citas/MisCitas',
  citas: '/Citas',
  citasMisCitasExpiradas: '/Citas/MisCitasExpiradas',
  citasId: '/Citas/:id',
  informes: '/Informes',
  usuariosRegentes: '/Usuarios/Regentes',
  registroInvitar: '/registro/Invitar',
  usuariosMisRegentes: '/Usuarios/MisRegentes',
  usuariosAsignar: '/usuarios/Asignar/:email',
  registroRegenteCliente: '/registro/RegenteCliente',
  propiedadesMisPropiedades: '/Propiedades/MisPropiedades',
  propiedadesMisPropiedadesAceptadas: '/Propiedades/MisPropiedadesAceptadas',
  propiedadesCitasPropiedad: '/Propiedades/CitasPropiedad/:id',
  propiedadesLimite: '/Propiedades/Limite/:id',
  propiedadesLimites: '/Propiedades/Limites',
  propiedadesOrigen: '/Propiedades/Origen/:id',
  propiedadesLimiteAdmin: '/Propiedades/LimiteAdmin/:id',
  citasCliente: '/CitasCliente/:id',
  propiedadesComprarVisitas: '/Propiedades/ComprarVisitas/:id',
  propiedadesCrearCita: '/Propiedades/CrearCita',
  propiedadesCrearCitaPropiedad: '/Propiedades/CrearCitaPropiedad/:id',
  propiedadesCrearCitaRegente: '/Propiedades/CrearCitaRegente/:id',
  despachos: '/Despachos',
  despachosCrear: '/Despachos/Crear',
  despachosTransferencias: '/Despachos/Transferencias',
  despachosId: '/Despachos/:id',
  despacho: '/Despacho/:code',
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;
export type RoutePath = (typeof ROUTE_PATHS)[RouteName];

/** A link to a route: with its parameter when its path has one, without otherwise. */
type PathOf<P extends string> = P extends `${string}/:${string}` ? (param: string | number) => string : () => string;

export type Paths = { readonly [N in RouteName]: PathOf<(typeof ROUTE_PATHS)[N]> };

const PARAMETER = /\/:[A-Za-z]+$/;

/** The links of the portal, typed: `paths.inscripcionAdminDisplay(7)` is `/Inscripcion/AdminDisplay/7`; a parameter is URL-encoded. */
export const paths = Object.fromEntries(
  Object.entries(ROUTE_PATHS).map(([name, path]) => [
    name,
    PARAMETER.test(path) ? (param: string | number) => path.replace(PARAMETER, `/${encodeURIComponent(String(param))}`) : () => path,
  ]),
) as unknown as Paths;

/** The route whose path a path of this site (no query, no hash) matches, case-insensitive as the shell's matching. */
export function routeOf(pathname: string): RoutePath | undefined {
  // a route's path has letters, slashes and `:name` parameters only; a path without a parameter wins, as in the router
  const matches = Object.values(ROUTE_PATHS).filter((route) => new RegExp(`^${route.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`, 'i').test(pathname));
  return matches.find((route) => !route.includes(':')) ?? matches[0];
}

/** Whether a path of this site is one of the portal's routes. */
export const isRoutePath = (pathname: string): boolean => routeOf(pathname) !== undefined;
