import type mongoose from 'mongoose';
import { Projection } from '@bms/platform';

/**
 * What billing knows of a client, kept from crm's client events only
 * (EventPayloads['crm.client'], what crm's clients module publishes): billing neither reads crm's
 * database nor calls crm.
 */
export interface ClientView {
  company_name: string;
  currency_symbol: string;
  status: string;
}

export type ClientProjection = Projection<ClientView>;

export function clientProjection(conn: mongoose.Connection): ClientProjection {
  return new Projection<ClientView>(conn, 'clients');
}
