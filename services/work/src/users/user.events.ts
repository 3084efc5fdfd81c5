import type { EventData, EventEntity } from '@bms/contracts';
import { projectionSubscription, type Subscription } from '@bms/platform';
import type { UserProjection } from './user.view';

/** identity's user events: their subjects and payload, as identity publishes them (the one contract in @bms/contracts). */
const ENTITY = 'identity.user' satisfies EventEntity;
type UserEventData = EventData<typeof ENTITY>;

/**
 * identity.user.* keeps the users projection, in the order of the users'
 * versions; a deleted user is also taken off task assignments and project
 * teams (`onDeleted`). Rebuilt from identity (`owner`, its gRPC address)
 * when new or behind.
 */
export function userSubscription(
  projection: UserProjection,
  onDeleted: (userId: number, actor: number) => Promise<void>,
  owner?: string,
): Subscription {
  return projectionSubscription<ReturnType<typeof userFields>, UserEventData>({
    durable: 'work_users',
    domain: 'identity',
    entity: ENTITY,
    projection,
    fields: userFields,
    onDeleted,
    owner,
  });
}

const userFields = (d: Partial<UserEventData>) => ({
  first_name: d.first_name ?? '',
  last_name: d.last_name ?? '',
  email: d.email ?? null,
  user_type: d.user_type ?? 'staff',
  status: d.status ?? 'active',
  role_id: d.role_id ?? 0,
});
