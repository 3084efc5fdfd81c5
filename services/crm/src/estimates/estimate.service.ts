import type mongoose from 'mongoose';
import { estimates } from '@bms/contracts';
import { type Counters, type OutboxRelay, Store } from '@bms/platform';
import type { ClientDirectory } from '../clients/client.directory';
import { SalesDocuments } from '../sales/sales-document';
import { salesDocumentModel } from '../sales/sales-document.model';

const dates = { start: 'estimate_date', end: 'valid_until' };

/** Estimates (SPEC 4.6): priced offers to a client, valid from estimate_date until valid_until. */
export function estimateService(conn: mongoose.Connection, counters: Counters, relay: OutboxRelay, clients: ClientDirectory) {
  return new SalesDocuments(new Store(salesDocumentModel(conn, 'Estimate', 'estimates', dates), counters, relay), clients, {
    module: 'estimates',
    noun: 'Estimate',
    events: 'crm.estimate',
    body: estimates.estimateBody,
    query: estimates.estimateListQuery,
    dates,
    defaultStatus: 'draft',
  });
}

export type EstimateService = ReturnType<typeof estimateService>;
