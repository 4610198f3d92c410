import type { Database } from '../../../db/client';
import { boundaryAccess } from './access';
import { boundaryEuExport } from './eu-export';
import { boundaryShares } from './shares';
import { boundaryVersions } from './versions';

export { seesAll, type BoundaryAccess } from './access';

/** A property's boundary: who may see it (access.ts), its versions (versions.ts), share links (shares.ts), the EU file (eu-export.ts). */
export function boundariesRepository(db: Database) {
  return { ...boundaryAccess(db), ...boundaryVersions(db), ...boundaryShares(db), ...boundaryEuExport(db) };
}

export type BoundariesRepository = ReturnType<typeof boundariesRepository>;
