import { type AuthedContext, Conflict } from '@bms/platform';

/**
 * What a retry of a create that answers a secret gets when the first was
 * done (its answer lost): the secret was shown once and is stored only as
 * a hash or sealed, so it cannot be answered again, and nothing is made
 * twice.
 */
export function secretGone(noun: string, id: number): Conflict {
  return new Conflict(`This request made ${noun} ${id} already; its secret was in that answer only. Delete it and make another.`);
}

/** 409 (secretGone) when this request's Idempotency-Key made a record already. */
export async function secretShownOnce(store: { madeUnder(c: NonNullable<AuthedContext['idempotency']>): Promise<{ _id: number } | null> }, ctx: AuthedContext, noun: string): Promise<void> {
  const made = ctx.idempotency && (await store.madeUnder(ctx.idempotency));
  if (made) throw secretGone(noun, made._id);
}
