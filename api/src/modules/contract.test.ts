import { z } from 'zod';
import * as responses from '@portal/shared-api/responses';
import { build } from '../../test/build';

/** The API's own answers: errors, the health checks, the empty answers of the chat poll. */
const API_ONLY = new Set(['Problem', 'ValidationMessages']);
const API_ONLY_PATHS = [/^\/api\/health/, /^\/api\/ready/];

interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
}
interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

/** The ids of the response schemas shared-api exports. */
const contractIds = new Set(
  (Object.values(responses) as unknown[])
    .filter((value): value is z.ZodType => value instanceof z.ZodType)
    .map((schema) => z.globalRegistry.get(schema)?.id)
    .filter((id): id is string => typeof id === 'string'),
);

/** An answer is the contract's when it is, or lists, a named schema of shared-api, or is a bare value. */
function fromContract(schema: JsonSchema | undefined): boolean {
  if (!schema) return true;
  if (schema.$ref) return contractIds.has(schema.$ref.replace('#/components/schemas/', ''));
  if (schema.anyOf) return schema.anyOf.every(fromContract);
  if (schema.items) return fromContract(schema.items);
  if (schema.properties) return false;
  return true;
}

describe('the contract: every answer of the API is a schema of shared-api (the browser types are the same)', () => {
  const t = build();

  it('names no component the API defined for itself', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ components: { schemas: Record<string, unknown> } }>();
    // a schema that reads input differently from what it answers is documented twice, `<id>Input` the second
    const foreign = Object.keys(document.components.schemas)
      .map((id) => id.replace(/Input$/, ''))
      .filter((id) => !API_ONLY.has(id) && !contractIds.has(id));
    expect(foreign).toEqual([]);
    expect(contractIds.size).toBeGreaterThan(25);
  });

  it('answers each successful call with a schema of shared-api', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, Operation>> }>();
    const inline: string[] = [];
    for (const [route, operations] of Object.entries(document.paths)) {
      if (API_ONLY_PATHS.some((pattern) => pattern.test(route))) continue;
      for (const [method, operation] of Object.entries(operations)) {
        for (const [status, answer] of Object.entries(operation.responses ?? {})) {
          if (!status.startsWith('2')) continue;
          for (const media of Object.values(answer.content ?? {})) {
            if (!fromContract(media.schema)) inline.push(`${method.toUpperCase()} ${route} ${status}`);
          }
        }
      }
    }
    expect(inline).toEqual([]);
  });
});
