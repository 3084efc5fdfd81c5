import { isClaimTaken, mayBeDuplicateOn } from '@bms/platform';

// A duplicate-key error after an insert under an Idempotency-Key's claim: is
// it (maybe) the claim's index, so that the caller looks the claim up?
describe('isClaimTaken', () => {
  const dup = (over: object) => Object.assign(new Error('E11000 duplicate key error'), { code: 11000 }, over);

  it("says yes when MongoDB names the claim's index, no when it names another", () => {
    expect(isClaimTaken(dup({ keyPattern: { 'idempotency.key': 1 } }))).toBe(true);
    expect(isClaimTaken(dup({ keyPattern: { email: 1 } }))).toBe(false);
    expect(isClaimTaken(dup({ message: 'E11000 duplicate key error collection: crm.clients index: idempotency.key_1 dup key: { ... }' }))).toBe(true);
    expect(isClaimTaken(dup({ message: 'E11000 duplicate key error collection: crm.clients index: email_1 dup key: { ... }' }))).toBe(false);
  });

  it('says maybe (yes) when the server names no index, as devdb does; no for any other error', () => {
    expect(isClaimTaken(dup({ message: 'E11000 duplicate key error collection: files.files' }))).toBe(true);
    expect(isClaimTaken(Object.assign(new Error('boom'), { code: 2 }))).toBe(false);
    expect(isClaimTaken(null)).toBe(false);
  });
});

// The same question for any field's unique index (a contact's restore refused its primary mark).
describe('mayBeDuplicateOn', () => {
  const dup = (over: object) => Object.assign(new Error('E11000 duplicate key error'), { code: 11000 }, over);

  it('says yes for the named index or none named, no for another index or another error', () => {
    expect(mayBeDuplicateOn(dup({ keyPattern: { primary_of: 1 }, keyValue: { primary_of: 7 } }), 'primary_of')).toBe(true);
    expect(mayBeDuplicateOn(dup({ keyPattern: { email: 1, deleted_at: 1 } }), 'primary_of')).toBe(false);
    expect(mayBeDuplicateOn(dup({ message: 'E11000 duplicate key error collection: crm.contacts index: primary_of_1 dup key: { primary_of: 7 }' }), 'primary_of')).toBe(true);
    expect(mayBeDuplicateOn(dup({ message: 'E11000 duplicate key error collection: crm.contacts' }), 'primary_of')).toBe(true);
    expect(mayBeDuplicateOn(Object.assign(new Error('boom'), { code: 2 }), 'primary_of')).toBe(false);
  });
});
