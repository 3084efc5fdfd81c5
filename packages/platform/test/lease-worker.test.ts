import { type Connection, connectMongo, createLogger, type Leased, type LeasedItem, LeaseQueue, LeaseWorker, UNLOCKED, withinDeadline } from '@bms/platform';
import { lossyConnection } from '../../../test/support/losing-proxy';
import { dbUrl, readStack } from '../../../test/support/stack';
import { until } from '../../../test/support/wait';

const logger = createLogger('test', process.env.TEST_LOG ?? 'silent');

interface Job extends LeasedItem {
  done_at?: Date;
}

/** A worker that marks each job done once its gate, if any, is opened. */
class GatedWorker extends LeaseWorker<Leased<Job>> {
  readonly gates = new Map<number, Promise<void>>();

  constructor(private readonly queue: LeaseQueue<Job>) {
    super(queue, logger, { what: 'jobs', concurrency: 1, leaseMs: 30_000, pollMs: 60_000 });
  }

  protected async attempt(job: Leased<Job>): Promise<void> {
    await this.gates.get(job._id);
    await this.queue.finish(job._id, job.lease, { status: 'done', next_attempt_at: null, done_at: new Date() } as Partial<Job>);
  }
}

/**
 * The lease worker against a real queue (the test stack's devdb): its
 * scheduling, which the webhook feed, the courier and the code requests
 * share.
 */
describe('a lease worker', () => {
  let conn: Connection;
  beforeAll(async () => {
    conn = await connectMongo(dbUrl(readStack(), `lease_worker_${Date.now()}`), logger);
  });
  afterAll(async () => {
    await conn.db!.dropDatabase();
    await conn.close();
  });

  it('goes on taking work after a kick that came while every slot was in flight', async () => {
    const col = conn.db!.collection<Job>(`jobs_${Date.now()}`);
    const queue = new LeaseQueue<Job>(col as never, { waiting: ['queued'] });
    const add = async (_id: number) => {
      await col.insertOne({ _id, status: 'queued', next_attempt_at: new Date(), locked_until: UNLOCKED, lease: null });
    };
    const worker = new GatedWorker(queue);
    let open!: () => void;
    worker.gates.set(1, new Promise<void>((r) => (open = r)));
    await add(1);
    worker.start();
    try {
      // Job 1 holds the only slot; new work arrives and kicks the worker meanwhile.
      await until(() => col.findOne({ _id: 1 }), (j) => j?.lease !== null, 5_000);
      await add(2);
      worker.kick();
      await new Promise((r) => setTimeout(r, 200));
      open();
      // Job 1's end frees the slot: job 2 is taken at once, not at the next poll (a minute away), nor never.
      const two = await until(() => col.findOne({ _id: 2 }), (j) => j?.status === 'done', 5_000);
      expect(two?.status).toBe('done');
      await add(3);
      worker.kick();
      expect((await until(() => col.findOne({ _id: 3 }), (j) => j?.status === 'done', 5_000))?.status).toBe('done');
    } finally {
      await worker.stop();
    }
  });

  it("bounds every database call of an attempt, the attempt's own code's included: one whose answer is lost gives its connection back", async () => {
    const name = `jobs_${Date.now()}`;
    const col = conn.db!.collection<Job>(name);
    await col.insertOne({ _id: 1, status: 'queued', next_attempt_at: new Date(), locked_until: UNLOCKED, lease: null });
    // The database answers every command but one: a find on `notes`, made by the attempt with no bound of its own.
    const lossy = await lossyConnection(conn.db!.databaseName, { name: 'find', collection: 'notes' }, logger);
    const outcomes: string[] = [];
    class NotingWorker extends LeaseWorker<Leased<Job>> {
      constructor(private readonly queue: LeaseQueue<Job>) {
        super(queue, logger, { what: 'jobs', concurrency: 1, leaseMs: 30_000, pollMs: 60_000, callTimeoutMs: 500 });
      }
      protected async attempt(job: Leased<Job>): Promise<void> {
        // As code of ours deep in an attempt makes its calls: under withinDeadline, with no bound passed down.
        try {
          await lossy.conn.db!.collection('notes').findOne({ job: job._id }, withinDeadline());
          outcomes.push('answered');
        } catch (err) {
          outcomes.push((err as Error).name);
        }
        await this.queue.finish(job._id, job.lease, { status: 'done', next_attempt_at: null } as Partial<Job>);
      }
    }
    const worker = new NotingWorker(new LeaseQueue<Job>(col as never, { waiting: ['queued'] }));
    worker.start();
    try {
      await until(async () => outcomes.length, (n) => n === 1, 10_000);
      expect(lossy.proxy.lost).toBe(1);
      // The driver failed the call at the worker's bound, rather than waiting for good.
      expect(outcomes).toEqual(['MongoOperationTimeoutError']);
      // ... and closed the connection whose answer never came: none stays checked out.
      await until(async () => lossy.checkedOut(), (n) => n === 0, 5_000);
    } finally {
      await worker.stop();
      await lossy.close();
    }
  });
});
