import { type Connection, connectMongo, createLogger, type Leased, type LeasedItem, LeaseQueue, LeaseWorker, UNLOCKED, withinDeadline } from '@bms/platform';
import { lossyConnection } from '../../../test/support/losing-proxy';
import { dbUrl, readStack } from '../../../test/support/stack';
import { until } from '../../../test/support/wait';

const logger = createLogger('test', process.env.TEST_LOG ?? 'silent');

interface Job extends LeasedItem {
  done_at?: Date;
}

/** A worker that marks each job done once its gate, if any, is opened; it counts the attempts of each. */
class GatedWorker extends LeaseWorker<Leased<Job>> {
  readonly gates = new Map<number, Promise<void>>();
  readonly attempts = new Map<number, number>();

  constructor(
    private readonly queue: LeaseQueue<Job>,
    concurrency = 1,
  ) {
    super(queue, logger, { what: 'jobs', concurrency, leaseMs: 30_000, pollMs: 60_000 });
  }

  protected async attempt(job: Leased<Job>): Promise<void> {
    this.attempts.set(job._id, (this.attempts.get(job._id) ?? 0) + 1);
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

  /** A queue of its own, and how to add a job due now. */
  const jobs = () => {
    const col = conn.db!.collection<Job>(`jobs_${Date.now()}_${Math.random().toString(36).slice(2)}`);
    const queue = new LeaseQueue<Job>(col as never, { waiting: ['queued'] });
    const add = async (_id: number) => {
      await col.insertOne({ _id, status: 'queued', next_attempt_at: new Date(), locked_until: UNLOCKED, lease: null });
    };
    return { col, queue, add };
  };

  it('goes on taking work after a kick that came while every slot was in flight', async () => {
    const { col, queue, add } = jobs();
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

  it('never takes again a job it is still attempting, even once its lease has ended by the clock (a clock stepped forward)', async () => {
    const { col, queue, add } = jobs();
    const worker = new GatedWorker(queue, 2);
    let open!: () => void;
    worker.gates.set(1, new Promise<void>((r) => (open = r)));
    await add(1);
    worker.start();
    try {
      const held = await until(() => col.findOne({ _id: 1 }), (j) => j?.lease !== null, 5_000);
      // The wall clock steps a minute ahead: by it, the lease (30 s) has ended while the attempt goes on.
      await col.updateOne({ _id: 1 }, { $set: { locked_until: new Date(Date.now() - 30_000) } });
      await add(2);
      worker.kick();
      // The kick's pass took job 2 (the one free slot), not job 1 beside its own attempt.
      expect((await until(() => col.findOne({ _id: 2 }), (j) => j?.status === 'done', 5_000))?.status).toBe('done');
      expect((await col.findOne({ _id: 1 }))?.lease).toBe(held!.lease);
      open();
      expect((await until(() => col.findOne({ _id: 1 }), (j) => j?.status === 'done', 5_000))?.status).toBe('done');
      expect([worker.attempts.get(1), worker.attempts.get(2)]).toEqual([1, 1]);
    } finally {
      open();
      await worker.stop();
    }
  });

  it('answers a kick at once after the wall clock was stepped forward, not at its next poll', async () => {
    const { col, queue, add } = jobs();
    const worker = new GatedWorker(queue);
    // Only Date is faked: the wall clock, which the test steps; timers and performance.now (the monotonic clock) stay real.
    jest.useFakeTimers({
      advanceTimers: true,
      doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
    });
    try {
      worker.start();
      // Idle: the worker sleeps until its poll, a minute away.
      await new Promise((r) => setTimeout(r, 300));
      jest.setSystemTime(Date.now() + 10 * 60_000);
      await add(1);
      worker.kick();
      expect((await until(() => col.findOne({ _id: 1 }), (j) => j?.status === 'done', 5_000))?.status).toBe('done');
    } finally {
      await worker.stop();
      jest.useRealTimers();
    }
  });
});
