import * as crypto from 'node:crypto';
import type { ServiceRuntime } from '@bms/platform';
import { newOtp, newRecoveryCode, type Otps, type RecoveryCodes } from '../auth/codes';
import type { IdentityConfig } from '../config';
import { deriveKey, SecretBox } from '../connections/secrets';
import type { CourierService } from '../courier/courier.service';
import type { UserRepository } from '../users/user.repository';
import type { CodeRequestKind } from './code-request.model';
import { CodeRequestRepository } from './code-request.repository';
import { type AskedCode, CodeRequestWorker, requestSealContext } from './code-request.worker';

/**
 * Where a request for a code (a recovery email, a sign-in code by text) is
 * recorded before it is answered: one insert, the same work whether the
 * address is registered or not, so that neither the answer nor its time
 * tells. The address and a new code are kept encrypted until the worker
 * has handled the request, then deleted with it.
 */
export class CodeRequests {
  constructor(
    private readonly requests: CodeRequestRepository,
    private readonly box: SecretBox,
    private readonly ttlSeconds: Record<CodeRequestKind, number>,
    /** a request was recorded */
    private readonly onRecorded: () => void,
  ) {}

  async record(kind: CodeRequestKind, to: string): Promise<void> {
    const key = crypto.randomUUID();
    const asked: AskedCode = { to, code: kind === 'recovery' ? newRecoveryCode() : newOtp() };
    const sealed = this.box.seal(JSON.stringify(asked), requestSealContext(key));
    await this.requests.record({ kind, key, sealed, expires_at: new Date(Date.now() + this.ttlSeconds[kind] * 1000) });
    this.onRecorded();
  }
}

/** The code requests from configuration: the recording, the worker that handles them, the dropping of lapsed ones. */
export function createCodeRequests(
  rt: ServiceRuntime,
  c: IdentityConfig,
  deps: { users: UserRepository; otps: Otps; recovery: RecoveryCodes; courier: CourierService },
) {
  const requests = new CodeRequestRepository(rt.conn);
  const box = new SecretBox(deriveKey(c.JWT_PRIVATE_KEY, 'code-requests-v1'));
  const worker = new CodeRequestWorker({ ...deps, requests, box }, rt.logger, { concurrency: c.CODE_REQUEST_CONCURRENCY });
  const service = new CodeRequests(requests, box, { recovery: c.RESET_CODE_TTL_SECONDS, login_code: c.OTP_TTL_SECONDS }, () => worker.kick());
  let pruning: NodeJS.Timeout | undefined;
  return {
    service,
    start() {
      worker.start();
      // A worker drops a lapsed request when it takes it; these are the ones no worker took.
      pruning = setInterval(() => void requests.prune().catch((err: unknown) => rt.logger.warn({ err: String(err) }, 'code request pruning failed')), 60_000);
      pruning.unref();
    },
    /** Finishes what it took within a grace, gives the rest back (another replica takes it at once). */
    async stop() {
      if (pruning) clearInterval(pruning);
      await worker.stop();
    },
  };
}
