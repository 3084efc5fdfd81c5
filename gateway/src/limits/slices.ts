/**
 * Slices of a budget taken from the shared store at once and spent here,
 * so that a busy caller costs one Redis round trip per slice rather than
 * per request. The budget stays exact as a ceiling: a slice is spent in
 * Redis when it is taken, so every replica together never passes more than
 * the limit; what a replica has taken and not used by the end of the
 * window is lost to the caller (at most one slice per replica).
 */
export interface Slice {
  /** requests left in this slice */
  left: number;
  /** what the store had left beside it when it was taken */
  behind: number;
  /** when the window it was taken from ends (epoch ms) */
  endsAt: number;
}

/** What a slice is taken with: `points` at once from the store, answering what was granted of them. */
export type TakeSlice = (points: number) => Promise<{ granted: number; behind: number; msBeforeNext: number }>;

/** How many requests of a limit a slice holds: 1% of it, 1 to 100. */
export function sliceSize(points: number): number {
  return Math.max(1, Math.min(100, Math.floor(points / 100)));
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
  async spend(key: string, size: number, take: TakeSlice): Promise<{ remaining: number } | { refusedForMs: number }> {
    for (;;) {
      const held = this.spendHeld(key);
      if (held) return held;
      const pending = this.taking.get(key);
      if (pending) {
        await pending;
        continue;
      }
      const taken = this.take(key, size, take);
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

  private async take(key: string, size: number, take: TakeSlice): Promise<void> {
    const r = await take(size);
    this.sweep();
    if (this.held.size >= MAX_HELD) this.held.delete(this.held.keys().next().value!);
    this.held.set(key, { left: r.granted, behind: r.behind, endsAt: Date.now() + r.msBeforeNext });
  }

  /** Forgets the slices of ended windows, at most once a second. */
  private sweep() {
    const now = Date.now();
    if (now - this.sweptAt < 1_000) return;
    this.sweptAt = now;
    for (const [k, s] of this.held) if (s.endsAt <= now) this.held.delete(k);
  }
}
