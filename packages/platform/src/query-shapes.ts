import * as fs from 'node:fs';

/**
 * The shape of a query: which fields it matches and how, and its sort;
 * never the values. Written once per distinct shape (QUERY_LOG), so that a
 * test can hold every query the code issues against the indexes it declares.
 */
export interface QueryShape {
  db: string;
  collection: string;
  command: string;
  /** field → how it is matched: eq, range, prefix (anchored regex), regex, exists, ne */
  match: Record<string, MatchKind>;
  /** the alternatives of an $or, each a match of its own */
  or?: Array<Record<string, MatchKind>>;
  sort: Array<[string, 1 | -1]>;
  /** set when only the first match is asked for (limit 1) */
  first?: true;
}

export type MatchKind = 'eq' | 'range' | 'prefix' | 'regex' | 'exists' | 'ne' | 'other';

type Doc = Record<string, unknown>;

const RANGE = new Set(['$gt', '$gte', '$lt', '$lte']);

function kindOf(value: unknown): MatchKind {
  if (value instanceof RegExp) return value.source.startsWith('^') ? 'prefix' : 'regex';
  if (value === null || typeof value !== 'object' || Array.isArray(value) || value instanceof Date) return 'eq';
  const ops = Object.keys(value as Doc);
  if (!ops.length || !ops[0]!.startsWith('$')) return 'eq';
  if (ops.includes('$regex')) {
    const re = (value as Doc).$regex;
    return (re instanceof RegExp ? re.source : String(re)).startsWith('^') ? 'prefix' : 'regex';
  }
  if (ops.every((o) => RANGE.has(o))) return 'range';
  if (ops.some((o) => o === '$eq' || o === '$in' || o === '$all' || o === '$elemMatch')) return 'eq';
  if (ops.includes('$exists')) return (value as Doc).$exists ? 'exists' : 'ne';
  if (ops.some((o) => o === '$ne' || o === '$nin' || o === '$not')) return 'ne';
  return 'other';
}

/** The match of a filter; $and is flattened, $or kept apart. */
function matchOf(filter: Doc | undefined): Pick<QueryShape, 'match' | 'or'> {
  const match: Record<string, MatchKind> = {};
  let or: QueryShape['or'];
  const visit = (f: Doc) => {
    for (const [k, v] of Object.entries(f ?? {})) {
      if (k === '$and') for (const part of v as Doc[]) visit(part);
      else if (k === '$or') or = (v as Doc[]).map((alt) => matchOf(alt).match);
      else if (!k.startsWith('$')) {
        const kind = kindOf(v);
        // The strongest way a field is matched, when $and names it twice.
        if (!match[k] || match[k] !== 'eq') match[k] = kind === 'eq' || !match[k] ? kind : match[k]!;
      }
    }
  };
  visit(filter ?? {});
  return or ? { match, or } : { match };
}

function sortOf(sort: unknown): QueryShape['sort'] {
  if (!sort || typeof sort !== 'object') return [];
  // The driver sends a sort as a Map (its keys keep their order).
  const entries = sort instanceof Map ? [...(sort as Map<string, unknown>).entries()] : Object.entries(sort as Doc);
  return entries.map(([k, v]) => [k, Number(v) < 0 ? -1 : 1]);
}

/** The shapes of one command as the driver sends it; none for what is not a query. */
export function shapesOf(db: string, command: Doc): QueryShape[] {
  const name = Object.keys(command)[0] ?? '';
  const collection = String(command[name]);
  const one = (filter: unknown, sort?: unknown): QueryShape => ({ db, collection, command: name, ...matchOf(filter as Doc), sort: sortOf(sort) });
  switch (name) {
    case 'find':
      return [{ ...one(command.filter, command.sort), ...(command.limit === 1 ? { first: true as const } : {}) }];
    case 'count':
      // Without a query: the count from the collection's metadata.
      return command.query && Object.keys(command.query as Doc).length ? [one(command.query)] : [];
    case 'distinct':
      return [one(command.query)];
    case 'findAndModify':
      return [one(command.query, command.sort)];
    case 'update':
      return ((command.updates as Doc[]) ?? []).map((u) => one(u.q));
    case 'delete':
      return ((command.deletes as Doc[]) ?? []).map((d) => one(d.q));
    case 'aggregate': {
      const stages = (command.pipeline as Doc[]) ?? [];
      const match = stages.find((s) => '$match' in s)?.$match;
      const sort = stages.find((s) => '$sort' in s)?.$sort;
      // An aggregate over the whole collection (a count from metadata) matches nothing.
      return match || sort ? [one(match, sort)] : [];
    }
    default:
      return [];
  }
}

/**
 * Writes each distinct query shape the client sends, once, as a JSON line
 * to `file` (appends are whole lines, so processes may share the file).
 */
export function recordQueryShapes(client: { on(event: 'commandStarted', listener: (e: { databaseName: string; command: Doc }) => void): unknown }, file: string): void {
  const seen = new Set<string>();
  client.on('commandStarted', (e) => {
    for (const shape of shapesOf(e.databaseName, e.command)) {
      const line = JSON.stringify(shape);
      if (seen.has(line)) continue;
      seen.add(line);
      fs.appendFileSync(file, `${line}\n`);
    }
  });
}
