import { lazyPage } from '@portal/shared-ui';
import { startRegentApp } from './app/installed-app';

/** The pages mfe-regent offers the shell's route table (architecture §1). */
export const pages = {
  DashboardRegent: lazyPage(() => import('./projects/projects-page').then((m) => m.ProjectsPage)),
  DashboardRegentInformacionId: lazyPage(() => import('./projects/project-information-page').then((m) => m.ProjectInformationPage)),
  DashboardRegentDatosCertificacionId: lazyPage(() => import('./projects/certification-data-page').then((m) => m.CertificationDataPage)),
  DashboardRegentInformesId: lazyPage(() => import('./projects/project-reports-page').then((m) => m.ProjectReportsPage)),
  DashboardRegentInscripcionVisitaId: lazyPage(() => import('./projects/register-visit-page').then((m) => m.RegisterVisitPage)),
  CitasMisCitas: lazyPage(() => import('./visits/visit-lists').then((m) => m.MyVisitsPage)),
  CitasMisCitasExpiradas: lazyPage(() => import('./visits/visit-lists').then((m) => m.ExpiredVisitsPage)),
  CitasId: lazyPage(() => import('./visits/visit-page').then((m) => m.VisitPage)),
  DashboardRegentLimiteId: lazyPage(() => import('@portal/shared-ui/boundary').then((m) => m.BoundaryPage)),
};

// the regent's installed app starts with the area, on whichever of its pages the regent arrives
void startRegentApp();
