import type mongoose from 'mongoose';
import type { z } from 'zod';
import { contract } from '@bms/contracts';
import type { crm } from '@bms/protos';
import {
  type AuthedContext,
  Conflict,
  type Counters,
  dropDefaults,
  isReplace,
  newEvent,
  NotFound,
  type OutboxRelay,
  parseInput,
  parseUpdate,
  Store,
  isDuplicateKey,
} from '@bms/platform';
import type { ClientDirectory } from '../clients/client.directory';
import { checkDateOrder } from '../sales/line-items';
import { contractEventData, toContract } from './contract.mapper';
import { type ContractDoc, contractModel } from './contract.model';

type Body = z.output<typeof contract.contractBody>;

/**
 * The single contract of a client (SPEC 4.10), addressed by the
 * client's id: created once, then read and changed.
 */
export class ContractService {
  private readonly store: Store<ContractDoc>;

  constructor(
    conn: mongoose.Connection,
    counters: Counters,
    relay: OutboxRelay,
    private readonly clients: ClientDirectory,
  ) {
    this.store = new Store(contractModel(conn), counters, relay);
  }

  private event(verb: string, doc: ContractDoc, ctx: AuthedContext) {
    return newEvent(`crm.contract.${verb}`, contractEventData(doc), ctx.caller.user_id);
  }

  private async requireClient(clientId: number): Promise<void> {
    if (!(await this.clients.isLive(clientId))) throw new NotFound('Client not found.');
  }

  private async find(clientId: number): Promise<ContractDoc> {
    await this.requireClient(clientId);
    const doc = await this.store.findOne({ client_id: clientId });
    if (!doc) throw new NotFound('Contract not found.');
    return doc;
  }

  private fields(b: Body, ctx: AuthedContext, clientId: number, before?: ContractDoc) {
    const end = b.end_date || undefined;
    checkDateOrder({ start_date: b.start_date, end_date: end }, 'start_date', 'end_date');
    return {
      client_id: clientId,
      title: b.title,
      start_date: b.start_date,
      end_date: end,
      value: b.value ?? 0,
      status: b.status ?? 'draft',
      content: b.content ?? '',
      created_by: before?.created_by ?? ctx.caller.user_id,
    };
  }

  async get(req: { client_id: number }, ctx: AuthedContext): Promise<crm.ContractRecord> {
    ctx.caller.require('contracts', 'read');
    return { record: toContract(await this.find(req.client_id)) };
  }

  async create(req: { client_id: number; input?: unknown }, ctx: AuthedContext): Promise<crm.ContractRecord> {
    ctx.caller.require('contracts', 'create');
    const b = parseInput(contract.contractBody, dropDefaults((req.input ?? {}) as object));
    const made = ctx.idempotency && (await this.store.madeUnder(ctx.idempotency));
    if (made) return { record: toContract(made) };
    await this.requireClient(req.client_id);
    if (await this.store.exists({ client_id: req.client_id })) throw new Conflict('This client already has a contract.');
    try {
      const doc = await this.store.create(this.fields(b, ctx, req.client_id), (d) => this.event('created', d, ctx), ctx.idempotency);
      return { record: toContract(doc) };
    } catch (err) {
      // Two creates at once: the unique index lets one through.
      if (isDuplicateKey(err)) throw new Conflict('This client already has a contract.');
      throw err;
    }
  }

  async update(req: { client_id: number; input?: unknown; update_mask: string[] }, ctx: AuthedContext): Promise<void> {
    ctx.caller.require('contracts', 'update');
    const b = parseUpdate(contract.contractBody, { ...(req.input as object) }, req.update_mask);
    const { _id: id } = await this.find(req.client_id);
    const changes = (before: ContractDoc): Partial<ContractDoc> => {
      if (isReplace(req.update_mask)) return this.fields(b as Body, ctx, req.client_id, before);
      const partial: Partial<ContractDoc> = { ...(b as Partial<ContractDoc>) };
      if (b.end_date !== undefined) partial.end_date = b.end_date || undefined;
      checkDateOrder({ ...before, ...partial }, 'start_date', 'end_date', b.start_date !== undefined && b.end_date === undefined);
      return partial;
    };
    const updated = await this.store.update(id, changes, (after) => this.event('updated', after, ctx));
    if (!updated) throw new NotFound('Contract not found.');
  }
}
