import { type Api, bearer, unique } from './harness';

/**
 * Builders of request bodies and records shared by the end-to-end tests:
 * one place that knows what a valid client is.
 */

/** A valid client body; `over` sets or replaces fields. */
export const aClient = (over: Record<string, unknown> = {}) => ({ company_name: unique('Client '), type: 'organization', ...over });

/** A full client body (every address field), as a form would send it. */
export const aFullClient = (over: Record<string, unknown> = {}) =>
  aClient({ address: '1 Main St', city: 'Oslo', state: 'Oslo', zip: '0150', country: 'Norway', phone: '+4722334455', ...over });

/** Creates a client through the API (201 or the test fails); answers its record. */
export async function createClient(api: Api, token: string, over: Record<string, unknown> = {}): Promise<{ id: number; company_name: string } & Record<string, unknown>> {
  const res = await api.post('/api/clients').set(bearer(token)).send(aClient(over));
  if (res.status !== 201) throw new Error(`client: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.record;
}

/**
 * POSTs an invoice; while billing has not yet heard of a client made a
 * moment ago (422 on client_id), tries again for up to ~2 s. Answers the
 * last response.
 */
export async function postInvoiceWhenClientKnown(api: Api, token: string, body: Record<string, unknown>) {
  const deadline = Date.now() + 2000;
  for (;;) {
    const res = await api.post('/api/invoices').set(bearer(token)).send(body);
    if (res.status !== 422 || !res.body.errors?.client_id || Date.now() > deadline) return res;
    await new Promise((r) => setTimeout(r, 50));
  }
}
