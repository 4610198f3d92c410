import type { z } from 'zod';
import type { certificationDataSchema, projectInformationSchema, regentProjectSchema, reportSchema } from './responses/projects';

/** Spec §7 projects: the regent's dashboard of the properties assigned to them. */

/** Regent project (spec §3). */
export type RegentProject = z.output<typeof regentProjectSchema>;
/** The regent dashboard's customer information (spec §2 DashboardRegent/Informacion). */
export type ProjectInformation = z.output<typeof projectInformationSchema>;
/** Certification data of the regent dashboard (spec §3). */
export type CertificationData = z.output<typeof certificationDataSchema>;
/** Report (spec §3). */
export type Report = z.output<typeof reportSchema>;
