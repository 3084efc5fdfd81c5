import * as crypto from 'node:crypto';
import type mongoose from 'mongoose';
import { eventTracker } from '@bms/contracts';
import type { content } from '@bms/protos';
import { isoDay, type AuthedContext, type Counters, dropDefaults, NotFound, type OutboxRelay, parseInput, Store } from '@bms/platform';
import { type TrackedEventDoc, trackedEventModel } from './tracked-event.model';

const MODULE = 'event_tracker';

/** Stored pairs as a map; an event recorded before pairs holds the map itself. */
function metadataOf(m: TrackedEventDoc['metadata'] | Record<string, string> | undefined): Record<string, string> {
  return Array.isArray(m) ? Object.fromEntries(m.map((p) => [p.key, p.value])) : { ...m };
}

function toTrackedEvent(e: TrackedEventDoc): content.TrackedEvent {
  return {
    random_id: e.random_id,
    type: e.type,
    related_type: e.related_type ?? undefined,
    related_id: e.related_id ?? undefined,
    metadata: metadataOf(e.metadata),
    created_by: e.created_by,
    created_at: isoDay(e.created_at),
  };
}

/** The event tracker (SPEC 4.12): stores events clients record, found again by an unguessable id. */
export class EventTrackerService {
  private readonly store: Store<TrackedEventDoc>;

  constructor(conn: mongoose.Connection, counters: Counters, relay: OutboxRelay) {
    this.store = new Store(trackedEventModel(conn), counters, relay);
  }

  async track(req: content.TrackEventRequest__Output, ctx: AuthedContext): Promise<content.TrackedEventRecord> {
    ctx.caller.require(MODULE, 'create');
    const b = parseInput(eventTracker.trackEventBody, dropDefaults(req.input ?? {}));
    const e = await this.store.create(
      {
        random_id: crypto.randomBytes(16).toString('base64url'),
        type: b.type,
        related_type: b.related_type ?? null,
        related_id: b.related_id ?? null,
        metadata: Object.entries(b.metadata ?? {}).map(([key, value]) => ({ key, value })),
        created_by: ctx.caller.user_id,
      },
      undefined,
      ctx.idempotency,
    );
    return { record: toTrackedEvent(e) };
  }

  async get(req: content.GetTrackedEventRequest__Output, ctx: AuthedContext): Promise<content.TrackedEventRecord> {
    ctx.caller.require(MODULE, 'read');
    const p = eventTracker.randomIdParams.safeParse(req);
    const e = p.success ? await this.store.findOne({ random_id: p.data.random_id }) : null;
    if (!e) throw new NotFound('Tracked event not found.');
    return { record: toTrackedEvent(e) };
  }
}
