/**
 * Slices of a budget taken from the shared store at once and spent here,
 * so that a busy caller costs one Redis round trip per slice rather than
 * per request. The budget stays exact as a ceiling: a slice is spent in
 * Redis when it is taken, so every replica together never passes more than
 * the limit; what a replica has taken and not used by the end of the
 * window is lost to the caller (at most one slice per replica).
 *
 * A slice grows with its caller's pace: one spent within GROW_WITHIN_MS of
 * being taken is followed by one twice as large, up to 1% of the limit, so
 * that a caller at tens of thousands of requests a second costs a few round
 * trips a second, not hundreds (each one also holds the caller's requests
 * on this replica until Redis answers). One that lasted SHRINK_AFTER_MS or
 * more is followed by one half as large, down to the first size.
 */
export interface Slice {
  /** requests left in this slice */
  left: number;
  /** what the store had left beside it when it was taken */
  behind: number;
  /** when the window it was taken from ends (epoch ms) */
  endsAt: number;
  /** how many requests it was asked for */
  size: number;
  /** when it was taken (epoch ms) */
  takenAt: number;
}

/** What a slice is taken with: `points` at once from the store, answering what was granted of them. */
export type TakeSlice = (points: number) => Promise<{ granted: number; behind: number; msBeforeNext: number }>;

/** How many requests of a limit a slice holds: `first` (1% of the limit, 1 to 100), growing up to `most` (1% of it). */
export interface SliceSizes {
  first: number;
  most: number;
}

export function sliceSizes(points: number): SliceSizes {
  const most = Math.max(1, Math.floor(points / 100));
  return { first: Math.min(100, most), most };
}

const GROW_WITHIN_MS = 250;
const SHRINK_AFTER_MS = 1_000;

/** The size of the slice taken after `last` (what was held of that key, if anything). */
export function nextSize(last: Slice | undefined, sizes: SliceSizes, now = Date.now()): number {
  // None held, or its window ended before it was spent: the caller is not (or no longer) busy.
  if (!last || last.left > 0) return sizes.first;
  const lasted = now - last.takenAt;
  if (lasted < GROW_WITHIN_MS) return Math.min(sizes.most, last.size * 2);
  if (lasted >= SHRINK_AFTER_MS) return Math.max(sizes.first, Math.floor(last.size / 2));
  return Math.min(sizes.most, Math.max(sizes.first, last.size));
}

const MAX_HELD = 50_000;

export class Slices {
  private readonly held = new Map<string, Slice>();
  private readonly taking = new Map<string, Promise<void>>();
  private sweptAt = Date.now();

  /**
   * One request of `key`'s budget from its slice (a new slice taken when
   * it is spent), or how long until the window ends when the budget is.
   */
  async spend(key: string, sizes: SliceSizes, take: TakeSlice): Promise<{ remaining: number } | { refusedForMs: number }> {
    for (;;) {
      const held = this.spendHeld(key);
      if (held) return held;
      const pending = this.taking.get(key);
      if (pending) {
        await pending;
        continue;
      }
      const taken = this.take(key, sizes, take);
      this.taking.set(key, taken);
      try {
        await taken;
      } finally {
        this.taking.delete(key);
      }
    }
  }

  /**
   * One request of `key`'s budget when the slice held here decides it, at
   * once (undefined when a slice must be taken first): most requests of a
   * busy caller, answered without a promise between them and their reply.
   */
  spendHeld(key: string): { remaining: number } | { refusedForMs: number } | undefined {
    const now = Date.now();
    const s = this.held.get(key);
    if (!s || s.endsAt <= now) return undefined;
    if (s.left > 0) {
      s.left--;
      return { remaining: s.behind + s.left };
    }
    // Spent and nothing behind it: refused until the window ends.
    return s.behind <= 0 ? { refusedForMs: s.endsAt - now } : undefined;
  }

  /** Gives a request back to the slice it came from (false when that slice is gone). */
  giveBack(key: string): boolean {
    const s = this.held.get(key);
    if (!s || s.endsAt <= Date.now()) return false;
    s.left++;
    return true;
  }

  private async take(key: string, sizes: SliceSizes, take: TakeSlice): Promise<void> {
    const size = nextSize(this.held.get(key), sizes);
    const r = await take(size);
    this.sweep();
    if (this.held.size >= MAX_HELD) this.held.delete(this.held.keys().next().value!);
    const now = Date.now();
    this.held.set(key, { left: r.granted, behind: r.behind, endsAt: now + r.msBeforeNext, size, takenAt: now });
  }

  /** Forgets the slices of ended windows, at most once a second. */
  private sweep() {
    const now = Date.now();
    if (now - this.sweptAt < 1_000) return;
    this.sweptAt = now;
    for (const [k, s] of this.held) if (s.endsAt <= now) this.held.delete(k);
  }
}
