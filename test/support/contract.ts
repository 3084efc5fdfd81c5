import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/**
 * The contract check of the end-to-end suite: every response a test gets
 * from a test gateway is held to the OpenAPI document that gateway serves
 * (/api/docs). A response whose status is not documented for its path and
 * method, or whose body does not match the documented schema, is a
 * violation; test/support/contract-setup.ts fails the test that caused it.
 */

type Json = Record<string, unknown>;

interface Operation {
  responses: Record<string, Json>;
}

export interface Exchange {
  method: string;
  /** the request path, without the query */
  path: string;
  /** whether the request asked for a sparse fieldset (fields=) */
  sparse?: boolean;
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  /** the body as received; undefined when it was not kept (not JSON, or too large) */
  body: Buffer | undefined;
}

interface PathMatcher {
  template: string;
  regex: RegExp;
  params: number;
}

/** An OpenAPI path template as Express matches it: case-insensitive, an optional trailing slash. */
function matcherOf(template: string): PathMatcher {
  const parts = template.split(/\{[^}]+\}/).map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return { template, regex: new RegExp(`^${parts.join('([^/]+)')}/?$`, 'i'), params: parts.length - 1 };
}

export class ContractChecker {
  private readonly ajv: Ajv2020;
  private readonly matchers: PathMatcher[];
  private readonly validators = new Map<string, ValidateFunction>();
  /** whether the exchange being checked asked for fields= */
  private sparse = false;

  constructor(private readonly doc: Json) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    addFormats(this.ajv);
    // The partial shape of a list record matches only when the request named its fields:
    // otherwise a record missing a documented field would pass as "sparse".
    this.ajv.addKeyword({ keyword: 'x-sparse-fieldset', schemaType: 'boolean', validate: () => this.sparse, errors: false });
    this.ajv.addSchema(doc, 'openapi.json');
    const paths = doc.paths as Record<string, unknown>;
    // Literal segments win over parameters, as the gateway's table has them.
    this.matchers = Object.keys(paths)
      .map(matcherOf)
      .sort((a, b) => a.params - b.params);
  }

  /** The violation of one exchange, or undefined when it keeps to the document. */
  check(x: Exchange): string | undefined {
    if (!/^\/api(\/|$)/.test(x.path)) return undefined;
    this.sparse = x.sparse ?? false;
    const method = x.method.toLowerCase();
    if (method === 'head' || method === 'options') return undefined;
    const where = `${x.method} ${x.path} → ${x.status}`;
    const template = this.matchers.find((m) => m.regex.test(x.path))?.template;
    const errorBody = (status: number, what: string) =>
      x.status !== status ? `${where}: ${what} must answer ${status}` : this.validateJson(where, x, '#/components/schemas/Error');
    if (!template) return errorBody(404, 'a path that is not in the document');
    const op = (this.doc.paths as Record<string, Record<string, Operation>>)[template]![method];
    if (!op) return errorBody(405, `${template} documents no ${x.method}; it`);
    // Documented, as any operation can meet one, but never right in a test.
    if (x.status === 500) return `${where}: an internal error (500)`;
    const documented = op.responses[String(x.status)];
    if (!documented) return `${where}: status ${x.status} is not documented for ${x.method} ${template} (documented: ${Object.keys(op.responses).join(', ')})`;
    const ref = typeof documented.$ref === 'string' ? documented.$ref : undefined;
    const response = ref ? this.resolve(ref) : documented;
    const pointer = ref ? ref : `#/paths/${escape(template)}/${method}/responses/${x.status}`;
    for (const [name, header] of Object.entries((response.headers ?? {}) as Record<string, Json>)) {
      if (header.required && x.headers[name.toLowerCase()] === undefined) return `${where}: header ${name} is missing`;
    }
    const content = response.content as Record<string, unknown> | undefined;
    const type = String(x.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (!content) return x.body?.length ? `${where}: a body where none is documented` : undefined;
    if (content['application/json'] && /[/+]json$/.test(type))
      return this.validateJson(where, x, `${pointer}/content/application~1json/schema`);
    if (content[type] || content['*/*']) return undefined;
    return `${where}: content type "${type}" is not documented (documented: ${Object.keys(content).join(', ')})`;
  }

  private resolve(ref: string): Json {
    return ref
      .slice(2)
      .split('/')
      .reduce<Json>((node, key) => node[key.replace(/~1/g, '/').replace(/~0/g, '~')] as Json, this.doc);
  }

  private validateJson(where: string, x: Exchange, pointer: string): string | undefined {
    if (!x.body) return `${where}: the JSON body was not kept`;
    let body: unknown;
    try {
      body = JSON.parse(x.body.toString('utf8'));
    } catch {
      return `${where}: the body is not JSON`;
    }
    let validate = this.validators.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `openapi.json${pointer}` });
      this.validators.set(pointer, validate);
    }
    if (validate(body)) return undefined;
    const errors = (validate.errors ?? [])
      .slice(0, 5)
      .map((e) => `${e.instancePath || '(body)'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`)
      .join('; ');
    return `${where}: body does not match ${pointer}: ${errors}\n  body: ${x.body.toString('utf8').slice(0, 400)}`;
  }
}

const escape = (p: string) => p.replace(/~/g, '~0').replace(/\//g, '~1');

const violations: string[] = [];

/** The violations seen since the last call (and forgets them). */
export function takeViolations(): string[] {
  return violations.splice(0);
}

/** Kept JSON bodies up to this size; a larger body is a download, not checked. */
const KEEP_BYTES = 4 * 1024 * 1024;

/**
 * Wraps a request listener (the gateway's express app) so that every
 * response it writes is checked against `checker` when it ends.
 */
export function contractChecked(app: RequestListener, checker: () => ContractChecker): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const [path, query = ''] = (req.url ?? '/').split('?') as [string, string?];
    const sparse = new URLSearchParams(query).has('fields');
    const method = req.method ?? 'GET';
    const chunks: Buffer[] = [];
    let kept = 0;
    let overflow = false;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function' || overflow) return;
      const b = Buffer.isBuffer(chunk)
        ? chunk
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk)
          : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
      kept += b.length;
      if (kept > KEEP_BYTES) {
        overflow = true;
        chunks.length = 0;
      } else chunks.push(b);
    };
    const write = res.write.bind(res) as (...a: unknown[]) => boolean;
    const end = res.end.bind(res) as (...a: unknown[]) => ServerResponse;
    res.write = ((...args: unknown[]) => {
      keep(args[0], args[1]);
      return write(...args);
    }) as typeof res.write;
    let checked = false;
    res.end = ((...args: unknown[]) => {
      keep(args[0], args[1]);
      const out = end(...args);
      if (checked) return out;
      checked = true;
      const v = checker().check({
        method,
        path,
        sparse,
        status: res.statusCode,
        headers: res.getHeaders() as Exchange['headers'],
        body: overflow ? undefined : Buffer.concat(chunks),
      });
      if (v) violations.push(v);
      return out;
    }) as typeof res.end;
    app(req, res);
  };
}
