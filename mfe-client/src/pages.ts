import { lazyPage } from '@portal/shared-ui';

/** The pages mfe-client offers the shell's route table (architecture §1). */
export const pages = {
  Inscripcion: lazyPage(() => import('./enrolment/enrolment-form-page').then((m) => m.EnrolmentFormPage)),
  InscripcionClientIndex: lazyPage(() => import('./enrolment/client-index-page').then((m) => m.ClientIndexPage)),
  InscripcionClientDisplayId: lazyPage(() => import('./enrolment/client-display-page').then((m) => m.ClientDisplayPage)),
  PropiedadesMisPropiedades: lazyPage(() => import('./properties/property-lists').then((m) => m.MyPropertiesPage)),
  Informes: lazyPage(() => import('./properties/property-lists').then((m) => m.PropertyReportPage)),
  PropiedadesMisPropiedadesAceptadas: lazyPage(() => import('./properties/property-lists').then((m) => m.AcceptedPropertiesPage)),
  PropiedadesCitasPropiedadId: lazyPage(() => import('./visits/property-visits-page').then((m) => m.PropertyVisitsPage)),
  CitasClienteId: lazyPage(() => import('./visits/property-visits-page').then((m) => m.VisitResultPage)),
  PropiedadesComprarVisitasId: lazyPage(() => import('./visits/buy-visits-page').then((m) => m.BuyVisitsPage)),
  PropiedadesCrearCita: lazyPage(() => import('./visits/create-visit-page').then((m) => m.CreateVisitPage)),
  UsuariosRegentes: lazyPage(() => import('./regents/regents-pages').then((m) => m.RegentsPage)),
  UsuariosMisRegentes: lazyPage(() => import('./regents/regents-pages').then((m) => m.MyRegentsPage)),
  UsuariosAsignarEmail: lazyPage(() => import('./regents/assign-page').then((m) => m.AssignPage)),
  RegistroInvitar: lazyPage(() => import('./regents/invite-pages').then((m) => m.InvitePage)),
  RegistroRegenteCliente: lazyPage(() => import('./regents/invite-pages').then((m) => m.RegentRolePage)),
  PropiedadesRenovarId: lazyPage(() => import('./renewals/renewal-page').then((m) => m.RenewalPage)),
  PropiedadesOrigenId: lazyPage(() => import('./origin/origin-page').then((m) => m.OriginPage)),
  Despachos: lazyPage(() => import('./shipments/shipment-list-page').then((m) => m.ShipmentListPage)),
  DespachosCrear: lazyPage(() => import('./shipments/shipment-form-page').then((m) => m.ShipmentFormPage)),
  DespachosTransferencias: lazyPage(() => import('./shipments/transfers-page').then((m) => m.TransfersPage)),
  DespachosId: lazyPage(() => import('./shipments/shipment-page').then((m) => m.ShipmentPage)),
  PropiedadesLimiteId: lazyPage(() => import('@portal/shared-ui/boundary').then((m) => m.BoundaryPage)),
};
