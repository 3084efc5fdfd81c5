import type * as grpc from '@grpc/grpc-js';
import type { Response } from 'express';
import { admin, courier, listOf, resultSchema } from '@bms/contracts';
import { unary } from '@bms/platform';
import type { common, Domain } from '@bms/protos';
import { callContextOf } from '../pipeline/request-context';
import { route, type Route } from './route';

/**
 * What an admin operates across every service: the events the services'
 * consumers parked (they could never be applied), and their replay once the
 * cause is fixed. Each service answers for its own (bms.common.v1.EventAdmin).
 * And the emails and text messages identity's courier sends.
 */
export function adminRoutes(services: Record<Domain, grpc.Client>, timeoutMs: number): Route[] {
  const tag = 'Administration';
  const call = <T>(client: grpc.Client, rpc: string, request: unknown, res: Response) =>
    unary<T>(client, rpc, request, { token: res.locals.token as string, timeoutMs, ...callContextOf(res) });
  return [
    route({
      method: 'get',
      path: '/api/admin/parked-events',
      tag,
      summary: 'Events the services parked because they could never apply them, newest first (admins)',
      reply: admin.parkedEventList,
      errors: [401, 403],
      local: async (_input, _req, res) => {
        const lists = await Promise.all(
          Object.values(services).map((c) => call<common.ParkedEventList__Output>(c, 'ListParkedEvents', {}, res)),
        );
        const records = lists.flatMap((l) => l.records).sort((a, b) => b.parked_at.localeCompare(a.parked_at));
        res.json({ records });
      },
    }),
    route({
      method: 'post',
      path: '/api/admin/parked-events/{id}/replay',
      tag,
      summary: 'Apply a parked event again, through the consumer that parked it (admins); 409 when it still cannot be applied',
      params: admin.parkedEventParams,
      reply: resultSchema,
      errors: [401, 403, 404, 409],
      local: async ({ params }, _req, res) => {
        const id = params.id as string;
        const prefix = id.slice(0, id.indexOf(':'));
        // An id of no service still goes to one, which checks the caller first (403 before 404).
        const service = (Object.hasOwn(services, prefix) ? prefix : 'identity') as Domain;
        res.json(await call(services[service], 'ReplayParkedEvent', { id }, res));
      },
    }),
    route({
      method: 'get',
      path: '/api/admin/messages',
      tag,
      summary: 'The emails and text messages sent or being sent, newest first: channel, masked recipient, template, status, attempts, last error, times; never their content (admins)',
      query: courier.messageListQuery,
      list: courier.message,
      reply: listOf(courier.message),
      errors: [401, 403, 422],
      call: { domain: 'identity', rpc: 'ListMessages', request: ({ query }) => query },
    }),
  ];
}
