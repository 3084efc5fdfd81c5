import type { identity } from '@bms/protos';
import type { AsyncHandlers } from '@bms/platform';
import type { ApiKeyService } from './api-keys/api-key.service';
import type { AuditService } from './audit/audit.service';
import type { AuthService } from './auth/auth.service';
import type { ConnectionService } from './connections/connection.service';
import type { CourierService } from './courier/courier.service';
import type { RoleService } from './roles/role.service';
import type { TeamService } from './team/team.service';
import type { UserRepository } from './users/user.repository';
import { toUser } from './users/user.mapper';
import type { WebhookService } from './webhooks/webhook.service';

const done = (message: string) => ({ success: true, message });

/** The Identity RPCs: thin, each one call into a service. */
export function identityHandlers(s: {
  auth: AuthService;
  team: TeamService;
  roles: RoleService;
  apiKeys: ApiKeyService;
  users: UserRepository;
  connections: ConnectionService;
  webhooks: WebhookService;
  courier: CourierService;
  audit: AuditService;
}): AsyncHandlers<identity.IdentityHandlers> {
  return {
    Login: (req) => s.auth.login(req),
    SendOtp: (req) => s.auth.sendOtp(req),
    Me: (_req, ctx) => s.auth.me(ctx),
    Logout: (_req, ctx) => s.auth.logout(ctx, ctx.caller.expires_at_ms),
    RequestPasswordReset: (req) => s.auth.requestPasswordReset(req),
    ChangePassword: (req) => s.auth.changePassword(req),
    SendPhoneChangeOtp: (req, ctx) => s.auth.sendPhoneChangeOtp(req, ctx),
    VerifyPhoneChangeOtp: (req, ctx) => s.auth.verifyPhoneChangeOtp(req, ctx),
    ExchangeApiKey: (req) => s.auth.exchangeApiKey(req),
    CheckSession: (req) => s.auth.checkSession(req),

    ListTeamMembers: (req, ctx) => s.team.list(req, ctx),
    GetTeamMember: (req, ctx) => s.team.get(req.id, ctx),
    CreateTeamMember: (req, ctx) => s.team.create(req, ctx),
    UpdateTeamMember: (req, ctx) => s.team.update(req, ctx).then(() => done('Team member updated.')),
    DeleteTeamMember: (req, ctx) => s.team.delete(req.id, ctx).then(() => done('Team member deleted.')),
    RestoreTeamMember: (req, ctx) => s.team.restore(req.id, ctx).then(() => done('Team member restored.')),

    ListRoles: (req, ctx) => s.roles.list(req, ctx),
    GetRole: (req, ctx) => s.roles.get(req.id, ctx),
    CreateRole: (req, ctx) => s.roles.create(req, ctx),
    UpdateRole: (req, ctx) => s.roles.update(req, ctx).then(() => done('Role updated.')),
    DeleteRole: (req, ctx) => s.roles.delete(req.id, ctx).then(() => done('Role deleted.')),
    RestoreRole: (req, ctx) => s.roles.restore(req.id, ctx).then(() => done('Role restored.')),

    CreateApiKey: (req, ctx) => s.apiKeys.create(req, ctx),
    ListApiKeys: (req, ctx) => s.apiKeys.list(req, ctx),
    DeleteApiKey: (req, ctx) => s.apiKeys.revoke(req.id, ctx).then(() => done('API key revoked.')),
    RotateApiKey: (req, ctx) => s.apiKeys.rotate(req, ctx),

    // Any signed-in caller may resolve user ids (for assignment pickers and
    // other services' checks); it reveals names, not secrets.
    FindUsers: async (req) => ({ users: (await s.users.byIds(req.ids.slice(0, 1000))).map(toUser) }),

    AuthorizeConnection: async (req, ctx) => s.connections.authorize(req, ctx),
    SaveConnectionToken: (req, ctx) => s.connections.saveToken(req, ctx),
    ListConnections: (_req, ctx) => s.connections.list(ctx),
    DisconnectConnection: (req, ctx) => s.connections.disconnect(req, ctx),

    ListWebhooks: (req, ctx) => s.webhooks.list(req, ctx),
    GetWebhook: (req, ctx) => s.webhooks.get(req.id, ctx),
    CreateWebhook: (req, ctx) => s.webhooks.create(req, ctx),
    UpdateWebhook: (req, ctx) => s.webhooks.update(req, ctx).then(() => done('Webhook updated.')),
    DeleteWebhook: (req, ctx) => s.webhooks.delete(req.id, ctx).then(() => done('Webhook deleted.')),
    ListWebhookDeliveries: (req, ctx) => s.webhooks.listDeliveries(req, ctx),
    ReplayWebhookDelivery: (req, ctx) => s.webhooks.replay(req.id, ctx),

    ListMessages: (req, ctx) => s.courier.list(req, ctx),
    ListAuditLog: (req, ctx) => s.audit.list(req, ctx),
    ExportAuditLog: (req, ctx) => s.audit.export(req, ctx),
    VerifyAuditLog: (req, ctx) => s.audit.verify(req, ctx),
  };
}

/** RPCs that answer without a token. */
export const publicIdentityMethods = [
  'Login',
  'SendOtp',
  'RequestPasswordReset',
  'ChangePassword',
  'ExchangeApiKey',
  'CheckSession',
] as const;
