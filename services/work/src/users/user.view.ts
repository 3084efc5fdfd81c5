import type mongoose from 'mongoose';
import type { EventPayloads } from '@bms/contracts';
import { Projection } from '@bms/platform';

/** What work knows of a user, kept from identity's events (their contract in @bms/contracts). */
export type UserView = Omit<EventPayloads['identity.user'], 'id'>;

export type UserProjection = Projection<UserView>;

export function userProjection(conn: mongoose.Connection): UserProjection {
  return new Projection<UserView>(conn, 'users');
}
