import { type EventEnvelope, PoisonEvent, type Subscription } from '@bms/platform';
import type { ClientProjection } from './client.view';

interface ClientEventData {
  id: number;
  company_name?: string;
  currency_symbol?: string;
  status?: string;
}

/**
 * crm.client.* keeps the clients projection; a deleted client's draft
 * invoices are also cancelled (`onDeleted`).
 */
export function clientSubscription(
  projection: ClientProjection,
  onDeleted: (clientId: number, actor: number) => Promise<void>,
): Subscription {
  return {
    durable: 'billing_clients',
    domain: 'crm',
    types: ['crm.client.created', 'crm.client.updated', 'crm.client.deleted', 'crm.client.restored'],
    async handle(evt: EventEnvelope) {
      const d = evt.data as Partial<ClientEventData>;
      const at = new Date(evt.occurred_at);
      if (!Number.isSafeInteger(d.id) || Number.isNaN(at.getTime())) throw new PoisonEvent('client event without id or time');
      const id = d.id as number;
      if (evt.type === 'crm.client.deleted') {
        await projection.markDeleted(id, at);
        await onDeleted(id, evt.actor_user_id);
        return;
      }
      const write = evt.type === 'crm.client.restored' ? projection.revive.bind(projection) : projection.upsert.bind(projection);
      await write(
        id,
        { company_name: d.company_name ?? '', currency_symbol: d.currency_symbol ?? '', status: d.status ?? 'active' },
        at,
      );
    },
  };
}
