import { z } from 'zod';
import { idParams, listOf, type ModuleDef, type ModuleRpcs, moduleRpcs, recordOf, resultSchema } from '@bms/contracts';
import { type Domain, hasRpc, type RpcName } from '@bms/protos';
import { alsoAnswers, type Route, route, type RpcCall } from './route';

type CrudOp = 'list' | 'get' | 'create' | 'put' | 'patch' | 'delete';

/** The module operation of each route: PUT and PATCH are both its update. */
const OPERATION_OF = { list: 'list', get: 'get', create: 'create', put: 'update', patch: 'update', delete: 'delete' } as const;

/** The RPC each route of a standard module calls: List<Plural>, Get<Entity>, … */
type CrudRpcs<E extends string, P extends string> = { [K in CrudOp]: ModuleRpcs<E, P>[(typeof OPERATION_OF)[K]] };

/** Nothing when every name is an RPC of the domain's service; else a property no spec has, naming the ones it lacks (a compile error). */
type Served<D extends Domain, Names extends string> = [Exclude<Names, RpcName<D>>] extends [never] ? unknown : { rpcsMissingFromService: Exclude<Names, RpcName<D>> };

/** What /api/docs says of a standard module's routes, and what they validate. */
interface RoutesText {
  base: string;
  tag: string;
  /** the create and full-update body */
  body: z.ZodObject;
  /** the full-update body when it differs (e.g. an optional password) */
  putBody?: z.ZodObject;
  query: z.ZodObject;
  /** a record as list items show it */
  listItem: z.ZodType;
  /** the detail reply; {record: item} by default */
  detail?: z.ZodType;
  /** the record the create answers with */
  item: z.ZodType;
}

export interface CrudSpec<D extends Domain, E extends string, P extends string, O extends CrudOp> extends RoutesText {
  domain: D;
  /** singular and plural RPC nouns: Client, Clients (the RPCs of the operations must be the service's: checked by the compiler) */
  entity: E;
  plural: P;
  /** which of the six operations exist; all by default (and restore, where the service has it) */
  only?: readonly O[];
}

/** A route's call of an RPC of `domain`. */
function rpcCall<D extends Domain>(domain: D, rpc: RpcName<D>, request: RpcCall['request']): RpcCall {
  // { domain: D; rpc: RpcName<D> } is one member of the RpcCall union, which TypeScript cannot see for a D not yet known.
  return { domain, rpc, request } as RpcCall;
}

/** A standard module's routes: their words, and the RPC of each of its operations. */
interface StandardRoutes<D extends Domain> extends RoutesText {
  domain: D;
  entity: string;
  plural: string;
  rpcs: Partial<Record<CrudOp | 'restore', RpcName<D>>>;
}

/**
 * The routes of a module declared with defineModule: those of its
 * operations (the standard six and restore, unless it has fewer), under
 * /api/<path>.
 */
export function moduleRoutes(def: ModuleDef): Route[] {
  // The modules' RPCs are their services' (gen:protos writes them; routes/index.ts holds it at compile time).
  const rpc = (op: keyof ModuleDef['rpcs']) => (def.rpcs[op] as RpcName<typeof def.service> | undefined) ?? undefined;
  const routes = standardRoutes({
    base: `/api/${def.path}`,
    domain: def.service,
    tag: def.tag,
    entity: def.name,
    plural: def.plural,
    body: def.body,
    putBody: def.putBody,
    query: def.query,
    listItem: def.summary,
    item: def.record,
    ...(def.detail ? { detail: z.object({ record: def.record, ...def.detail.shape }) } : {}),
    rpcs: { list: rpc('list'), get: rpc('get'), create: rpc('create'), put: rpc('update'), patch: rpc('update'), delete: rpc('delete'), restore: rpc('restore') },
  });
  // A unique value taken by another write at the same moment; a rule refusing a state.
  const conflicts = [...new Set([...(def.unique?.length ? (['post', 'put', 'patch'] as const) : []), ...(def.conflicts ?? [])])];
  return conflicts.length ? routes.map(alsoAnswers(conflicts, 409)) : routes;
}

