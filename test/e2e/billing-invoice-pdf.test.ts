import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Response } from 'supertest';
import { adminToken, bearer, binary, staffWith, type TestGateway, testGateway, unique } from '../support/harness';
import { createClient, postInvoiceWhenClientKnown } from '../support/builders';

/** The text of a PDF, as poppler's pdftotext reads it (lines kept in their columns). */
function pdfText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-pdf-'));
  try {
    const file = path.join(dir, 'invoice.pdf');
    fs.writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } catch (err) {
    if ((err as { code?: string }).code === 'ENOENT') {
      throw new Error('pdftotext is not installed: these tests read the invoice PDFs with it (apt-get install -y poppler-utils; `npm test` installs it when missing: scripts/test-deps.js)', {
        cause: err,
      });
    }
    throw err;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const today = () => new Date().toISOString().slice(0, 10);

describe('an invoice as PDF: GET /api/invoices/{id}/pdf', () => {
  let t: TestGateway;
  let admin: string;
  let client: { id: number; company_name: string };

  const items = [
    { title: 'Website design', quantity: 3, rate: 450 },
    { title: 'Hosting (12 months)', quantity: 12, rate: 19.99 },
    { title: 'On-site support — Łódź office', quantity: 1.5, rate: 80 },
  ];

  const createInvoice = async (body: Record<string, unknown>) => {
    const res = await postInvoiceWhenClientKnown(t.api, admin, body);
    if (res.status !== 201) throw new Error(`invoice: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.record as { id: number; invoice_number: string; total: number };
  };

  const pdf = (id: number | string, token = admin) =>
    t.api.get(`/api/invoices/${id}/pdf`).set(bearer(token)).buffer(true).parse(binary as never) as unknown as Promise<Response & { body: Buffer }>;

  beforeAll(async () => {
    t = testGateway();
    admin = await adminToken(t.api);
    client = await createClient(t.api, admin, { company_name: unique('Łódź Café 東京 '), currency_symbol: '€' });
  });
  afterAll(() => t.close());

  it('answers 200 application/pdf as an attachment named after the invoice number, with the API headers', async () => {
    const inv = await createInvoice({ client_id: client.id, items, due_date: '2026-04-30' });
    const res = await pdf(inv.id);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${inv.invoice_number}.pdf"`);
    expect(res.headers['content-length']).toBe(String(res.body.length));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-ratelimit-limit']).toEqual(expect.any(String));
    expect(res.headers['x-ratelimit-remaining']).toEqual(expect.any(String));
    expect(res.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Nothing in it comes from the clock: the same invoice gives the same bytes.
    expect((await pdf(inv.id)).body.equals(res.body)).toBe(true);
  });

  it('shows the number, dates, client, every line, the total in the client’s currency, and the status', async () => {
    const inv = await createInvoice({ client_id: client.id, items, due_date: '2026-04-30' });
    // 3 × 450 + 12 × 19.99 + 1.5 × 80
    expect(inv.total).toBe(1709.88);
    const text = pdfText((await pdf(inv.id)).body);
    expect(text).toContain(inv.invoice_number);
    expect(text).toMatch(new RegExp(`Invoice date\\s+${today()}`));
    expect(text).toMatch(/Due date\s+2026-04-30/);
    expect(text).toMatch(/Status\s+Draft/);
    // Helvetica has no Ł, ź or kanji: they print as L, z and ?, never as garbage or a 500.
    expect(text).toContain(`Lódz Café ?? ${client.company_name.slice('Łódź Café 東京 '.length)}`);
    const row = (title: string, ...cells: string[]) => new RegExp([title, ...cells].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+'));
    expect(text).toMatch(row('Website design', '3', '€450.00', '€1,350.00'));
    expect(text).toMatch(row('Hosting (12 months)', '12', '€19.99', '€239.88'));
    expect(text).toMatch(row('On-site support — Lódz office', '1.5', '€80.00', '€120.00'));
    expect(text).toMatch(/Total\s+€1,709\.88/);

    expect((await t.api.post(`/api/invoices/${inv.id}/send`).set(bearer(admin))).status).toBe(200);
    expect(pdfText((await pdf(inv.id)).body)).toMatch(/Status\s+Sent/);
  });

  it('runs over pages for an invoice of the most lines, each line shown', async () => {
    const many = Array.from({ length: 200 }, (_, i) => ({ title: `Item ${i + 1} ${'long description '.repeat(12)}`, quantity: 1, rate: 1000 }));
    const inv = await createInvoice({ client_id: client.id, items: many, due_date: '2026-05-31' });
    const res = await pdf(inv.id);
    expect(res.status).toBe(200);
    const text = pdfText(res.body);
    for (let i = 1; i <= 200; i++) expect(text).toMatch(new RegExp(`Item ${i} long`));
    expect(text).toMatch(/Total\s+€200,000\.00/);
    expect(text).toMatch(/page 2 of \d+/);
  });

  it('answers 404 for an unknown, malformed or deleted invoice', async () => {
    expect((await pdf(999_999_999)).status).toBe(404);
    expect((await pdf('abc')).status).toBe(404);
    const inv = await createInvoice({ client_id: client.id, items: items.slice(0, 1), due_date: '2026-04-30' });
    expect((await t.api.delete(`/api/invoices/${inv.id}`).set(bearer(admin))).status).toBe(200);
    const gone = await pdf(inv.id);
    expect(gone.status).toBe(404);
    expect(JSON.parse(gone.body.toString('utf8'))).toMatchObject({ success: false, message: 'Invoice not found.' });
  });

  it('needs invoices: read as reading the invoice does (403 without it), and a token (401)', async () => {
    const inv = await createInvoice({ client_id: client.id, items: items.slice(0, 1), due_date: '2026-04-30' });
    const nobody = await staffWith(t.api, admin, { clients: ['read'] });
    expect((await pdf(inv.id, nobody.token)).status).toBe(403);
    const reader = await staffWith(t.api, admin, { invoices: ['read'] });
    const res = await pdf(inv.id, reader.token);
    expect(res.status).toBe(200);
    expect(pdfText(res.body)).toContain(inv.invoice_number);
    expect((await t.api.get(`/api/invoices/${inv.id}/pdf`)).status).toBe(401);
    expect((await t.api.get(`/api/invoices/${inv.id}/pdf`).set(bearer('not-a-token'))).status).toBe(401);
  });

  it('is documented in /api/docs as a binary application/pdf reply with its file name header', async () => {
    const doc = (await t.api.get('/api/docs')).body;
    const op = doc.paths['/api/invoices/{id}/pdf'].get;
    expect(op.responses['200'].content).toEqual({ 'application/pdf': { schema: expect.objectContaining({ type: 'string', format: 'binary' }) } });
    expect(op.responses['200'].headers['Content-Disposition']).toMatchObject({ required: true });
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '404']));
  });
});
