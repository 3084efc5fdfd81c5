import type { MatchKind, QueryShape } from '@bms/platform';

/** An index's keys, in order. */
export type IndexKey = Array<[string, number]>;

/** Whether a match on a field narrows what an index scans (deleted_at: null is nearly every record). */
const narrows = (field: string, kind: MatchKind | undefined) =>
  kind !== undefined && (kind === 'range' || kind === 'prefix' || kind === 'exists' || (kind === 'eq' && field !== 'deleted_at'));

/**
 * Whether one index serves a query without $or. A query that filters (on
 * anything but the tombstone, deleted_at: null) needs an index whose keys
 * narrow the scan to a selective part: its leading keys matched exactly,
 * or a range or prefix on the next key; what little it finds may be sorted
 * in memory. A plain list (no filter) needs an index that gives its sort,
 * so that a page stops early. Anything else scans the whole collection.
 */
function servedByIndex(match: Record<string, MatchKind>, sort: QueryShape['sort'], key: IndexKey): boolean {
  let e = 0;
  while (e < key.length && match[key[e]![0]] === 'eq') e++;
  const filters = Object.entries(match).some(([f, kind]) => !(f === 'deleted_at' && kind === 'eq'));
  if (filters) return key.slice(0, e).some(([f]) => narrows(f, match[f])) || (e < key.length && narrows(key[e]![0], match[key[e]![0]]));
  const wanted = sort.filter(([f]) => match[f] !== 'eq');
  const rest = key.slice(e, e + wanted.length);
  return (
    wanted.length > 0 &&
    rest.length === wanted.length &&
    (wanted.every(([f, d], i) => rest[i]![0] === f && rest[i]![1] === d) || wanted.every(([f, d], i) => rest[i]![0] === f && rest[i]![1] === -d))
  );
}

/** Whether some index serves the query; an $or is served when every alternative is (with what all share). */
export function isServed(shape: QueryShape, indexes: IndexKey[]): boolean {
  const all: IndexKey[] = [[['_id', 1]], ...indexes];
  // Any one record: the first the collection has.
  if (shape.first && !Object.keys(shape.match).length && !shape.sort.length) return true;
  const one = (match: Record<string, MatchKind>) => all.some((k) => servedByIndex(match, shape.sort, k));
  if (one(shape.match)) return true;
  return !!shape.or && shape.or.every((alt) => one({ ...shape.match, ...alt }));
}
