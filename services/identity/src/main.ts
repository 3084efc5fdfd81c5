import * as crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { createServiceRuntime, createTokenSigner, isDuplicateKey, type Logger, runProcess, searchTerms, Unauthenticated } from '@bms/platform';
import { serviceOf } from '@bms/protos';
import { type ApiKeyDoc, ApiKeyService } from './api-keys/api-key.service';
import { createAudit } from './audit/audit';
import { apiKeyTokenId, AuthService } from './auth/auth.service';
import { Otps, RecoveryCodes } from './auth/codes';
import { createCodeRequests } from './code-requests/code-requests';
import { type IdentityConfig, identityConfig } from './config';
import { createConnections } from './connections/connections';
import { AccountNotices } from './courier/account-notices';
import { checkCourierConfig, createCourier } from './courier/courier';
import { RoleService } from './roles/role.service';
import { identityHandlers, publicIdentityMethods } from './server';
import { Revocations } from './sessions/revocations';
import { TeamService } from './team/team.service';
import { Passwords } from './users/password';
import { userEventData } from './users/user.mapper';
import { UserRepository } from './users/user.repository';
import { createWebhooks } from './webhooks/webhooks';

/** The identity process: composition root; returns {start, stop}. */
export async function createIdentity(config: IdentityConfig) {
  const templates = checkCourierConfig(config);
  const rt = await createServiceRuntime('identity', 'bms.identity.v1.Identity', config);
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  redis?.on('error', (err) => rt.logger.warn({ err: err.message }, 'redis'));

  const passwords = new Passwords(config.HASH_CONCURRENCY);
  const users = new UserRepository(rt.conn, rt.counters, rt.relay);
  rt.serveRecords({ 'identity.user': { store: users.store, data: userEventData } });
  const revocations = new Revocations(rt.conn.db!, redis, config.REDIS_PREFIX);
  rt.useRevocationCheck(async (c) => {
    if (await revocations.isRevoked(c.jti, Number(c.sub), c.ims)) throw new Unauthenticated();
  });
  const roles = new RoleService(rt.conn, rt.counters, rt.relay, users, async (ids) => {
    for (const id of ids) await revocations.revokeUser(id, config.SESSION_TTL_SECONDS);
  });
  const apiKeys = new ApiKeyService(rt.conn, rt.counters, rt.relay, {
    revokeTokens: (key: ApiKeyDoc) =>
      revocations.revokeToken(apiKeyTokenId(key._id), Date.now() + config.API_KEY_TOKEN_TTL_SECONDS * 1000),
    forgetSecrets: async (hashes) => {
      for (const h of hashes) await revocations.forgetApiKey(h, config.API_KEY_TOKEN_TTL_SECONDS);
    },
  });
  const courier = createCourier(rt, config, templates);
  const recovery = new RecoveryCodes(rt.conn.db!, courier.service, config.RESET_CODE_TTL_SECONDS, config.INVITATION_TTL_SECONDS);
  const notices = new AccountNotices(courier.service, recovery, rt.logger);
  const otps = new Otps(rt.conn.db!, courier.service, config.OTP_TTL_SECONDS, config.OTP_MAX_ATTEMPTS);
  const codeRequests = createCodeRequests(rt, config, { users, otps, recovery, courier: courier.service });
  const auth = new AuthService({
    users,
    roles,
    apiKeys,
    passwords,
    otps,
    recovery,
    codeRequests: codeRequests.service,
    notices,
    revocations,
    sign: createTokenSigner(config.JWT_PRIVATE_KEY),
    sessionTtlSeconds: config.SESSION_TTL_SECONDS,
    apiKeyTokenTtlSeconds: config.API_KEY_TOKEN_TTL_SECONDS,
  });
  const team = new TeamService(users, roles, passwords, revocations, config.SESSION_TTL_SECONDS, notices, recovery);
  const connections = createConnections(rt, config);
  const webhooks = createWebhooks(rt, config);
  const audit = createAudit(rt, config);

  rt.server.add({
    definition: serviceOf('identity').service,
    handlers: identityHandlers({ auth, team, roles, apiKeys, users, connections: connections.service, webhooks: webhooks.service, courier: courier.service, audit: audit.service }),
    publicMethods: publicIdentityMethods,
  });

  await bootstrapAdmin(users, passwords, config, rt.logger);
  const pruning = setInterval(() => void revocations.prune().catch(() => undefined), 3_600_000);
  pruning.unref();
  const stopSeeding = revocations.keepComplete(config.SESSION_TTL_SECONDS, rt.logger);

  return {
    logger: rt.logger,
    async start() {
      const port = await rt.start([...webhooks.subscriptions, ...audit.subscriptions]);
      webhooks.start();
      connections.start();
      courier.start();
      codeRequests.start();
      audit.start();
      return port;
    },
    async stop() {
      clearInterval(pruning);
      // The code requests first: those it finishes queue their messages for the courier.
      await codeRequests.stop();
      await courier.stop();
      await connections.stop();
      audit.stop();
      stopSeeding();
      await webhooks.stop();
      await rt.stop();
      redis?.disconnect();
    },
  };
}

/** First start: an admin from BOOTSTRAP_ADMIN_* when there is no user at all. */
async function bootstrapAdmin(users: UserRepository, passwords: Passwords, config: IdentityConfig, logger: Logger) {
  if (await users.any()) return;
  const email = config.BOOTSTRAP_ADMIN_EMAIL.toLowerCase();
  const generated = !config.BOOTSTRAP_ADMIN_PASSWORD;
  const password = config.BOOTSTRAP_ADMIN_PASSWORD ?? crypto.randomBytes(12).toString('base64url');
  try {
    await users.create({
      first_name: 'Admin',
      last_name: 'User',
      email,
      password_hash: await passwords.hash(password),
      user_type: 'staff',
      is_admin: true,
      status: 'active',
      role_id: 0,
      job_title: 'Administrator',
      image: null,
      language: 'en',
      search_terms: searchTerms('Admin', 'User', email),
    });
  } catch (err) {
    // Another replica created it first.
    if (isDuplicateKey(err)) return;
    throw err;
  }
  if (generated) logger.warn({ email, password }, 'bootstrap admin created with a generated password; change it');
  else logger.info({ email }, 'bootstrap admin created');
}

if (require.main === module) runProcess('identity', () => createIdentity(identityConfig.load(process.env)));
