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

  /** The replica the next request goes to, other than those in `except` (tried already): undefined when none is left. */
  pick(now = Date.now(), except: ReadonlySet<string> = new Set()): string | undefined {
    const n = this.urls.length;
    for (let i = 0; i < n; i++) {
      const at = (this.next + i) % n;
      const url = this.urls[at]!;
      if (!except.has(url) && (this.downUntil.get(url) ?? 0) <= now) {
        this.next = at + 1;
        return url;
      }
    }
    const left = this.urls.filter((u) => !except.has(u));
    return left.length ? left.reduce((a, b) => ((this.downUntil.get(b) ?? 0) < (this.downUntil.get(a) ?? 0) ? b : a)) : undefined;
  }

  /** A request to `url` failed (refused, reset, timed out): others take the next ones for a while. */
  failed(url: string, now = Date.now()): void {
    this.downUntil.set(url, now + this.holdMs);
  }
}
