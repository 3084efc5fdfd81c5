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

/** A valid team member body (staff, no role); `over` sets or replaces fields. */
export const aMember = (over: Record<string, unknown> = {}) => ({
  first_name: 'Team',
  last_name: 'Mate',
  email: `${unique('mate')}@example.com`,
  password: 'mate-password-1',
  ...over,
});

/** Creates a team member through the API (201 or the test fails); answers its record. */
export async function createMember(api: Api, token: string, over: Record<string, unknown> = {}): Promise<{ id: number; email: string } & Record<string, unknown>> {
  const res = await api.post('/api/team').set(bearer(token)).send(aMember(over));
  if (res.status !== 201) throw new Error(`member: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.record;
}

/** A valid task body with every field; `over` sets or replaces fields. */
export const aTask = (over: Record<string, unknown> = {}) => ({
  title: unique('Write the report '),
  description: 'Quarterly numbers',
  project_id: 7,
  assigned_to: [],
  priority: 'high',
  start_date: '2026-03-01',
  deadline: '2026-03-15',
  labels: ['finance', 'q1'],
  ...over,
});

/** A valid invoice body for `client_id`: two lines, 25.30 in all; `over` sets or replaces fields. */
export const anInvoice = (client_id: number, over: Record<string, unknown> = {}) => ({
  client_id,
  items: [
    { title: 'Design', quantity: 3, rate: 0.1 },
    { title: 'Hosting', quantity: 2, rate: 12.5 },
  ],
  due_date: '2026-04-30',
  ...over,
});

/** A phone number of the test range, likely unused. */
export const aPhone = () => `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

/** A staff member with a phone and a password to sign in with, created through the API. */
export async function createSignInMember(api: Api, token: string, phone = aPhone()): Promise<{ id: number; email: string; phone: string; password: string }> {
  const password = 'first-password';
  const { id, email } = await createMember(api, token, { first_name: 'Pat', last_name: 'Doe', email: `${unique('m')}@example.com`, password, phone });
  return { id, email, phone, password };
}
