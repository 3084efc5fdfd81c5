import type { Action, Caller, Permissions } from '@bms/platform';

/** The grants a key's token carries. */
export interface KeyGrants {
  adm: boolean;
  perm: Permissions;
}

/**
 * What a key may do now: without scopes, all its creator may do (as a
 * session of the creator); with scopes, those of them its creator still
 * has. A scoped key is never an admin: only its modules and actions.
 */
export function effectiveGrants(scopes: Permissions | undefined, creator: { is_admin: boolean }, creatorPerms: Permissions): KeyGrants {
  if (!scopes || Object.keys(scopes).length === 0) return { adm: creator.is_admin, perm: creatorPerms };
  if (creator.is_admin) return { adm: false, perm: scopes };
  const perm: Permissions = {};
  for (const [module, actions] of Object.entries(scopes)) {
    const kept = actions.filter((a) => creatorPerms[module]?.includes(a));
    if (kept.length) perm[module] = kept;
  }
  return { adm: false, perm };
}

/** Field errors for the scopes beyond what the caller may do themselves. */
export function scopesBeyond(scopes: Permissions, caller: Caller): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [module, actions] of Object.entries(scopes)) {
    const over = actions.filter((a: Action) => !caller.can(module, a));
    if (over.length) errors[`scopes.${module}`] = [`Beyond your own grants: ${over.join(', ')}.`];
  }
  return errors;
}
