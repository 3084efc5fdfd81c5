import type * as grpc from '@grpc/grpc-js';
import type { identity } from '@bms/protos';
import { ValidationError } from './errors';
import { PEER_CONNECT_WAIT_MS, unary } from './grpc/client';
import type { AuthedContext } from './grpc/server';

/**
 * The users identity knows, asked now (not from a projection): a record
 * that names a user (a message's recipient, a client's owner) must name one
 * that exists when it is written. Asked with the caller's token: identity
 * answers FindUsers to any signed-in caller, so whoever may write the
 * record may have its users checked. Identity unreachable answers the
 * caller 503 (504 once its deadline passed), never a refusal of the user.
 */
export class UserDirectory {
  constructor(
    private readonly identity: grpc.Client,
    /** each call's deadline; unary's own by default */
    private readonly timeoutMs?: number,
  ) {}

  /** The ids of `ids` that name no user. */
  async unknown(ids: readonly number[], ctx: AuthedContext): Promise<number[]> {
    const wanted = [...new Set(ids)];
    if (!wanted.length) return [];
    const reply = await unary<identity.FindUsersReply__Output>(this.identity, 'FindUsers', { ids: wanted }, {
      token: ctx.token,
      requestId: ctx.requestId,
      timeoutMs: this.timeoutMs,
      connectWaitMs: PEER_CONNECT_WAIT_MS,
    });
    const found = new Set(reply.users.map((u) => Number(u.id)));
    return wanted.filter((id) => !found.has(id));
  }

  /** Throws a 422 on `field` naming the ids identity does not know. */
  async requireExisting(ids: readonly number[], field: string, ctx: AuthedContext): Promise<void> {
    const missing = await this.unknown(ids, ctx);
    if (missing.length) throw ValidationError.unknownDependency(field, `No such user: ${missing.join(', ')}.`);
  }
}
