import type { z } from 'zod';
import { type ModuleRpcs, moduleRpcs, type Operation, OPERATIONS } from '@bms/contracts';
import type { Action } from './auth';
import { Conflict, NotFound } from './errors';
import { newEvent } from './events';
import type { AuthedContext } from './grpc/server';
import { isDuplicateKey, type Page } from './mongo';
import type { Store } from './repository';
import { extra, type StoredFields } from './stored';
import { deletion } from './deletion';
import { parseListRequest } from './sync';
import { dropDefaults, isReplace, parseInput, parseUpdate } from './validate';
import type { ResourceSpec } from './resource-spec';

export type { Fields, ResourceSpec } from './resource-spec';

interface UpdateRequest {
  id: number;
  input: unknown;
  update_mask: string[];
}

/**
 * The five operations of a standard module over a Store: permission
 * checked, input validated with the module's schema, events stored with
 * each write. Modules add their rules through the spec, not copies.
 */
export class Resource<D extends StoredFields, Rec, B extends z.ZodObject, Q extends z.ZodObject> {
  constructor(
    readonly store: Store<D>,
    readonly spec: ResourceSpec<NoInfer<D>, Rec, B, Q>,
  ) {}

  private require(ctx: AuthedContext, action: Action) {
    ctx.caller.require(this.spec.module, action);
  }

  private notFound(): NotFound {
    return new NotFound(`${this.spec.noun} not found.`);
  }

  private event(verb: string, doc: D, ctx: AuthedContext | number) {
    const data = verb === 'deleted' || !this.spec.eventData ? { id: doc._id } : this.spec.eventData(doc);
    return newEvent(`${this.spec.events}.${verb}`, data, typeof ctx === 'number' ? ctx : ctx.caller.user_id);
  }

  /** What a delete also writes: the fields it removes. */
  private get cleared(): Record<string, unknown> {
    const fields = this.spec.clearedOnDelete ?? [];
    return fields.length ? { $unset: Object.fromEntries(fields.map((f) => [f, ''])) } : {};
  }

  /** A write that a unique index refused (another write got there first) is a 409 saying what was taken. */
  private async unique<T>(write: Promise<T>): Promise<T> {
    try {
      return await write;
    } catch (err) {
      if (this.spec.taken && isDuplicateKey(err)) throw new Conflict(this.spec.taken);
      throw err;
    }
  }

  /** A live record in the caller's reach, or NotFound. */
  async find(id: number, ctx: AuthedContext): Promise<D> {
    const doc = await this.store.findById(id, this.spec.scope?.(ctx) ?? {});
    if (!doc) throw this.notFound();
    return doc;
  }

  async list(req: object, ctx: AuthedContext): Promise<Page<unknown>> {
    this.require(ctx, 'read');
    const { q: parsed, list } = parseListRequest(this.spec.query, req, this.spec.sortable);
    const q = parsed as z.output<Q> & { page: number; limit: number };
    const filter = { ...((await this.spec.filter?.(q, ctx)) ?? {}), ...(this.spec.scope?.(ctx) ?? {}) };
    const map = this.spec.toListItem ?? this.spec.toRecord;
    const page = await this.store.page(filter, q, (d) => map(d), { sort: this.spec.sort, list });
    if (!this.spec.forCaller) return page;
    // Tombstones ({id, deleted_at}) are no one's in particular.
    const records = page.records as Array<Record<string, unknown>>;
    const live = records.filter((r) => !r.deleted_at);
    const seen = new Map((await this.spec.forCaller(live, ctx)).map((r, i) => [live[i], r]));
    return { ...page, records: records.map((r) => seen.get(r) ?? r) };
  }

  async get(id: number, ctx: AuthedContext): Promise<{ record: Rec }> {
    this.require(ctx, 'read');
    const doc = await this.find(id, ctx);
    const record = this.spec.forCaller
      ? ((await this.spec.forCaller([this.spec.toRecord(doc) as Record<string, unknown>], ctx))[0] as Rec)
      : this.spec.toRecord(doc);
    return { record, ...(await this.spec.detail?.(doc, ctx)) };
  }

