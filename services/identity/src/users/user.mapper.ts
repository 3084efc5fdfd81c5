import type { EventPayloads } from '@bms/contracts';
import type { identity } from '@bms/protos';
import { isoDay } from '@bms/platform';
import type { UserDoc } from './user.model';

export function toUser(u: UserDoc): identity.User {
  return {
    id: u._id,
    first_name: u.first_name,
    last_name: u.last_name,
    email: u.email ?? u.deleted_email ?? '',
    user_type: u.user_type,
    is_admin: u.is_admin ? 1 : 0,
    status: u.status,
    role_id: u.role_id,
    job_title: u.job_title ?? '',
    phone: u.phone ?? '',
    image: u.image ?? undefined,
    language: u.language ?? 'en',
    created_at: isoDay(u.created_at),
  };
}

export function toLoginUser(u: UserDoc): identity.LoginUser {
  return {
    id: u._id,
    first_name: u.first_name,
    last_name: u.last_name,
    email: u.email ?? '',
    user_type: u.user_type,
    is_admin: u.is_admin ? 1 : 0,
    status: u.status,
  };
}

/** What identity.user.* events carry: what consumers need, no secrets. */
/** What identity.user.* events carry (EventPayloads['identity.user']: work reads the same contract). */
export function userEventData(u: UserDoc): EventPayloads['identity.user'] {
  return {
    id: u._id,
    first_name: u.first_name,
    last_name: u.last_name,
    email: u.email ?? null,
    user_type: u.user_type,
    status: u.status,
    role_id: u.role_id,
  };
}
