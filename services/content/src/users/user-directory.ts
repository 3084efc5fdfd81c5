import type { identity } from '@bms/protos';
import { type AuthedContext, PEER_CONNECT_WAIT_MS, unary, ValidationError } from '@bms/platform';

type GrpcClient = Parameters<typeof unary>[0];

/**
 * The users identity knows, asked now (not from a projection): a message
 * or an announcement must name users that exist when it is written.
 */
export class UserDirectory {
  constructor(
    private readonly identity: GrpcClient,
    private readonly timeoutMs: number,
  ) {}

  /** Throws a 422 on `field` naming the ids identity does not know. */
  async requireExisting(ids: number[], field: string, ctx: AuthedContext): Promise<void> {
    const wanted = [...new Set(ids)];
    if (!wanted.length) return;
    const reply = await unary<identity.FindUsersReply__Output>(this.identity, 'FindUsers', { ids: wanted }, {
      token: ctx.token,
      requestId: ctx.requestId,
      timeoutMs: this.timeoutMs,
      connectWaitMs: PEER_CONNECT_WAIT_MS,
    });
    const found = new Set(reply.users.map((u) => Number(u.id)));
    const missing = wanted.filter((id) => !found.has(id));
    if (missing.length) throw ValidationError.unknownDependency(field, `No such user: ${missing.join(', ')}.`);
  }
}
