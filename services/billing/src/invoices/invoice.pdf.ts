import type PDFKitModule from 'pdfkit';
import { fromMinor, lineTotalMinor } from '@bms/platform';
import { formatMoney, formatQuantity, printable } from './invoice.format';
import type { InvoiceItemDoc } from './invoice.model';

/** What an invoice's PDF shows: the invoice as stored, and what billing knows of its client. */
export interface InvoiceSheet {
  invoice_number: string;
  status: string;
  /** the invoice's own date (the day it was made), YYYY-MM-DD */
  issued_on: string;
  due_date: string;
  client: { name: string; address: string[] };
  /** the client's currency sign or code; '' for none */
  currency: string;
  items: readonly InvoiceItemDoc[];
  total: number;
  /** the PDF's metadata dates: the invoice's own, never the time of rendering */
  created_at: Date;
  updated_at: Date;
}

const PAGE = { size: 'A4' as const, margin: 50 };
const WIDTH = 595.28 - 2 * PAGE.margin;
const LEFT = PAGE.margin;
const RIGHT = LEFT + WIDTH;
const BOTTOM = 841.89 - PAGE.margin;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const MUTED = '#555555';
const RULE = '#bbbbbb';

/** The line table's columns: x, width and alignment. */
const COLUMNS = {
  description: { x: LEFT, width: 205, align: 'left' },
  quantity: { x: LEFT + 210, width: 55, align: 'right' },
  rate: { x: LEFT + 270, width: 105, align: 'right' },
  amount: { x: LEFT + 380, width: WIDTH - 380, align: 'right' },
} as const;
type Column = keyof typeof COLUMNS;

const BODY_SIZE = 9;
const ROW_GAP = 6;

/**
 * The invoice as a PDF (A4, the standard Helvetica fonts, nothing loaded
 * from outside). The same sheet gives the same bytes: the document's dates
 * and its id come from the invoice, not from the clock.
 */
