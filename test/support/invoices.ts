import { anInvoice, createClient, postInvoiceWhenClientKnown } from './builders';
import { adminSession, bearer, fixture, type TestGateway, unique } from './harness';

export interface Invoice {
  id: number;
  invoice_number: string;
  client_id: number;
  status: string;
  total: number;
  due_date: string;
}

/**
 * What the invoice tests share: the admin's gateway, a client billing knows
 * of, and invoices for it unless told otherwise.
 */
export class Invoices {
  private constructor(
    readonly t: TestGateway,
    readonly admin: string,
    readonly client: number,
  ) {}

  /** Before the block's tests, an Invoices handed to `use`; closed after them. */
  static forTests(use: (invoices: Invoices) => void): void {
    fixture(
      async () => {
        const { t, admin } = await adminSession();
        return new Invoices(t, admin, await Invoices.newClient(t, admin));
      },
      (invoices) => invoices.t.close(),
      use,
    );
  }

  /** A client in crm (billing learns of it by crm's events). */
  private static async newClient(t: TestGateway, admin: string): Promise<number> {
    return (await createClient(t.api, admin, { company_name: unique('Billed ') })).id;
  }

  aClient(): Promise<number> {
    return Invoices.newClient(this.t, this.admin);
  }

  anInvoice(over: Record<string, unknown> = {}) {
    return anInvoice(this.client, over);
  }

  /**
   * Creates an invoice; while billing has not yet heard of a client made a
   * moment ago (422 on client_id), tries again for up to ~2 s.
   */
  createWhenKnown(body: Record<string, unknown>, token = this.admin) {
    return postInvoiceWhenClientKnown(this.t.api, token, body);
  }

  async create(over: Record<string, unknown> = {}): Promise<Invoice> {
    const res = await this.createWhenKnown(this.anInvoice(over));
    expect(res.status).toBe(201);
    return res.body.record as Invoice;
  }

  async detail(id: number) {
    return (await this.t.api.get(`/api/invoices/${id}`).set(bearer(this.admin))).body.record;
  }
}
