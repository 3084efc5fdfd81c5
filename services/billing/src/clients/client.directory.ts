import { type AuthedContext, PEER_CONNECT_WAIT_MS, createClient, unary, Unavailable, ValidationError } from '@bms/platform';
import type { crm } from '@bms/protos';
import type { ClientProjection, ClientView } from './client.view';

type GrpcClient = ReturnType<typeof createClient>;

/** How long billing waits for crm about a client it does not know yet. */
const ASK_TIMEOUT_MS = 2_000;

/**
 * Whether a client id names a live client: by the projection kept from
 * crm's events first, and for an id it does not know yet (a client created
 * a moment ago, whose event is on its way) by asking crm, with the caller's
 * token; the answer goes into the projection (by version, as the events
 * do). A client still unknown is 422 that an Idempotency-Key never keeps;
 * crm out of reach is 503, never 422.
 */
export class ClientDirectory {
  constructor(
    private readonly projection: ClientProjection,
    private readonly crm: GrpcClient,
  ) {}

  async require(clientId: number, ctx: AuthedContext): Promise<void> {
    if (await this.projection.get(clientId)) return;
    const { deleted } = await this.projection.lookup([clientId]);
    if (!deleted.has(clientId) && (await this.ask(clientId, ctx))) return;
    throw ValidationError.unknownDependency('client_id', 'Unknown client.');
  }

  /** Whether billing has heard of the client's deletion (and of no restore since). */
  async isDeleted(clientId: number): Promise<boolean> {
    return (await this.projection.lookup([clientId])).deleted.has(clientId);
  }

  /**
   * What an invoice shows of its client: as billing last heard of it, even
   * when deleted since (an invoice sent to it is still its invoice); null
   * when billing has not heard of it.
   */
  async describe(clientId: number): Promise<ClientView | null> {
    return this.projection.held(clientId);
  }

  private async ask(clientId: number, ctx: AuthedContext): Promise<boolean> {
    let reply: crm.FindClientsReply__Output;
    try {
      reply = await unary<crm.FindClientsReply__Output>(this.crm, 'FindClients', { ids: [clientId] }, {
        token: ctx.token,
        timeoutMs: ASK_TIMEOUT_MS,
        connectWaitMs: PEER_CONNECT_WAIT_MS,
      });
    } catch {
      throw new Unavailable('Clients cannot be checked right now; try again shortly.');
    }
    const found = reply.clients.find((c) => Number(c.id) === clientId);
    if (!found) return false;
    await this.projection.upsert(clientId, { company_name: found.company_name, currency_symbol: found.currency_symbol, status: found.status }, Number(found.version));
    return true;
  }
}
