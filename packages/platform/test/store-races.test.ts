import { Contended } from '@bms/platform';
import { eventsFixture, freshNamespace } from './events-fixture';

// A write of a record re-reads and tries again while others write it between
// its read and its write; past 25 lost races it gives up, saying so.
describe('a write that keeps losing its races', () => {
  const fx = eventsFixture();

  it('is refused as Contended (409 with a retry time), having changed nothing, after 25 tries', async () => {
    const { store, model, relay, bus } = fx.setup(freshNamespace('race'));
    try {
      const made = await store.create({ name: 'first' });
      // Integer ids: the driver's typings assume ObjectId.
      const byId = { _id: made._id } as unknown as Record<string, never>;
      let tries = 0;
      const refused = await store
        .update(made._id, async (before) => {
          tries++;
          // Another process writes the record between this read and this write.
          await model.collection.updateOne(byId, { $set: { updated_at: new Date(before.updated_at.getTime() + 1), b: tries } });
          return { name: `mine ${tries}` };
        })
        .then(
          () => undefined,
          (err: unknown) => err,
        );
      expect(refused).toBeInstanceOf(Contended);
      expect(refused).toMatchObject({ kind: 'conflict', retryAfterSeconds: 1 });
      expect(tries).toBe(25);
      expect(await model.collection.findOne(byId)).toMatchObject({ name: 'first', b: 25 });
    } finally {
      await relay.stop();
      await bus.close();
    }
  }, 30_000);
});
