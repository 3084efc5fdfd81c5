/**
 * One task at a time per key, in the order they came. The writes of one
 * record in one process wait their turn here instead of meeting at the
 * database, where all but one would have to read and plan again: thirty
 * PATCHes of one record cost thirty writes, not hundreds. Writes from other
 * processes still meet at the database, and the conditional write handles
 * them.
 */
export class SerialByKey {
  private readonly tails = new Map<string, Promise<void>>();

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const before = this.tails.get(key);
    let done!: () => void;
    const mine = new Promise<void>((resolve) => (done = resolve));
    this.tails.set(key, mine);
    try {
      if (before) await before;
      return await task();
    } finally {
      done();
      if (this.tails.get(key) === mine) this.tails.delete(key);
    }
  }

  /** How many keys have a task running or waiting. */
  get size(): number {
    return this.tails.size;
  }
}
