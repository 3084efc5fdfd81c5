import { type AuthedContext, PEER_CONNECT_WAIT_MS, unary, ValidationError } from '@bms/platform';

type GrpcClient = Parameters<typeof unary>[0];
import type { UserProjection } from './user.view';

/**
 * Whether user ids name users: by the projection first, and for ids it does
 * not know yet (a user created a moment ago, whose event is on its way) by
 * asking identity, with the caller's token.
 */
export class UserDirectory {
  constructor(
    private readonly projection: UserProjection,
    private readonly identity: GrpcClient,
  ) {}

  /** The ids of `ids` that name no user. */
  async unknown(ids: readonly number[], ctx: AuthedContext): Promise<number[]> {
    const wanted = [...new Set(ids)];
    if (!wanted.length) return [];
    const { live, deleted } = await this.projection.lookup(wanted);
    const ask = wanted.filter((id) => !live.has(id) && !deleted.has(id));
    const found = new Set<number>();
    if (ask.length) {
      const reply = await unary<{ users: Array<{ id: number | string }> }>(this.identity, 'FindUsers', { ids: ask }, { token: ctx.token, connectWaitMs: PEER_CONNECT_WAIT_MS });
      for (const u of reply.users) found.add(Number(u.id));
    }
    return wanted.filter((id) => !live.has(id) && !found.has(id));
  }

  /** The 422 message for unknown ids of `field`, or undefined when all are known. */
  async problem(ids: readonly number[], ctx: AuthedContext): Promise<string | undefined> {
    const unknown = await this.unknown(ids, ctx);
    if (!unknown.length) return undefined;
    return `Unknown user id${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.`;
  }

  async require(field: string, ids: readonly number[], ctx: AuthedContext): Promise<void> {
    const message = await this.problem(ids, ctx);
    if (message) throw ValidationError.unknownDependency(field, message);
  }
}
