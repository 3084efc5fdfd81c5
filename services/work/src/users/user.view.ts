import type mongoose from 'mongoose';
import { Projection } from '@bms/platform';

/** What work knows of a user, kept from identity's events (the payload of user.mapper.ts userEventData). */
export interface UserView {
  first_name: string;
  last_name: string;
  email: string | null;
  user_type: string;
  status: string;
  role_id: number;
}

export type UserProjection = Projection<UserView>;

export function userProjection(conn: mongoose.Connection): UserProjection {
  return new Projection<UserView>(conn, 'users');
}
