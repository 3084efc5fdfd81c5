import { idParams, listOf, recordOf, webhooks } from '@bms/contracts';
import { crud } from './crud';
import { noBody, route, type Route } from './route';

const tag = 'Webhooks';

/**
 * Outgoing webhooks (admins only): the six operations of the
 * subscriptions, where create answers the signing secret once; a
 * subscription's delivery log, and the replay of one delivery.
 */
export const webhookRoutes: Route[] = [
  ...crud({
    base: '/api/webhooks',
    domain: 'identity',
    tag,
    entity: 'Webhook',
    plural: 'Webhooks',
    body: webhooks.webhookBody,
    query: webhooks.webhookListQuery,
    listItem: webhooks.webhook,
    item: webhooks.webhook,
  }).map((r) =>
    r.method === 'post'
      ? { ...r, summary: 'Subscribe a URL to events (the signing secret is shown once)', reply: webhooks.webhookCreated }
      : r,
  ),
  route({
    method: 'get',
    path: '/api/webhooks/{id}/deliveries',
    tag,
    summary: "A webhook's delivery log, newest first",
    params: idParams,
    query: webhooks.deliveryListQuery,
    list: webhooks.delivery,
    reply: listOf(webhooks.delivery),
    errors: [401, 403, 404, 422],
    call: { domain: 'identity', rpc: 'ListWebhookDeliveries', request: ({ params, query }) => ({ ...query, webhook_id: params.id }) },
  }),
  route({
    method: 'post',
    path: '/api/webhooks/deliveries/{id}/replay',
    tag,
    summary: 'Deliver again: a new attempt now, the log kept (409 while an attempt is in flight or the webhook is inactive)',
    params: idParams,
    body: noBody,
    status: 202,
    reply: recordOf(webhooks.delivery),
    errors: [401, 403, 404, 409],
    call: { domain: 'identity', rpc: 'ReplayWebhookDelivery', request: ({ params }) => ({ id: params.id }) },
  }),
];
