import type { EventData, EventEntity } from '@bms/contracts';
import { projectionSubscription, type Subscription } from '@bms/platform';
import type { ClientProjection } from './client.view';

/** crm's client events: their subjects and payload, as crm publishes them (the one contract in @bms/contracts). */
const ENTITY = 'crm.client' satisfies EventEntity;
type ClientEventData = EventData<typeof ENTITY>;

/**
 * crm.client.* keeps the clients projection, in the order of the clients'
 * versions; a deleted client's draft invoices are also cancelled
 * (`onDeleted`). Rebuilt from crm (`owner`, its gRPC address) when new or behind.
 */
export function clientSubscription(
  projection: ClientProjection,
  onDeleted: (clientId: number, actor: number) => Promise<void>,
  owner?: string,
): Subscription {
  return projectionSubscription<ReturnType<typeof clientFields>, ClientEventData>({
    durable: 'billing_clients',
    domain: 'crm',
    entity: ENTITY,
    projection,
    fields: clientFields,
    onDeleted,
    owner,
  });
}

const clientFields = (d: Partial<ClientEventData>) => ({
  company_name: d.company_name ?? '',
  currency_symbol: d.currency_symbol ?? '',
  status: d.status ?? 'active',
});
