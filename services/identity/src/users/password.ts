import { Algorithm, hash, verify } from '@node-rs/argon2';

// argon2id at OWASP's minimum (19 MiB, t=2): ~14 ms of a core per hash.
const OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * Password hashing, bounded: at most `concurrency` hashes run at once, the
 * rest wait their turn, so a burst of sign-ins cannot starve the process.
 */
export class Passwords {
  private running = 0;
  private readonly queue: Array<() => void> = [];
  private dummy: Promise<string> | undefined;

  constructor(private readonly concurrency: number) {}

  hash(password: string): Promise<string> {
    return this.bounded(() => hash(password, OPTIONS));
  }

  verify(passwordHash: string, password: string): Promise<boolean> {
    return this.bounded(() => verify(passwordHash, password).catch(() => false));
  }

  /**
   * Spends the time of a verification when there is no user to verify, so
   * that a response does not tell whether the account exists.
   */
  async verifyNothing(password: string): Promise<false> {
    this.dummy ??= this.hash('not-a-real-password');
    await this.verify(await this.dummy, password);
    return false;
  }

  private async bounded<T>(fn: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) await new Promise<void>((r) => this.queue.push(r));
    this.running++;
    try {
      return await fn();
    } finally {
      this.running--;
      this.queue.shift()?.();
    }
  }
}
