import * as grpc from '@grpc/grpc-js';
import { createClient, createGrpcServer, createLogger, type GrpcServer, serviceDeadline, Unauthenticated, unary } from '@bms/platform';
import { jsonService } from './json-service';

const { definition, Client } = jsonService('Ask');
type Ask = { Ask: grpc.handleUnaryCall<{ timeoutMs?: number }, { deadline: number | null }> };

/** A server whose Ask answers with what `ask` makes of the call's context. */
async function serve(ask: (req: { timeoutMs?: number }, deadline: number | undefined) => Promise<{ deadline: number | null }>) {
  const server = createGrpcServer({
    logger: createLogger('test', 'silent'),
    verifyToken: () => {
      throw new Unauthenticated();
    },
    serviceName: 't.T',
  });
  server.add<Ask>({ definition, publicMethods: ['Ask'], handlers: { Ask: (req, ctx) => ask(req, ctx.deadline) } });
  const port = await server.start('127.0.0.1', 0);
  return { server, address: `127.0.0.1:${port}` };
}

/**
 * A service that calls another on behalf of a request (a projection asking
 * the owner of a record, a check of users) passes on the time the request
 * has left: the inner call ends when the outer must answer, not 10 s later.
 */
describe('a call made while serving a request', () => {
  let servers: GrpcServer[] = [];
  let clients: grpc.Client[] = [];
  afterEach(async () => {
    clients.forEach((c) => c.close());
    await Promise.all(servers.map((s) => s.stop(1000)));
    servers = [];
    clients = [];
  });

  /** outer → inner; the deadline the inner service saw, and the outer's own. */
  async function chain(outerTimeoutMs: number, innerTimeoutMs?: number) {
    const inner = await serve(async (_req, deadline) => ({ deadline: deadline ?? null }));
    const innerClient = createClient<grpc.Client>(Client, inner.address);
    let outerDeadline: number | undefined;
    const outer = await serve(async (req, deadline) => {
      outerDeadline = deadline;
      return unary(innerClient, 'Ask', {}, { timeoutMs: req.timeoutMs });
    });
    const outerClient = createClient<grpc.Client>(Client, outer.address);
    servers.push(inner.server, outer.server);
    clients.push(innerClient, outerClient);
    const called = Date.now();
    const reply = await unary<{ deadline: number | null }>(outerClient, 'Ask', { timeoutMs: innerTimeoutMs }, { timeoutMs: outerTimeoutMs });
    return { called, innerDeadline: reply.deadline!, outerDeadline: outerDeadline! };
  }

  it('passes on the time its request has left, not a fresh 10 s', async () => {
    // A deadline crosses as the time left (grpc-timeout), so a receiver sees it later by the time the
    // call took to reach it: up to 500 ms is allowed for that on a busy machine. With 8 s, the outer
    // service stops 2 s short (serviceDeadline): each bound below tells the deadlines apart by more.
    const { called, innerDeadline, outerDeadline } = await chain(8_000);
    expect(outerDeadline).toBeLessThanOrEqual(called + 8_000 + 500);
    // The outer service stops short of its caller's deadline, and its call to the inner one with it.
    const serving = serviceDeadline(outerDeadline, called)!;
    expect(innerDeadline).toBeGreaterThan(called);
    expect(innerDeadline).toBeLessThanOrEqual(serving + 500);
    expect(innerDeadline).toBeGreaterThan(serving - 1_000);
  });

  it('keeps a shorter limit of its own', async () => {
    const { called, innerDeadline } = await chain(5_000, 800);
    expect(innerDeadline).toBeLessThanOrEqual(Date.now() + 800);
    expect(innerDeadline - called).toBeLessThan(1_500);
  });

  it('outside any request (a rebuild, a worker), takes its own limit', async () => {
    const inner = await serve(async (_req, deadline) => ({ deadline: deadline ?? null }));
    const client = createClient<grpc.Client>(Client, inner.address);
    servers.push(inner.server);
    clients.push(client);
    const called = Date.now();
    const reply = await unary<{ deadline: number }>(client, 'Ask', {}, { timeoutMs: 7_000 });
    expect(reply.deadline - called).toBeGreaterThan(6_000);
  });
});
