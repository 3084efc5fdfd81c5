import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

/**
 * Libraries a process uses only for some requests or some settings are
 * loaded when first used, not at start: each holds megabytes of heap in
 * every process that loads it, and the all-in-one process loads every
 * service (docs/node-versions.md). What a fresh Node has loaded after
 * requiring every process's entry point, and after the first use.
 */
function loadedAfter(script: string): string[] {
  const mains = ['gateway', ...['billing', 'content', 'crm', 'files', 'identity', 'work'].map((s) => join('services', s))];
  const run = `
    for (const m of ${JSON.stringify(mains)}) require(require('node:path').join(${JSON.stringify(ROOT)}, m, 'dist', 'main.js'));
    (async () => {
      ${script}
      const names = new Set(Object.keys(require.cache).map((f) => /node_modules\\/((?:@[^/]+\\/)?[^/]+)\\/(?!.*node_modules)/.exec(f)?.[1]).filter(Boolean));
      process.stdout.write(JSON.stringify([...names]));
    })();`;
  return JSON.parse(execFileSync(process.execPath, ['-e', run], { cwd: ROOT, encoding: 'utf8' })) as string[];
}

const ON_DEMAND = ['pdfkit', 'nodemailer', '@opentelemetry/exporter-trace-otlp-http', '@opentelemetry/sdk-trace'];

describe('libraries loaded on demand', () => {
  it('are not loaded by any process at start', () => {
    const loaded = loadedAfter('');
    expect(loaded).toEqual(expect.arrayContaining(['mongoose', '@grpc/grpc-js', 'express']));
    expect(loaded.filter((name) => ON_DEMAND.includes(name))).toEqual([]);
  });

  it('are loaded where they are used: an invoice PDF, a mail server', () => {
    const loaded = loadedAfter(`
      const { renderInvoicePdf } = require(${JSON.stringify(join(ROOT, 'services/billing/dist/invoices/invoice.pdf.js'))});
      const { smtpEmail } = require(${JSON.stringify(join(ROOT, 'services/identity/dist/courier/providers/smtp.provider.js'))});
      const day = new Date('2026-01-02T00:00:00Z');
      const pdf = await renderInvoicePdf({ invoice_number: 'INV-1', status: 'draft', issued_on: '2026-01-02', due_date: '2026-02-01',
        client: { name: 'Acme AS', address: [] }, currency: 'NOK', items: [], total: 0, created_at: day, updated_at: day });
      if (pdf.subarray(0, 5).toString() !== '%PDF-') throw new Error('not a PDF');
      smtpEmail({ url: 'smtp://mail.example.invalid:2525', from: 'BMS <no-reply@example.com>', timeoutMs: 1000 }).close();`);
    expect(loaded).toEqual(expect.arrayContaining(['pdfkit', 'nodemailer']));
  });
});
