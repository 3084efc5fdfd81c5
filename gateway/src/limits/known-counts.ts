/**
 * What one gateway knows of each budget's count in its window, so that a
 * limit holds when Redis forgets it:
 * - Redis unreachable: the gateway counts alone from the count Redis last
 *   gave it (every gateway's requests until then), so a budget spent before
 *   the outage stays spent; one never seen here starts from zero (each
 *   gateway may then pass up to the limit);
 * - Redis back, having lost the count (restarted empty, its window younger
 *   than the one known here), or back after requests counted alone: the
 *   gateway raises the count in Redis to what it knows, for what is left of
 *   the window it knew. Every gateway does so, each with what it knows
 *   (raised to the largest, never added), so the requests another gateway
 *   passed in the new window before raising are what may be missed: at
 *   most its first one after Redis returned.
 */
export interface Known {
  /** the count of the window (every gateway's, as Redis last said, and this one's since when counted alone) */
  consumed: number;
  /** when the window ends (epoch ms) */
  endsAt: number;
  /** whether requests were counted here that Redis does not have */
  alone: boolean;
}

/** What to put in Redis: the count to raise it to, and the ms left of its window. */
export interface Restore {
  consumed: number;
  msLeft: number;
}

/** A younger window than the known one by more than this: Redis made the key anew. */
const YOUNGER_MS = 1_000;
const MAX_KNOWN = 50_000;

export class KnownCounts {
  private readonly known = new Map<string, Known>();
  private sweptAt = 0;

  constructor(private readonly max = MAX_KNOWN) {}

  /** The live count of `key` (its window not ended), if known. */
  get(key: string, now = Date.now()): Known | undefined {
    const k = this.known.get(key);
    return k && k.endsAt > now ? k : undefined;
  }

  /**
   * Redis counted `points` more of `key`, answering `consumed` (them
   * included) with `msLeft` of its window: remembered, or, when Redis has
   * less than was known here, what to raise it to.
   */
  answered(key: string, points: number, consumed: number, msLeft: number, now = Date.now()): Restore | undefined {
    const k = this.get(key, now);
    const endsAt = now + msLeft;
    // A known window ending within YOUNGER_MS is Redis's window that has just rolled over (our clock and the
    // round trip put its end a moment later than Redis's): the new window starts from zero, nothing to put back.
    if (k && k.endsAt - now > YOUNGER_MS && consumed - points < k.consumed && (k.alone || endsAt > k.endsAt + YOUNGER_MS)) {
      return { consumed: k.consumed + points, msLeft: Math.min(msLeft, k.endsAt - now) };
    }
    this.set(key, { consumed, endsAt, alone: false }, now);
    return undefined;
  }

  /** What Redis holds after a raise (or what it had, when more). */
  raised(key: string, consumed: number, msLeft: number, now = Date.now()): void {
    this.set(key, { consumed, endsAt: now + msLeft, alone: false }, now);
  }

  /** Redis could not be asked: `points` of `key` counted here, from what was known (a window of `windowMs` when nothing was). */
  alone(key: string, points: number, windowMs: number, now = Date.now()): Known {
    const k = this.get(key, now) ?? { consumed: 0, endsAt: now + windowMs, alone: true };
    const next = { consumed: k.consumed + points, endsAt: k.endsAt, alone: true };
    this.set(key, next, now);
    return next;
  }

  /** `points` of `key` given back (in Redis as here). */
  refunded(key: string, points: number, now = Date.now()): void {
    const k = this.get(key, now);
    if (k) k.consumed = Math.max(0, k.consumed - points);
  }

  private set(key: string, k: Known, now: number): void {
    if (now - this.sweptAt >= 1_000) {
      this.sweptAt = now;
      for (const [x, v] of this.known) if (v.endsAt <= now) this.known.delete(x);
    }
    this.known.delete(key);
    if (this.known.size >= this.max) this.known.delete(this.known.keys().next().value!);
    this.known.set(key, k);
  }
}