  async create(req: { input?: unknown }, ctx: AuthedContext): Promise<{ record: Rec }> {
    this.require(ctx, 'create');
    const b = parseInput(this.spec.body, dropDefaults((req.input ?? {}) as object));
    // A retry of a create that was done (its answer lost) gets that record, before any rule sees the body again.
    const made = ctx.idempotency && (await this.store.madeUnder(ctx.idempotency));
    if (made) return { record: this.spec.toRecord(made) };
    const fields = await this.spec.create(b, ctx);
    const doc = await this.unique(this.store.create(fields, this.spec.events ? (d) => this.event('created', d, ctx) : undefined, ctx.idempotency));
    return { record: this.spec.toRecord(await this.settled(doc, ctx)) };
  }

  /**
   * The record just written, as the module's `settle` leaves it: changed by an update, or deleted (then the
   * record as written is answered: it was made, and went as a cascade would have taken it), each with its event.
   */
  private async settled(doc: D, ctx: AuthedContext): Promise<D> {
    const changes = await this.spec.settle?.(doc, ctx);
    if (!changes) return doc;
    if (changes === 'delete') {
      await this.store.softDelete(doc._id, this.spec.events ? (d) => this.event('deleted', d, ctx) : undefined, () => this.cleared);
      return doc;
    }
    const event = this.spec.events ? (after: D) => this.event('updated', after, ctx) : undefined;
    const again = async (now: D) => {
      const c = await this.spec.settle!(now, ctx);
      return c && c !== 'delete' ? c : {};
    };
    return (await this.store.update(doc._id, again, event)) ?? doc;
  }

  async update(req: UpdateRequest, ctx: AuthedContext): Promise<D> {
    this.require(ctx, 'update');
    const schema = (this.spec.putBody ?? this.spec.body) as B;
    const b = parseUpdate(schema, { ...(req.input as object) }, req.update_mask);
    // Worked out from the record as it is at the write (again if another write came between).
    const changes = async (before: D): Promise<Partial<D>> =>
      isReplace(req.update_mask)
        ? ((await this.spec.create(b as z.output<B>, ctx, before)) as Partial<D>)
        : this.spec.update
          ? await this.spec.update(b, before, ctx)
          : (b as Partial<D>);
    const updated = await this.unique(
      this.store.update(req.id, changes, this.spec.events ? (after) => this.event('updated', after, ctx) : undefined, this.spec.scope?.(ctx) ?? {}),
    );
    if (!updated) throw this.notFound();
    return this.settled(updated, ctx);
  }

  async delete(id: number, ctx: AuthedContext): Promise<D> {
    this.require(ctx, 'delete');
    const before = await this.find(id, ctx);
    await this.spec.beforeDelete?.(before, ctx);
    const gone = await this.store.softDelete(
      id,
      this.spec.events ? (d) => this.event('deleted', d, ctx) : undefined,
      () => this.cleared,
      this.spec.scope?.(ctx) ?? {},
    );
    if (!gone) throw this.notFound();
    return gone;
  }

  /**
   * Deletes every live record matching `filter` (at most `limit`), each with
   * its deleted event, as `actor` did: a rule's cascade, not a caller's
   * request, so no permission is checked. `mark` is set in the same write
   * (what tells restoreWhere which records the cascade took). Answers how many.
   */
  async deleteWhere(filter: Record<string, unknown>, actor: number, { mark = {}, limit = 1000 }: { mark?: Record<string, unknown>; limit?: number } = {}): Promise<number> {
    let n = 0;
    for (const doc of await this.store.find(filter, limit)) {
      const event = this.spec.events ? (d: D) => this.event('deleted', d, actor) : undefined;
      if (await this.store.softDelete(doc._id, event, () => ({ ...this.cleared, ...mark }))) n++;
    }
    return n;
  }

  /**
   * Brings back every record matching `filter` deleted within the retention
   * period, each with its restored event, as `actor` did: a rule's cascade,
   * so no permission is checked. A record the module's rules refuse to bring
   * back (Conflict, a unique value taken meanwhile) stays deleted, for a
   * caller's own restore to explain. Answers how many came back.
   */
  async restoreWhere(filter: Record<string, unknown>, actor: number): Promise<number> {
    let n = 0;
    const left: number[] = [];
    for (;;) {
      const batch = await this.store.model
        .find({ ...filter, deleted_at: { $gte: deletion.cutoff() }, ...(left.length ? { _id: { $nin: left } } : {}) } as never)
        .limit(200)
        .lean<D[]>()
        .exec();
      if (!batch.length) return n;
      for (const doc of batch) {
        if (await this.bringBack(doc, actor).catch((err: unknown) => (err instanceof Conflict || isDuplicateKey(err) ? null : Promise.reject(err)))) n++;
        else left.push(doc._id);
      }
    }
  }

