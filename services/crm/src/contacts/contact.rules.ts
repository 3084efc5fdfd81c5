import { Conflict, mayBeDuplicateOn, type ModuleDoc, type ModuleOptions, type Store } from '@bms/platform';

const TAKEN = "Another contact is this client's primary contact; unmark it first (is_primary false).";

/** The client whose primary contact this is: held under a unique index while the contact is primary and live. */
const primaryOf = (c: Record<string, unknown>): number | undefined => (c.is_primary === true ? Number(c.client_id) : undefined);

/**
 * What contacts have beyond a standard module (contacts.module.ts): at most
 * one primary contact per client. A primary contact holds its client's id
 * in `primary_of`, under a unique sparse index, so that of two marks at
 * the same moment (in any replica) one write holds and the other is
 * refused by MongoDB itself (409). Marking a second one answers 409 naming
 * the primary one: the caller unmarks it first. A delete frees the mark;
 * a restore takes it back unless another contact is primary meanwhile,
 * and then the contact comes back unmarked: also when the other took the
 * mark at the same moment (the index refused this restore's mark).
 */
export function contactModule(): ModuleOptions {
  return {
    storage: { fields: { primary_of: Number }, indexes: [{ key: { primary_of: 1 }, unique: true, sparse: true }] },
    rules: (store) => {
      const check = async (clientId: number | undefined, self: ModuleDoc | undefined) => {
        if (clientId === undefined || (self?.primary_of === clientId && self.client_id === clientId)) return;
        // By is_primary too: a contact marked before the mark was held (no primary_of) is still the primary one.
        const other = await primaryContact(store, clientId, self?._id);
        if (other) throw new Conflict(`Contact ${other._id} is this client's primary contact; unmark it first (is_primary false).`);
      };
      return {
        create: async (fields, _ctx, before) => {
          const primary_of = primaryOf(fields);
          await check(primary_of, before);
          return { ...fields, primary_of };
        },
        update: async (changes, before) => {
          if (!('is_primary' in changes) && !('client_id' in changes)) return changes;
          const primary_of = primaryOf({ ...before, ...changes });
          await check(primary_of, before);
          return { ...changes, primary_of };
        },
        beforeRestore: async (gone, _ctx, refused) => {
          const primary_of = primaryOf(gone);
          if (primary_of === undefined) return {};
          // The index refused the mark: another contact took it at the same moment (two restores, say), so this one comes back unmarked.
          if (refused !== undefined && mayBeDuplicateOn(refused, 'primary_of')) return { is_primary: false };
          return (await primaryContact(store, primary_of, gone._id)) ? { is_primary: false } : { primary_of };
        },
        clearedOnDelete: ['primary_of'],
        taken: TAKEN,
      };
    },
  };
}

function primaryContact(store: Store<ModuleDoc>, clientId: number, except: number | undefined): Promise<ModuleDoc | null> {
  return store.findOne({ client_id: clientId, is_primary: true, ...(except !== undefined ? { _id: { $ne: except } } : {}) });
}
