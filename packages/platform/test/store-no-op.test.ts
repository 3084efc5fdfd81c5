import { newEvent, OUTBOX_FIELD } from '@bms/platform';
import { eventsFixture, freshNamespace } from './events-fixture';

// An update whose changes leave the record as it is writes nothing: the
// version, updated_at and outbox stay as they were, and the record is
// answered as it is. Values compare as stored: dates by their time, arrays
// and objects by their content, null and absent alike.
describe('an update that changes nothing', () => {
  const fx = eventsFixture();

  it('is not written: same version, same updated_at, no event; a real change still is', async () => {
    const { store, model, relay, bus } = fx.setup(freshNamespace('noop'));
    try {
      const at = new Date('2026-01-31T00:00:00Z');
      const made = await store.create({ name: 'first', a: 1, tags: ['x', 'y'], at, nested: { k: 1, l: 'm' } } as never);
      const byId = { _id: made._id } as unknown as Record<string, never>;
      const stored = async () => (await model.collection.findOne(byId)) as Record<string, unknown>;
      const before = await stored();
      const event = () => newEvent('test.thing.updated', { id: made._id }, 1);
      for (const changes of [
        {},
        { name: 'first' },
        { a: 1, tags: ['x', 'y'], at: new Date(at.getTime()), nested: { l: 'm', k: 1 } },
        { b: undefined },
        { b: null },
      ]) {
        const answered = await store.update(made._id, changes as never, event);
        expect(answered).toMatchObject({ _id: made._id, name: 'first', version: 1, updated_at: before.updated_at });
        expect(answered).not.toHaveProperty(OUTBOX_FIELD);
      }
      expect(await stored()).toEqual(before);
      expect(await store.update(made._id + 1000, {}, event)).toBeNull();

      for (const changes of [{ tags: ['y', 'x'] }, { at: new Date(at.getTime() + 1) }, { nested: { k: 1 } }, { a: 2 }, { a: undefined }]) {
        const version = ((await stored()).version as number) + 1;
        expect(await store.update(made._id, changes as never, event)).toMatchObject({ version });
      }
      expect((await stored()).updated_at).not.toEqual(before.updated_at);
    } finally {
      await relay.stop();
      await bus.close();
    }
  }, 30_000);
});
