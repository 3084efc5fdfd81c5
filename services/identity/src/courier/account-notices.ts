import type { Logger } from '@bms/platform';
import type { RecoveryCodes } from '../auth/codes';
import type { UserDoc } from '../users/user.model';
import type { CourierService, Letter } from './courier.service';

const nameOf = (u: UserDoc) => `${u.first_name} ${u.last_name}`.trim();

/**
 * Emails about an account: a new member's invitation to choose a password,
 * and notices of a change of email (to the old address) or of password.
 * Queued after the change is written; one that cannot be queued is
 * logged, and the change stands.
 */
export class AccountNotices {
  constructor(
    private readonly courier: CourierService,
    private readonly recovery: RecoveryCodes,
    private readonly logger: Logger,
  ) {}

  /** A link (and code) to choose a first password, valid INVITATION_TTL_SECONDS. */
  async invitation(user: UserDoc): Promise<void> {
    if (!user.email) return;
    const to = { userId: user._id, email: user.email, name: nameOf(user), language: user.language };
    try {
      if (!(await this.recovery.issue(to, 'invitation'))) this.logger.warn({ user_id: user._id }, 'invitation not sent: its address had every code of this hour');
    } catch (err) {
      this.logger.error({ err, user_id: user._id }, 'invitation not queued');
    }
  }

  /** To the address the user had: it no longer signs in, and its owner should know where the account went. */
  emailChanged(before: UserDoc, newEmail: string): Promise<void> {
    if (!before.email) return Promise.resolve();
    return this.send({ template: 'email_changed', to: before.email, userId: before._id, language: before.language, vars: { name: nameOf(before), new_email: newEmail } });
  }

  passwordChanged(user: UserDoc): Promise<void> {
    if (!user.email) return Promise.resolve();
    return this.send({ template: 'password_changed', to: user.email, userId: user._id, language: user.language, vars: { name: nameOf(user) } });
  }

  private async send(l: Letter): Promise<void> {
    try {
      await this.courier.queue(l);
    } catch (err) {
      this.logger.error({ err, template: l.template, user_id: l.userId }, 'account notice not queued');
    }
  }
}

export { nameOf };
