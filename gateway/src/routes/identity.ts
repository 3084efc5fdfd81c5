import { z } from 'zod';
import { auth, idParams, listOf, pageQuery, resultSchema, roles, team } from '@bms/contracts';
import { connectionRoutes } from './connections';
import { crud } from './crud';
import { alsoAnswers, route, type Route } from './route';
import type { RpcName } from '@bms/protos';

const call = (rpc: RpcName<'identity'>, request: (i: { body: Record<string, unknown> }) => unknown = ({ body }) => body) => ({
  domain: 'identity' as const,
  rpc,
  request,
});

const tag = 'Authentication';

const role = z.object({
  id: z.number().int(),
  title: z.string(),
  permissions: z.record(z.string(), z.array(z.string())),
  created_at: z.string(),
});

const apiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string().meta({ description: 'the first characters of the current secret' }),
  user_id: z.number().int().meta({ description: 'the creator, whom the key acts as' }),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  scopes: z
    .record(z.string(), z.array(z.string()))
    .nullable()
    .meta({ description: "module → actions the key is limited to (within its creator's grants); null: all of its creator's grants" }),
  expires_at: z.string().nullable().meta({ description: 'when the key stops working; null: never' }),
  rotated_at: z.string().nullable(),
  previous_key_expires_at: z
    .string()
    .nullable()
    .meta({ description: 'until when the secret replaced by the last rotation still works; null: it works no longer' }),
});

const apiKeyCreated = z.object({ record: apiKey, key: z.string().meta({ description: 'the secret, shown this once' }) });

/** JSON's {module: [actions]} as proto's map<module, {actions}>. */
const toProtoScopes = (scopes: unknown) =>
  scopes ? Object.fromEntries(Object.entries(scopes as Record<string, string[]>).map(([m, actions]) => [m, { actions }])) : {};

type ProtoApiKey = { scopes?: Record<string, { actions: string[] }> };

/** proto's scopes map as JSON: {module: [actions]}, or null for a key without scopes. */
function shapeApiKey(k: ProtoApiKey) {
  const entries = Object.entries(k.scopes ?? {});
  return { ...k, scopes: entries.length ? Object.fromEntries(entries.map(([m, a]) => [m, a.actions])) : null };
}

function shapeApiKeyCreated(reply: unknown) {
  const r = reply as { record: ProtoApiKey; key: string };
  return { ...r, record: shapeApiKey(r.record) };
}

/** proto's map<module, {actions}> as JSON's {module: [actions]}. */
function flattenPermissions(role: { permissions?: Record<string, { actions: string[] }> }) {
  return { ...role, permissions: Object.fromEntries(Object.entries(role.permissions ?? {}).map(([m, a]) => [m, a.actions])) };
}

const toProtoRole = (body: Record<string, unknown>) => {
  const p = body.permissions as Record<string, string[]> | undefined;
  return p ? { ...body, permissions: Object.fromEntries(Object.entries(p).map(([m, actions]) => [m, { actions }])) } : body;
};

