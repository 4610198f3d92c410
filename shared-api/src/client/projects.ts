import type { CertificationData, Report } from '..';
import { call, http } from './http';

export const PROJECTS_URLS = { base: 'projects' } as const;

export const getCertData = (propertyId: number | string) =>
  call(() => http.get('projects/CertData', { searchParams: { propertyId } }).json<CertificationData>());
export const getProjectInformation = (propertyId: number | string) =>
  call(() =>
    http
      .get('projects/Information', { searchParams: { propertyId } })
      .json<{ identificationType: string; identification: string; customerName: string; category: string }>(),
  );
export const getProjectReports = (propertyId: number | string) =>
  call(() => http.get('projects/Reports', { searchParams: { propertyId } }).json<Report[]>());
