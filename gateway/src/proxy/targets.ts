/**
 * The replicas of one upstream (a comma-separated list of base URLs), taken
 * in turn; one that failed a request is passed over for `holdMs`. When every
 * one has failed within it (in a rolling restart, the replica back a moment
 * ago and the one now going), the one that failed longest ago is taken.
 */
export class UpstreamTargets {
  private next = 0;
  private readonly downUntil = new Map<string, number>();
  readonly urls: string[];

  constructor(
    list: string,
    private readonly holdMs = 1_000,
  ) {
    this.urls = list
      .split(',')
      .map((u) => u.trim())
      .filter(Boolean);
    if (!this.urls.length) throw new Error('an upstream needs at least one URL');
  }

  /** The replica the next request goes to. */
  pick(now = Date.now()): string {
    const n = this.urls.length;
    for (let i = 0; i < n; i++) {
      const at = (this.next + i) % n;
      if ((this.downUntil.get(this.urls[at]!) ?? 0) <= now) {
        this.next = at + 1;
        return this.urls[at]!;
      }
    }
    return this.urls.reduce((a, b) => ((this.downUntil.get(b) ?? 0) < (this.downUntil.get(a) ?? 0) ? b : a));
  }

  /** A request to `url` failed (refused, reset, timed out): others take the next ones for a while. */
  failed(url: string, now = Date.now()): void {
    this.downUntil.set(url, now + this.holdMs);
  }
}
