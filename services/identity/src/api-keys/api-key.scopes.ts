import type { Action, Caller, Permissions } from '@bms/platform';
import type { ApiKeyDoc } from './api-key.model';

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
  if (!isScoped(scopes)) return { adm: creator.is_admin, perm: creatorPerms };
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

/** Whether a key is limited to scopes (else it acts with all of its creator's grants). */
export const isScoped = (scopes: Permissions | undefined): scopes is Permissions => !!scopes && Object.keys(scopes).length > 0;

type KeyReach = Pick<ApiKeyDoc, 'scopes' | 'expires_at'>;

/**
 * Whether `key` is within `through`, the key the caller acts through: no
 * broader scopes (none at all is broader than any) and no later expiry.
 * A key may rotate only such keys, or it could take a secret of more than
 * it has.
 */
export function withinKey(key: KeyReach, through: KeyReach, caller: Caller): boolean {
  if (isScoped(through.scopes) && (!isScoped(key.scopes) || Object.keys(scopesBeyond(key.scopes, caller)).length > 0)) return false;
  if (through.expires_at && (!key.expires_at || key.expires_at > through.expires_at)) return false;
  return true;
}
