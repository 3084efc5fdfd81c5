import { type AuthedContext, UserDirectory as AskIdentity, ValidationError } from '@bms/platform';
import type { UserProjection } from './user.view';

/**
 * Whether user ids name users: by the projection first, and for ids it does
 * not know yet (a user created a moment ago, whose event is on its way) by
 * asking identity, with the caller's token (the platform's directory).
 */
export class UserDirectory {
  constructor(
    private readonly projection: UserProjection,
    private readonly identity: AskIdentity,
  ) {}

  /** The ids of `ids` that name no user. */
  async unknown(ids: readonly number[], ctx: AuthedContext): Promise<number[]> {
    const wanted = [...new Set(ids)];
    if (!wanted.length) return [];
    const { live, deleted } = await this.projection.lookup(wanted);
    // A user the projection has seen deleted is not asked about: it names no one.
    const unseen = new Set(await this.identity.unknown(wanted.filter((id) => !live.has(id) && !deleted.has(id)), ctx));
    return wanted.filter((id) => !live.has(id) && (deleted.has(id) || unseen.has(id)));
  }

  /** The ids of `ids` work has heard were deleted (no one is asked). */
  async knownDeleted(ids: readonly number[]): Promise<number[]> {
    const { deleted } = await this.projection.lookup([...new Set(ids)]);
    return ids.filter((id) => deleted.has(id));
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
