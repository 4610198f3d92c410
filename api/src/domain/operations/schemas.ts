import { z } from 'zod';
import { LARGE_PAGE_SIZE, MSG, filteredQuerySchema, pagingQuerySchema, type PagingQuery } from '@portal/shared-api';
import { idParamsSchema } from '../../lib/schemas';

/** Response and query schemas of the certification operations, for validation and the OpenAPI document. */

/** A positive 32-bit id in a query string or a multipart field. */
export const idValue = idParamsSchema.shape.id;

/** `?propertyId=` of the regent dashboard. */
export const propertyIdQuery = z.object({ propertyId: idValue });

/** `?regentEmail=` of the assignment calls; a client's own email is never read from the query. */
export const regentEmailQuery = z.object({
  regentEmail: z.email({ error: MSG.emailInvalid }).meta({ description: 'Correo de uno de los regentes del cliente' }),
});

/** Spec §7 writes `Page` and `VisibleRecords` for some lists: accepted as well as `page` and `visibleRecords`. */
const specPaging = {
  Page: z.coerce.number().int().min(1).optional().meta({ description: 'Como `page`' }),
  VisibleRecords: z.coerce.number().int().min(1).max(LARGE_PAGE_SIZE).optional().meta({ description: 'Como `visibleRecords`' }),
};

/** Paged lists: `page`, `visibleRecords`; `email` and the like are ignored. */
export const pagedQuery = pagingQuerySchema.extend(specPaging);

/** Paged lists with an optional search text (`param`). */
export const listQuery = filteredQuerySchema.extend(specPaging);

/** The page asked for, whichever spelling was used. */
export function pagingOf<Q extends PagingQuery & { Page?: number; VisibleRecords?: number }>(
  query: Q,
): Omit<Q, 'Page' | 'VisibleRecords'> {
  const { Page, VisibleRecords, ...rest } = query;
  return { ...rest, page: Page ?? query.page, visibleRecords: VisibleRecords ?? query.visibleRecords };
}

export const fileParams = z.object({ id: idValue, fileId: idValue });