  /**
   * Changes every live record matching `filter` (the change must make it
   * stop matching), each with its updated event, as `actor` did: a rule's
   * cascade, so no permission is checked. Answers how many.
   */
  async changeWhere(filter: Record<string, unknown>, change: (doc: D) => Partial<D>, actor: number): Promise<number> {
    let n = 0;
    for (;;) {
      const batch = await this.store.find(filter, 200);
      if (!batch.length) return n;
      for (const doc of batch) {
        const event = this.spec.events ? (after: D) => this.event('updated', after, actor) : undefined;
        if (await this.store.update(doc._id, change, event, filter)) n++;
      }
    }
  }

  /** Brings back a record deleted within the retention period. */
  async restore(id: number, ctx: AuthedContext): Promise<void> {
    this.require(ctx, 'delete');
    const scope = this.spec.scope?.(ctx) ?? {};
    const deleted = await this.store.model
      .findOne({ _id: id, deleted_at: { $gte: deletion.cutoff() }, ...scope } as never)
      .lean<D>()
      .exec();
    if (!deleted || !(await this.bringBack(deleted, ctx))) throw this.notFound();
  }

  /**
   * Restores `deleted` with what the module's rules set again, as the caller (or the actor of a cascade); null
   * when it is no longer deleted. Its restored event carries the record with what the rules set. When a unique
   * index refuses it (another write took a value at the same moment), nothing is written and the rules are
   * asked once more, told why (`refused`); a second refusal is a 409 saying what was taken.
   */
  private async bringBack(deleted: D, ctx: AuthedContext | number, refused?: unknown): Promise<D | null> {
    const also = (await this.spec.beforeRestore?.(deleted, typeof ctx === 'number' ? undefined : ctx, refused)) ?? {};
    const restored = (d: D) => this.event('restored', { ...d, ...extra(also) } as D, ctx);
    const write = this.store.restore(deleted._id, deletion.cutoff(), this.spec.events ? restored : undefined, () => also);
    if (refused !== undefined || !this.spec.beforeRestore) return this.unique(write);
    return write.catch((err: unknown) => (isDuplicateKey(err) ? this.bringBack(deleted, ctx, err) : Promise.reject(err)));
  }

  /**
   * The RPC handlers of this module's operations (all six by default):
   * List<Plural>, Get<Noun>, Create<Noun>, Update<Noun>, Delete<Noun>,
   * Restore<Noun>, to spread into a service's handler map.
   */
  handlers<N extends string, P extends string, O extends Operation = Operation>(
    noun: N,
    plural: P,
    operations: readonly O[] = OPERATIONS as readonly Operation[] as readonly O[],
  ): ResourceHandlers<N, P, O> {
    const done = (message: string) => ({ success: true, message });
    const rpcs = moduleRpcs(noun, plural);
    const handler: Record<Operation, (req: never, ctx: AuthedContext) => Promise<unknown>> = {
      list: (req: object, ctx) => this.list(req, ctx),
      get: (req: { id: number }, ctx) => this.get(req.id, ctx),
      create: (req: { input?: unknown }, ctx) => this.create(req, ctx),
      update: (req: UpdateRequest, ctx) => this.update(req, ctx).then(() => done(`${this.spec.noun} updated.`)),
      delete: (req: { id: number }, ctx) => this.delete(req.id, ctx).then(() => done(`${this.spec.noun} deleted.`)),
      restore: (req: { id: number }, ctx) => this.restore(req.id, ctx).then(() => done(`${this.spec.noun} restored.`)),
    };
    return Object.fromEntries(operations.map((o) => [rpcs[o], handler[o]])) as ResourceHandlers<N, P, O>;
  }
}

type Done = Promise<{ success: boolean; message: string }>;

/**
 * The handlers of a standard module's operations, named as its RPCs are:
 * the names are types, so a handler map built from them is checked against
 * the service's generated handler type (a missing or misspelled RPC does
 * not compile).
 */
export type ResourceHandlers<N extends string, P extends string, O extends Operation = Operation> = {
  [K in O as ModuleRpcs<N, P>[K]]: K extends 'update' | 'delete' | 'restore'
    ? // eslint-disable-next-line @typescript-eslint/no-explicit-any
      (req: any, ctx: AuthedContext) => Done
    : // eslint-disable-next-line @typescript-eslint/no-explicit-any
      (req: any, ctx: AuthedContext) => Promise<any>;
};