export const identityRoutes: Route[] = [
  route({
    method: 'post',
    path: '/api/auth/login',
    tag,
    summary: 'Sign in by email and password, or by phone and one-time password',
    auth: 'public',
    limit: 'login',
    body: auth.loginBody,
    reply: auth.loginReply,
    errors: [401, 422],
    call: call('Login'),
  }),
  route({
    method: 'post',
    path: '/api/auth/send-otp',
    tag,
    summary: 'Send a sign-in code to a phone',
    auth: 'public',
    limit: 'send_otp',
    body: auth.sendOtpBody,
    reply: resultSchema,
    errors: [422],
    call: call('SendOtp'),
  }),
  route({
    method: 'get',
    path: '/api/auth/me',
    tag,
    summary: 'The signed-in user, with what it may do (permissions: module → actions; an admin: every module and action)',
    reply: auth.me,
    errors: [401],
    call: {
      ...call('Me', () => ({})),
      response: (reply) => {
        const r = reply as { user: object; permissions?: Record<string, { actions: string[] }> };
        return flattenPermissions({ ...r.user, permissions: r.permissions });
      },
    },
  }),
  route({
    method: 'post',
    path: '/api/auth/logout',
    tag,
    summary: 'Invalidate the current token (an API key is revoked with DELETE /api/api-keys/{id} instead: 422)',
    reply: resultSchema,
    errors: [401, 422],
    call: call('Logout', () => ({})),
    tokenBound: true,
  }),
  route({
    method: 'post',
    path: '/api/auth/request-reset-password',
    tag,
    summary: 'Email a password recovery code',
    auth: 'public',
    limit: 'recovery',
    body: auth.requestResetBody,
    reply: resultSchema,
    errors: [422],
    call: call('RequestPasswordReset'),
  }),
  route({
    method: 'post',
    path: '/api/auth/change-password',
    tag,
    summary: 'Choose a new password with a recovery code',
    auth: 'public',
    limit: 'recovery',
    body: auth.changePasswordBody,
    reply: resultSchema,
    errors: [422],
    call: call('ChangePassword'),
  }),
  route({
    method: 'post',
    path: '/api/auth/phone/change/send-otp',
    tag,
    summary: 'Send a code to the new phone number',
    body: auth.phoneChangeSendBody,
    reply: resultSchema,
    errors: [401, 422],
    call: call('SendPhoneChangeOtp'),
  }),
  route({
    method: 'post',
    path: '/api/auth/phone/change/verify-otp',
    tag,
    summary: 'Confirm the code; the phone number changes (409: another user took the number meanwhile)',
    limit: 'phone_verify',
    body: auth.phoneChangeVerifyBody,
    reply: resultSchema,
    errors: [401, 409, 422],
    call: call('VerifyPhoneChangeOtp'),
  }),

  ...crud({
    base: '/api/team',
    domain: 'identity',
    tag: 'Team',
    entity: 'TeamMember',
    plural: 'TeamMembers',
    body: team.teamMemberBody,
    putBody: team.teamMemberUpdateBody,
    query: team.teamListQuery,
    listItem: auth.user,
    item: auth.user,
  })
    // an email or phone taken at the same moment; deleting oneself, or an admin without being one
    .map(alsoAnswers(['post', 'put', 'patch', 'delete'], 409)),

  ...crud({
    base: '/api/roles',
    domain: 'identity',
    tag: 'Roles',
    entity: 'Role',
    plural: 'Roles',
    body: roles.roleBody,
    query: roles.roleListQuery,
    listItem: role,
    item: role,
  })
    // a role given to users cannot be deleted
    .map(alsoAnswers(['delete'], 409))
    .map((r) => ({
    ...r,
    call: r.call && {
      ...r.call,
      request: (i: Parameters<NonNullable<Route['call']>['request']>[0]) => r.call!.request({ ...i, body: toProtoRole(i.body) }),
      response: (reply: unknown) => {
        const o = reply as { record?: never; records?: never[] };
        if (o.record) return { ...o, record: flattenPermissions(o.record) };
        if (o.records) return { ...o, records: o.records.map(flattenPermissions) };
        return reply;
      },
    },
  })),

  route({
    method: 'post',
    path: '/api/api-keys',
    tag: 'API keys',
    summary: 'Create an API key acting as you, optionally limited to scopes and expiring (the secret is shown once)',
    body: roles.apiKeyBody,
    status: 201,
    reply: apiKeyCreated,
    call: {
      ...call('CreateApiKey', ({ body }) => ({ ...body, scopes: toProtoScopes(body.scopes) })),
      response: shapeApiKeyCreated,
    },
  }),
  route({
    method: 'get',
    path: '/api/api-keys',
    tag: 'API keys',
    summary: 'List API keys with their scopes, expiry, last use and rotation (never secrets): all for admins, else your own',
    query: pageQuery,
    list: apiKey,
    reply: listOf(apiKey),
    call: {
      domain: 'identity',
      rpc: 'ListApiKeys',
      request: ({ query }) => query,
      response: (r) => {
        const list = r as { records: ProtoApiKey[] };
        return { ...list, records: list.records.map(shapeApiKey) };
      },
    },
  }),
  route({
    method: 'post',
    path: '/api/api-keys/{id}/rotate',
    tag: 'API keys',
    summary: 'A new secret for the key (shown once); the old one keeps working for grace_seconds (default 24 h, 0: stops at once)',
    params: idParams,
    body: roles.apiKeyRotateBody,
    reply: apiKeyCreated,
    errors: [401, 403, 404, 409, 422],
    call: {
      domain: 'identity',
      rpc: 'RotateApiKey',
      request: ({ params, body }) => ({ id: params.id, grace_seconds: body.grace_seconds }),
      response: shapeApiKeyCreated,
    },
  }),
  route({
    method: 'delete',
    path: '/api/api-keys/{id}',
    tag: 'API keys',
    summary: 'Revoke an API key, at once (every secret of it)',
    params: idParams,
    reply: resultSchema,
    call: { domain: 'identity', rpc: 'DeleteApiKey', request: ({ params }) => ({ id: params.id }) },
  }),

  ...connectionRoutes,
];
