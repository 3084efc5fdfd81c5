import { z } from 'zod';
import { errorSchema } from '@bms/contracts';
import { idempotencyDocs } from '../idempotency/idempotency';
import type { LimitName, LimitSpec } from '../limits/limits';
import type { Route } from '../routes/route';

type JsonSchema = Record<string, unknown>;

function schemaOf(s: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(s, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete json.$schema;
  return json;
}

const ERROR_TEXT: Record<number, string> = {
  400: 'Malformed JSON',
  401: 'Invalid or missing token',
  403: 'Access denied',
  404: 'Record not found',
  405: 'Method not allowed',
  409: 'Conflict with the current state',
  413: 'Body too large',
  422: 'Validation error; `errors` names the fields',
  429: 'Rate limit exceeded; see Retry-After',
  503: 'A dependency is unavailable',
};

function parameters(r: Route): JsonSchema[] {
  const out: JsonSchema[] = [];
  const add = (obj: z.ZodObject | undefined, where: 'path' | 'query') => {
    if (!obj) return;
    const json = schemaOf(obj, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, schema] of Object.entries(json.properties ?? {})) {
      out.push({
        name,
        in: where,
        required: where === 'path' || (json.required ?? []).includes(name),
        schema,
        ...(typeof schema.description === 'string' ? { description: schema.description } : {}),
      });
    }
  };
  add(r.params, 'path');
  add(r.query, 'query');
  return out;
}

/**
 * The OpenAPI 3.1 document of the route table, generated from the same
 * zod schemas that validate requests, so it cannot drift from the code.
 */
export function buildOpenApi(routes: Route[], limits: Record<LimitName, LimitSpec>): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const r of routes) {
    const limit = limits[r.limit];
    const responses: Record<string, JsonSchema> = {
      [String(r.status)]: {
        description: 'Success',
        content: { [r.replyType ?? 'application/json']: { schema: schemaOf(r.reply, 'output') } },
        ...(r.method === 'post' ? { headers: idempotencyDocs.replayedHeader } : {}),
      },
    };
    const post = r.method === 'post' ? [409, 422] : [];
    for (const status of [...r.errors, ...(r.body ? [400, 413] : []), ...post, 429]) {
      responses[String(status)] = { $ref: `#/components/responses/E${status}` };
    }
    const op: JsonSchema = {
      tags: [r.tag],
      summary: r.summary,
      operationId: `${r.method}${r.path.replace(/[{}]/g, '').replace(/[/_-]+(\w)/g, (_m, c: string) => c.toUpperCase())}`,
      security: r.auth === 'token' ? [{ bearerAuth: [] }, { xAuthToken: [] }] : [],
      parameters: [...parameters(r), ...(r.method === 'post' ? [idempotencyDocs.parameter] : [])],
      responses,
      'x-rate-limit': {
        limit: limit.points,
        window_seconds: limit.durationSeconds,
        per: limit.key === 'user' ? 'user (client address when not signed in)' : 'client address',
      },
    };
    if (r.body) {
      const other = Object.entries(r.content ?? {}).map(([type, schema]) => [type, { schema: schemaOf(schema, 'input') }]);
      op.requestBody = {
        required: true,
        content: { 'application/json': { schema: schemaOf(r.body, 'input') }, ...Object.fromEntries(other) },
      };
    }
    (paths[r.path] ??= {})[r.method] = op;
  }
  const statuses = new Set(routes.flatMap((r) => [...r.errors, 400, 413, 429, ...(r.method === 'post' ? [409, 422] : [])]));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Business Management API',
      version: '1.0.0',
      description:
        'CRM and project API. Lists answer {records, meta}; details and creates {record}; updates and deletes {success, message}. Errors answer {success: false, message, errors?}.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <session token or API key>' },
        xAuthToken: { type: 'apiKey', in: 'header', name: 'X-Auth-Token', description: 'the same token in another header' },
      },
      schemas: { Error: schemaOf(errorSchema, 'output') },
      responses: Object.fromEntries(
        [...statuses].sort().map((s) => [
          `E${s}`,
          {
            description: ERROR_TEXT[s] ?? 'Error',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
            ...(s === 429
              ? {
                  headers: {
                    'Retry-After': { schema: { type: 'integer' } },
                    'X-RateLimit-Limit': { schema: { type: 'integer' } },
                    'X-RateLimit-Remaining': { schema: { type: 'integer' } },
                  },
                }
              : {}),
          },
        ]),
      ),
    },
  };
}
