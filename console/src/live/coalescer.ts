/**
 * Runs a key's work at most once per window: the first call at once, the
 * calls that follow within the window as one run at its end (a burst of
 * changes to one resource costs two reads of it, not one a change).
 */
export class Coalescer {
  private readonly last = new Map<string, number>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(
    private readonly windowMs: number,
    private readonly run: (key: string) => void,
  ) {}

  add(key: string): void {
    if (this.timers.has(key)) return;
    const wait = (this.last.get(key) ?? -Infinity) + this.windowMs - Date.now();
    if (wait <= 0) {
      this.fire(key);
      return;
    }
    this.timers.set(
      key,
      setTimeout(() => {
        this.timers.delete(key);
        this.fire(key);
      }, wait),
    );
  }

  /** Drops what is waiting. */
  close(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
  }

  private fire(key: string): void {
    this.last.set(key, Date.now());
    this.run(key);
  }
}
