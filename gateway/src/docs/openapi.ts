import { z } from 'zod';
import { errorSchema } from '@bms/contracts';
import { MAX_INPUT_DEPTH } from '@bms/platform';
import { idempotencyDocs } from '../idempotency/idempotency';
import type { LimitName, LimitSpec } from '../limits/limits';
import type { Route } from '../routes/route';

type JsonSchema = Record<string, unknown>;

/** Keywords that only describe strings: dropped where metadata documents another type. */
const STRING_ONLY = ['pattern', 'minLength', 'maxLength', 'format'];

function schemaOf(s: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(s, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
    override: ({ zodSchema, jsonSchema }) => {
      const meta = z.globalRegistry.get(zodSchema) as JsonSchema | undefined;
      if (!meta) return;
      // A query string's digits documented as the integer they stand for.
      if (typeof meta.type === 'string' && meta.type !== 'string') for (const k of STRING_ONLY) delete jsonSchema[k];
      // zod drops defaults on the input side of a transform; the metadata says what the service applies.
      if (io === 'input' && meta.default !== undefined) jsonSchema.default = meta.default;
    },
  }) as JsonSchema;
  delete json.$schema;
  return json;
}

const ERROR_TEXT: Record<number, string> = {
  400: 'Malformed JSON in the body',
  401: 'Invalid or missing token (on login: invalid credentials)',
  403: 'Access denied',
  404: 'Record not found (a malformed id names no record)',
  405: 'Method not allowed',
  409: 'Conflict with the current state (with Retry-After when the record was changed by other requests at the same time: retry then)',
  413: 'Body too large',
  415: 'The body is not of a media type this route takes (JSON routes: application/json)',
  416: 'The Range asked starts past the end (Content-Range: bytes */size)',
  422: `Validation error; \`errors\` names the fields (a value nested deeper than ${MAX_INPUT_DEPTH} levels: its path, and the message names the limit)`,
  429: 'Rate limit exceeded; see Retry-After',
  500: 'Internal error (the body says nothing more; the request id in X-Request-Id finds it in the logs)',
  503: 'A service or the sign-in state is unavailable; try again shortly',
  504: 'A service took too long',
};

/**
 * Every status a route can answer: its own documented errors, and those
 * the gateway's mechanism gives it (sign-in, validation, body reading,
 * limits, the service being unreachable).
 */
export function statusesOf(r: Route): number[] {
  // Any operation can meet an internal error or a dependency that is down.
  const s = new Set([r.status, ...r.errors, 429, 500, 503]);
  if (r.auth === 'token') s.add(401);
  if (r.params) s.add(404);
  if (r.query || r.body) s.add(422);
  if (r.body) [400, 413, 415].forEach((x) => s.add(x));
  // A service (or a files replica) out of reach or out of time.
  if (r.call || r.proxy) [503, 504].forEach((x) => s.add(x));
  // Idempotency-Key: a retry while the first is running, or another body.
  if (r.method === 'post') [409, 422].forEach((x) => s.add(x));
  // An update that lost its races to other writes of the record (nothing changed).
  if (r.call && (r.method === 'put' || r.method === 'patch')) s.add(409);
  return [...s].sort((a, b) => a - b);
}

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

const per = (l: LimitSpec) => (l.key === 'user' ? 'user (client address when not signed in)' : 'client address');

function window(seconds: number): string {
  if (seconds % 3600 === 0) return seconds === 3600 ? 'hour' : `${seconds / 3600} hours`;
  if (seconds % 60 === 0) return seconds === 60 ? 'minute' : `${seconds / 60} minutes`;
  return `${seconds} seconds`;
}

/** The limit a response was counted against, sent on every response of a route that counted it. */
function rateLimitHeaders(required: boolean): Record<string, JsonSchema> {
  return {
    'X-RateLimit-Limit': { required, description: 'requests the route’s limit allows per window', schema: { type: 'integer' } },
    'X-RateLimit-Remaining': { required, description: 'requests left in the window', schema: { type: 'integer' } },
  };
}

/** The name a file answered by an RPC is saved under. */
const attachmentHeader: Record<string, JsonSchema> = {
  'Content-Disposition': {
    required: true,
    description: 'attachment; filename="<name>" (and filename* in UTF-8 when the name is not plain ASCII)',
    schema: { type: 'string' },
  },
};

/** operationId: getApiClientsId, postApiAuthLogin, … */
const operationId = (r: Route) =>
  `${r.method}${r.path.replace(/[{}]/g, '').replace(/[/_-]+(\w)/g, (_m, c: string) => c.toUpperCase())}`;

