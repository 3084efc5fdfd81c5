/** Reads `get` until `ok` holds of what it read (then resolves with it), or throws after `timeoutMs` with the last value. */
export async function until<T>(get: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await get();
    if (ok(v)) return v;
    if (Date.now() > deadline) throw new Error(`not reached in time: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