/**
 * The six operations of a standard module written by hand (SPEC 4.6):
 * list, detail, create (201), full update (PUT), partial update (PATCH),
 * delete, and restore where the service has it. The RPC of each operation
 * is named from `entity` and `plural`, and must be one of the service's.
 */
export function crud<D extends Domain, const E extends string, const P extends string, const O extends CrudOp = CrudOp>(
  s: CrudSpec<D, E, P, O> & Served<D, CrudRpcs<E, P>[O]>,
): Route[] {
  const ops: readonly CrudOp[] = s.only ?? ['list', 'get', 'create', 'put', 'patch', 'delete'];
  const names = moduleRpcs(s.entity, s.plural);
  // Served<> has held each operation's name to be an RPC of the domain.
  const rpcs = Object.fromEntries(ops.map((op) => [op, names[OPERATION_OF[op]] as RpcName<D>])) as StandardRoutes<D>['rpcs'];
  if (ops.includes('delete') && hasRpc(s.domain, names.restore)) rpcs.restore = names.restore;
  return standardRoutes({ ...s, rpcs });
}

function standardRoutes<D extends Domain>(s: StandardRoutes<D>): Route[] {
  const noun = words(s.entity);
  const plural = words(s.plural);
  const aNoun = `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;
  const one = `${s.base}/{id}`;
  const putBody = s.putBody ?? s.body;
  const routes: Route[] = [];
  const call = (rpc: RpcName<D>, request: RpcCall['request']) => rpcCall(s.domain, rpc, request);
  const { list, get, create, put, patch, delete: del, restore } = s.rpcs;
  if (list)
    routes.push(
      route({
        method: 'get',
        path: s.base,
        tag: s.tag,
        summary: `List ${plural}`,
        query: s.query,
        list: s.listItem,
        reply: listOf(s.listItem),
        call: call(list, ({ query }) => query),
      }),
    );
  if (get)
    routes.push(
      route({
        method: 'get',
        path: one,
        tag: s.tag,
        summary: `Details of ${aNoun}`,
        params: idParams,
        reply: s.detail ?? recordOf(s.item),
        call: call(get, ({ params }) => ({ id: params.id })),
      }),
    );
  if (create)
    routes.push(
      route({
        method: 'post',
        path: s.base,
        tag: s.tag,
        summary: `Create ${aNoun}`,
        body: s.body,
        status: 201,
        reply: recordOf(s.item),
        call: call(create, ({ body }) => ({ input: body })),
      }),
    );
  if (put)
    routes.push(
      route({
        method: 'put',
        path: one,
        tag: s.tag,
        summary: `Replace ${aNoun} (fields not sent are cleared)`,
        params: idParams,
        body: putBody,
        reply: resultSchema,
        call: call(put, ({ params, body }) => ({ id: params.id, input: body, update_mask: ['*'] })),
      }),
    );
  if (patch)
    routes.push(
      route({
        method: 'patch',
        path: one,
        tag: s.tag,
        summary: `Change some fields of ${aNoun}`,
        params: idParams,
        body: putBody.partial(),
        reply: resultSchema,
        call: call(patch, ({ params, body }) => ({ id: params.id, input: body, update_mask: Object.keys(body) })),
      }),
    );
  if (del)
    routes.push(
      route({
        method: 'delete',
        path: one,
        tag: s.tag,
        summary: `Delete ${aNoun}`,
        params: idParams,
        reply: resultSchema,
        call: call(del, ({ params }) => ({ id: params.id })),
      }),
    );
  if (restore)
    routes.push(
      route({
        method: 'post',
        path: `${one}/restore`,
        tag: s.tag,
        summary: `Bring back ${aNoun} deleted within the retention period`,
        params: idParams,
        reply: resultSchema,
        call: call(restore, ({ params }) => ({ id: params.id })),
      }),
    );
  return routes;
}

/** CustomField → "custom field". */
function words(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}