export function renderInvoicePdf(sheet: InvoiceSheet): Promise<Buffer> {
  // Loaded on the first PDF, not with billing: pdfkit and its fonts' code hold ~6.6 MB of heap. The price is
  // once per process: that first require holds the thread ~170 ms (Node 26), docs/node-versions.md.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const PDFDocument = require('pdfkit') as typeof PDFKitModule;
  const doc = new PDFDocument({
    size: PAGE.size,
    margin: PAGE.margin,
    bufferPages: true,
    info: {
      Title: `Invoice ${sheet.invoice_number}`,
      Creator: 'bms billing',
      Producer: 'PDFKit',
      CreationDate: sheet.created_at,
      ModDate: sheet.updated_at,
    },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  heading(doc, sheet);
  lines(doc, sheet);
  totals(doc, sheet);
  footers(doc, sheet);
  doc.end();
  return done;
}

function heading(doc: PDFKit.PDFDocument, s: InvoiceSheet): void {
  doc.font(BOLD).fontSize(24).fillColor('black').text('INVOICE', LEFT, PAGE.margin);
  doc.font(BOLD).fontSize(12).text(printable(s.invoice_number), LEFT, PAGE.margin + 8, { width: WIDTH, align: 'right' });

  const top = PAGE.margin + 50;
  doc.font(FONT).fontSize(BODY_SIZE).fillColor(MUTED).text('Bill to', LEFT, top);
  doc.font(BOLD).fontSize(11).fillColor('black').text(printable(s.client.name), LEFT, top + 14, { width: 260 });
  doc.font(FONT).fontSize(BODY_SIZE);
  for (const line of s.client.address) doc.text(printable(line), { width: 260 });
  const leftEnd = doc.y;

  const facts: Array<[string, string]> = [
    ['Invoice number', printable(s.invoice_number)],
    ['Invoice date', s.issued_on],
    ['Due date', s.due_date],
    ['Status', s.status.charAt(0).toUpperCase() + s.status.slice(1)],
  ];
  let y = top;
  for (const [label, value] of facts) {
    doc.font(FONT).fontSize(BODY_SIZE).fillColor(MUTED).text(label, RIGHT - 220, y, { width: 100 });
    doc.font(BOLD).fillColor('black').text(value, RIGHT - 120, y, { width: 120, align: 'right' });
    y += 15;
  }
  doc.y = Math.max(leftEnd, y) + 25;
}

/** The line table; a row that would pass the page's foot starts a new page, under the table's header again. */
function lines(doc: PDFKit.PDFDocument, s: InvoiceSheet): void {
  tableHeader(doc);
  for (const item of s.items) {
    const cells: Record<Column, string> = {
      description: printable(item.title),
      quantity: formatQuantity(item.quantity),
      rate: formatMoney(item.rate, s.currency),
      amount: formatMoney(fromMinor(lineTotalMinor(item.quantity, item.rate)), s.currency),
    };
    doc.font(FONT).fontSize(BODY_SIZE);
    const height = doc.heightOfString(cells.description, { width: COLUMNS.description.width });
    if (doc.y + height + ROW_GAP > BOTTOM - 20) {
      doc.addPage();
      tableHeader(doc);
    }
    const y = doc.y;
    doc.font(FONT).fontSize(BODY_SIZE).fillColor('black').text(cells.description, COLUMNS.description.x, y, { width: COLUMNS.description.width });
    for (const col of ['quantity', 'rate', 'amount'] as const) fitted(doc, cells[col], col, y, FONT, BODY_SIZE);
    doc.y = y + height + ROW_GAP;
    rule(doc, doc.y - ROW_GAP / 2, '#e5e5e5');
  }
}

function tableHeader(doc: PDFKit.PDFDocument): void {
  const y = doc.y;
  const titles: Record<Column, string> = { description: 'Description', quantity: 'Qty', rate: 'Rate', amount: 'Amount' };
  doc.font(BOLD).fontSize(BODY_SIZE).fillColor(MUTED);
  for (const col of Object.keys(COLUMNS) as Column[]) {
    const c = COLUMNS[col];
    doc.text(titles[col], c.x, y, { width: c.width, align: c.align });
  }
  doc.y = y + 14;
  rule(doc, doc.y - 3, RULE);
  doc.y += 4;
}

/** The invoice's amounts as its record has them (only the total: it has no tax or discount). */
function totals(doc: PDFKit.PDFDocument, s: InvoiceSheet): void {
  if (doc.y + 40 > BOTTOM - 20) doc.addPage();
  const y = doc.y + 8;
  rule(doc, y - 4, RULE, RIGHT - 250);
  doc.font(BOLD).fontSize(11).fillColor('black').text('Total', RIGHT - 250, y + 2, { width: 60 });
  fitted(doc, formatMoney(s.total, s.currency), { x: RIGHT - 190, width: 190 }, y + 2, BOLD, 11);
  doc.y = y + 24;
}

/** "INV-000001 · page 1 of 2" at the foot of every page (below the margin, where text would otherwise start a page). */
function footers(doc: PDFKit.PDFDocument, s: InvoiceSheet): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(FONT)
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${printable(s.invoice_number)} · page ${i - start + 1} of ${count}`, LEFT, BOTTOM + 20, { width: WIDTH, align: 'center', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

/** One line, right-aligned in its column, in a smaller size when it would not fit (a long amount never wraps). */
function fitted(doc: PDFKit.PDFDocument, text: string, col: Column | { x: number; width: number }, y: number, font: string, size: number): void {
  const c = typeof col === 'string' ? COLUMNS[col] : col;
  let s = size;
  doc.font(font).fontSize(s);
  while (s > 5 && doc.widthOfString(text) > c.width) doc.fontSize((s -= 0.5));
  doc.fillColor('black').text(text, c.x, y, { width: c.width, align: 'right', lineBreak: false });
}

function rule(doc: PDFKit.PDFDocument, y: number, color: string, from = LEFT): void {
  doc.moveTo(from, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor(color).stroke();
}
