import { type EventEnvelope, PoisonEvent, type Subscription } from '@bms/platform';
import type { UserProjection } from './user.view';

interface UserEventData {
  id: number;
  first_name?: string;
  last_name?: string;
  email?: string | null;
  user_type?: string;
  status?: string;
  role_id?: number;
}

/**
 * identity.user.* keeps the users projection; a deleted user is also taken
 * off task assignments and project teams (`onDeleted`).
 */
export function userSubscription(
  projection: UserProjection,
  onDeleted: (userId: number, actor: number) => Promise<void>,
): Subscription {
  return {
    durable: 'work_users',
    domain: 'identity',
    types: ['identity.user.created', 'identity.user.updated', 'identity.user.deleted', 'identity.user.restored'],
    async handle(evt: EventEnvelope) {
      const d = evt.data as Partial<UserEventData>;
      const at = new Date(evt.occurred_at);
      if (!Number.isSafeInteger(d.id) || Number.isNaN(at.getTime())) throw new PoisonEvent('user event without id or time');
      const id = d.id as number;
      if (evt.type === 'identity.user.deleted') {
        await projection.markDeleted(id, at);
        await onDeleted(id, evt.actor_user_id);
        return;
      }
      const write = evt.type === 'identity.user.restored' ? projection.revive.bind(projection) : projection.upsert.bind(projection);
      await write(
        id,
        {
          first_name: d.first_name ?? '',
          last_name: d.last_name ?? '',
          email: d.email ?? null,
          user_type: d.user_type ?? 'staff',
          status: d.status ?? 'active',
          role_id: d.role_id ?? 0,
        },
        at,
      );
    },
  };
}
