import type mongoose from 'mongoose';
import { type Changes, type Counters, type EventEnvelope, type IdempotencyClaim, type OutboxRelay, type Page, type PageQuery, searchFilter, Store, type ListOptions } from '@bms/platform';
import { USER_SECRETS, type UserDoc, userModel } from './user.model';

export interface UserFilter {
  search?: string;
  status?: string;
  role_id?: number;
  user_type?: string;
}

export class UserRepository {
  readonly store: Store<UserDoc>;

  constructor(conn: mongoose.Connection, counters: Counters, relay: OutboxRelay) {
    this.store = new Store(userModel(conn), counters, relay, { secret: USER_SECRETS });
  }

  create(fields: Omit<UserDoc, '_id' | 'created_at' | 'updated_at'>, event?: (u: UserDoc) => EventEnvelope<unknown>, claim?: IdempotencyClaim) {
    return this.store.create(fields, event, claim);
  }

  /** The user a create under this Idempotency-Key made, if one did. */
  madeUnder(claim: IdempotencyClaim) {
    return this.store.madeUnder(claim);
  }

  byId(id: number) {
    return this.store.findById(id);
  }

  byEmail(email: string) {
    return this.store.findOne({ email });
  }

  byPhone(phone: string) {
    return this.store.findOne({ phone });
  }

  byIds(ids: number[]) {
    return this.store.find({ _id: { $in: ids } }, ids.length);
  }

  byRole(roleId: number) {
    return this.store.find({ role_id: roleId }, 100_000);
  }

  async any(): Promise<boolean> {
    return !!(await this.store.model.exists({}));
  }

  page<T>(f: UserFilter, page: PageQuery, map: (u: UserDoc) => T, list?: ListOptions): Promise<Page<T>> {
    const filter: Record<string, unknown> = { ...searchFilter(f.search) };
    if (f.status) filter.status = f.status;
    if (f.role_id) filter.role_id = f.role_id;
    if (f.user_type) filter.user_type = f.user_type;
    return this.store.page(filter, page, map, { list });
  }

  update(id: number, changes: Changes<UserDoc>, event?: (after: UserDoc) => EventEnvelope<unknown>) {
    return this.store.update(id, changes, event);
  }

  /** Deletes a user and frees the email and phone for reuse. */
  delete(id: number, event: (before: UserDoc) => EventEnvelope<unknown>) {
    return this.store.softDelete(id, event, (u) => ({
      status: 'inactive',
      deleted_email: u.email,
      deleted_phone: u.phone,
      $unset: { email: '', phone: '' },
    }));
  }

  /**
   * Brings back a user deleted within the retention period, with the email
   * (and phone) they had; the account stays inactive until reactivated.
   * Null when there is no such deleted user.
   */
  restore(id: number, after: Date, event: (before: UserDoc) => EventEnvelope<unknown>) {
    return this.store.restore(id, after, event, (u) => ({
      email: u.deleted_email,
      ...(u.deleted_phone ? { phone: u.deleted_phone } : {}),
      $unset: { deleted_email: '', deleted_phone: '' },
    }));
  }

  /** A user deleted within the retention period, or null. */
  deletedById(id: number, after: Date): Promise<UserDoc | null> {
    return this.store.model.findOne({ _id: id, deleted_at: { $gte: after } }).lean<UserDoc>().exec();
  }
}
