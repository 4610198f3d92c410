import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { propertyOperationsRoutes } from './assignments/routes';
import { boundariesRepository } from './boundaries/repository';
import { boundaryRoutes } from './boundaries/routes';
import { certificateLifecycleRoutes } from './lifecycle/routes';
import { portfolioRoutes } from './portfolio/routes';
import { profilesRepository } from './profiles/repository';
import { profileRoutes } from './profiles/routes';

export interface PropertiesRoutesOptions {
  /** Largest EU file (the EU information system's 25 MB; tests use less). */
  euFilePartBytes: number;
}

/**
 * Spec §7 Properties, one base path in sub-areas: the owners', regents' and administrators' lists and assignment
 * (assignments/), a property's boundary and the EU file (boundaries/), a certificate's lifecycle (lifecycle/), the
 * public portfolio (portfolio/) and the profiles a QR code opens (profiles/).
 */
export const propertiesRoutes: FastifyPluginAsyncZod<PropertiesRoutesOptions> = async (app, { euFilePartBytes }) => {
  const profiles = profilesRepository(app.db);
  const boundaries = boundariesRepository(app.db);
  await app.register(propertyOperationsRoutes);
  await app.register(boundaryRoutes, { profiles, euFilePartBytes });
  await app.register(certificateLifecycleRoutes);
  await app.register(portfolioRoutes, { boundaries, euFilePartBytes });
  await app.register(profileRoutes, { profiles });
};
