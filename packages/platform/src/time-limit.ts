/**
 * `work`, or the error `late()` makes if it has not settled within `ms`.
 * The work itself goes on (a promise cannot be stopped): this bounds how
 * long the caller waits, so that a reply that never comes (a lost
 * database answer, a resolver that hangs) cannot hold it up for good.
 */
export async function timeLimit<T>(work: Promise<T>, ms: number, late: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(late()), ms);
  });
  try {
    return await Promise.race([work, limit]);
  } finally {
    clearTimeout(timer);
  }
}
