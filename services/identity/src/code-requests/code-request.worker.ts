import { type Leased, LeaseWorker, type Logger, timeLimit } from '@bms/platform';
import { loginKey, type Otps, type RecoveryCodes } from '../auth/codes';
import type { SecretBox } from '../connections/secrets';
import { nameOf } from '../courier/account-notices';
import type { CourierService } from '../courier/courier.service';
import type { UserDoc } from '../users/user.model';
import type { Vars } from '../courier/templates/render';
import type { UserRepository } from '../users/user.repository';
import type { CodeRequestDoc } from './code-request.model';
import type { CodeRequestRepository } from './code-request.repository';

/** The context a request's address and code are sealed under: they open on this request only. */
export const requestSealContext = (key: string) => `code-request:${key}`;

/** What a request holds, encrypted. */
export interface AskedCode {
  to: string;
  code: string;
}

/** How long a replica holds a request it took: one that died leaves it to another this much later. */
export const CODE_REQUEST_LEASE_MS = 15_000;
/** Each database call of a handling, and the handling as a whole, end well within the lease. */
const CALL_TIMEOUT_MS = 5_000;
const HANDLING_MS = 10_000;

export interface CodeRequestWorkerDeps {
  requests: CodeRequestRepository;
  box: SecretBox;
  users: UserRepository;
  otps: Otps;
  recovery: RecoveryCodes;
  courier: CourierService;
}

/**
 * Handles recorded code requests on a LeaseWorker: looks the address up
 * and, for an active user, takes one of the recipient's codes for the
 * hour, stores the code the request carries, and queues its message under
 * the request's key; then deletes the request. Each step may run again
 * (the replica handling it died, or the lease ran out) without effect: the
 * cap is counted once, the code stored once, the message queued once.
 */
export class CodeRequestWorker extends LeaseWorker<Leased<CodeRequestDoc>> {
  constructor(
    private readonly d: CodeRequestWorkerDeps,
    logger: Logger,
    opts: { concurrency: number; pollMs?: number },
  ) {
    super(d.requests, logger, { what: 'code requests', concurrency: opts.concurrency, pollMs: opts.pollMs, callTimeoutMs: CALL_TIMEOUT_MS, leaseMs: CODE_REQUEST_LEASE_MS });
  }

  protected async attempt(r: Leased<CodeRequestDoc>, signal: AbortSignal): Promise<void> {
    // Past its time the handling stops at its next step too (it is not left writing beside the retry that follows).
    const late = new AbortController();
    const outcome = await timeLimit(this.handle(r, AbortSignal.any([signal, late.signal])), HANDLING_MS, () => {
      late.abort();
      return new Error(`code request ${r._id}: not handled within ${HANDLING_MS} ms`);
    });
    if (outcome === 'given back') return;
    // Deleted with its address and code; a request another replica took meanwhile is that replica's to delete.
    const deleted = await this.call(this.d.requests.done(r, this.bound), 'deleting a handled code request');
    this.logger.debug({ code_request: r._id, kind: r.kind, outcome, deleted }, 'code request handled');
  }

  private async handle(r: Leased<CodeRequestDoc>, signal: AbortSignal): Promise<string> {
    if (r.expires_at <= new Date()) return 'lapsed';
    let asked: AskedCode;
    try {
      asked = JSON.parse(this.d.box.open(r.sealed, requestSealContext(r.key))) as AskedCode;
    } catch {
      // Sealed with a key derived from JWT_PRIVATE_KEY: another key cannot open it.
      return 'cannot be decrypted';
    }
    const user = await this.call(this.userOf(r, asked.to), 'looking up the address of a code request');
    if (!user) return 'no such active user';
    if (signal.aborted) return this.giveBack(r);
    // Handled before by a replica that died before deleting it: its message is queued already.
    if (await this.call(this.d.courier.queued(r.key), 'looking for the message of a code request')) return 'queued before';
    if (signal.aborted) return this.giveBack(r);
    if (!r.admitted) {
      // Counted for this request: counted again (the mark below lost), it takes nothing more.
      if (await this.call(this.d.courier.admits(r.kind, asked.to, r.key), 'counting a code against its recipient')) return 'capped';
      if (!(await this.call(this.d.requests.admitted(r, this.bound), 'marking a code request counted'))) throw new Error('the lease of a code request ran out');
    }
    if (signal.aborted) return this.giveBack(r);
    if (r.kind === 'recovery') {
      await this.call(this.d.recovery.keep(asked.code, user._id, asked.to, r.expires_at), 'storing a recovery code');
      if (signal.aborted) return this.giveBack(r);
      await this.queue(r, user, user.email!, this.d.recovery.vars(asked.code, nameOf(user)));
    } else {
      await this.call(this.d.otps.keep(loginKey(asked.to), asked.to, asked.code, user._id, r.expires_at, r.key), 'storing a sign-in code');
      if (signal.aborted) return this.giveBack(r);
      await this.queue(r, user, asked.to, this.d.otps.vars(asked.code));
    }
    return 'queued';
  }

  private async userOf(r: CodeRequestDoc, to: string): Promise<UserDoc | null> {
    const user = r.kind === 'recovery' ? await this.d.users.byEmail(to) : await this.d.users.byPhone(to);
    return user && user.status === 'active' && (r.kind !== 'recovery' || user.email) ? user : null;
  }

  private queue(r: CodeRequestDoc, user: UserDoc, to: string, vars: Vars) {
    const letter = { template: r.kind, to, userId: user._id, language: user.language, vars, expiresAt: r.expires_at, key: r.key };
    return this.call(this.d.courier.queue(letter), 'queueing the message of a code request');
  }

  private async giveBack(r: Leased<CodeRequestDoc>): Promise<'given back'> {
    await this.call(this.d.requests.release(r, this.bound), 'giving a code request back');
    return 'given back';
  }
}