/**
 * The OpenAPI 3.1 document of the route table, generated from the same
 * zod schemas that validate requests, so it cannot drift from the code.
 */
export function buildOpenApi(routes: Route[], limits: Record<LimitName, LimitSpec>): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const used = new Set<number>();
  for (const r of routes) {
    const limit = limits[r.limit];
    const responses: Record<string, JsonSchema> = {};
    for (const status of statusesOf(r)) {
      if (status === r.status) {
        responses[String(status)] = {
          description: 'Success',
          content: Object.fromEntries((r.replyTypes ?? [r.replyType ?? 'application/json']).map((type) => [type, { schema: schemaOf(r.reply, 'output') }])),
          headers: {
            ...rateLimitHeaders(true),
            ...(r.method === 'post' ? idempotencyDocs.replayedHeader : {}),
            ...(r.call?.download ? attachmentHeader : {}),
          },
        };
      } else {
        used.add(status);
        responses[String(status)] = { $ref: `#/components/responses/E${status}` };
      }
    }
    if (r.ranges) {
      responses['206'] = {
        description: 'The bytes of the one range a Range asked (and an If-Range naming the ETag, when sent), with Content-Range',
        content: { [r.replyType ?? '*/*']: { schema: schemaOf(r.reply, 'output') } },
        headers: { 'Content-Range': { schema: { type: 'string' }, description: 'bytes first-last/size' } },
      };
    }
    const rate = `Rate limit: ${limit.points} requests per ${window(limit.durationSeconds)} per ${per(limit)}.`;
    const op: JsonSchema = {
      tags: [r.tag],
      summary: r.summary,
      description: `${r.auth === 'public' ? 'Public (no token).' : 'Needs a token.'} ${rate}`,
      operationId: operationId(r),
      security: r.auth === 'token' ? [{ bearerAuth: [] }, { xAuthToken: [] }] : [],
      parameters: [...parameters(r), ...(r.method === 'post' ? [idempotencyDocs.parameter] : [])],
      responses,
      'x-rate-limit': { limit: limit.points, window_seconds: limit.durationSeconds, per: per(limit) },
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
  const limitLines = (Object.entries(limits) as Array<[LimitName, LimitSpec]>)
    .map(([name, l]) => `- ${name}: ${l.points} per ${window(l.durationSeconds)} per ${per(l)}`)
    .join('\n');
  return {
    openapi: '3.1.0',
    info: {
      title: 'Business Management API',
      version: '1.0.0',
      description: [
        'CRM and project API. Lists answer `{records, meta: {total, current_page, per_page}}` (`page` ≥ 1, `limit` 1–100, default 20);',
        'details and creates `{record}` (creates 201); updates and deletes `{success, message}`.',
        'Errors answer `{success: false, message, errors?}` (`errors` names the fields of a 422).',
        `A request's values nest at most ${MAX_INPUT_DEPTH} levels (the body itself is the first): a deeper one is refused`,
        'with 422 before anything reads it, its message naming the limit and `errors` the path where it went too deep.',
        'An unknown path under /api answers 404 and a wrong method on a known path 405 (with Allow), both with the error body.',
        '',
        'Send a token as `Authorization: Bearer <token>` or `X-Auth-Token: <token>`: a session token from',
        'POST /api/auth/login, or an API key (`bms_…`) from POST /api/api-keys.',
        '',
        'Rate limits (each operation names its own in `x-rate-limit`; every response counted against one carries',
        'X-RateLimit-Limit and X-RateLimit-Remaining; over a limit: 429 with Retry-After):',
        limitLines,
      ].join('\n'),
    },
    servers: [{ url: '/' }],
    security: [{ bearerAuth: [] }, { xAuthToken: [] }],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <session token or API key>' },
        xAuthToken: { type: 'apiKey', in: 'header', name: 'X-Auth-Token', description: 'the same token in another header' },
      },
      schemas: { Error: schemaOf(errorSchema, 'output') },
      responses: Object.fromEntries(
        [...used].sort((a, b) => a - b).map((s) => [
          `E${s}`,
          {
            description: ERROR_TEXT[s] ?? 'Error',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
            headers:
              s === 429
                ? {
                    'Retry-After': { required: true, description: 'seconds until the limit allows again', schema: { type: 'integer' } },
                    ...rateLimitHeaders(true),
                  }
                : // Sent once the route's limit was counted (not when the request failed before it).
                  rateLimitHeaders(false),
          },
        ]),
      ),
    },
  };
}
