import PdfKitDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { vatIncluded } from '@store/contract';
import { pdfText } from '#server-test/pdf-text';
import { orderRow } from '#server-test/order-rows';
import type { OrderRecord } from '../order-model/order-json';
import { buildInvoiceContent, formatDocumentNumber } from './invoice-content';
import { renderDocumentPdf } from './invoice-pdf';
import { FONT_FILES, wrap } from './pdf-text';

// What the buyer typed never breaks an invoice's layout (issue 26 item 11): a
// line break kept in a document issued before the API refused them makes no
// line of its own, a flood of them cannot push the document onto more pages,
// a long unbroken word wraps inside its box, and bidi controls print nothing.

const order = orderRow({
  number: 43,
  name: 'Layla\nTRN / 999999999999999',
  email: 'layla@example.ae',
  deliveryAddress: { emirate: 'Dubai', city: 'Dubai', area: '\u202EAl Barsha\u202C', street: 'W'.repeat(240), building: `Tower${'\n'.repeat(80)}End` },
  language: 'en',
  subtotalFils: 10_000,
  deliveryFeeFils: 0,
  codFeeFils: 0,
  vatFils: vatIncluded(10_000),
  totalFils: 10_000,
});
const items: OrderRecord['items'] = [{ id: 'i1', orderId: order.id, productId: null, title: 'Mouse', titleAr: null, image: null, unitPriceFils: 10_000, quantity: 1, discountFils: 0 }];
const seller = { legalName: 'Falcon Computers Trading LLC', address: 'Al Barsha, Dubai', trn: '100123456700003' };

describe('an invoice whose buyer typed line breaks, long words and bidi controls', () => {
  it('keeps the name on one line, the document on one page, and prints no control', async () => {
    const content = buildInvoiceContent({ order, items }, seller, { number: formatDocumentNumber('tax_invoice', 9), issuedAt: new Date('2026-11-24T21:30:00Z') });
    const text = pdfText(await renderDocumentPdf(content));
    // pdftotext ends every page with a form feed: one page.
    expect(text.split('\f').filter((page) => page.trim() !== '')).toHaveLength(1);
    // The fake TRN stays in the name's line, after the name: never a line of its own.
    const fake = text.split('\n').filter((line) => line.includes('999999999999999'));
    expect(fake).toHaveLength(1);
    expect(fake[0]).toMatch(/Layla TRN \/ 999999999999999/);
    expect(text).toContain('Al Barsha');
    // pdftotext marks each Arabic run it reads with U+202B … U+202C itself; the buyer's override (U+202E) is not printed.
    expect(text).not.toMatch(/[\u200E\u200F\u061C\u202A\u202D\u202E\u2066-\u2069]/);
    // The totals still come after the parties, on the same page.
    expect(text).toContain('100.00');
  });

  it('wraps a word wider than its box into pieces that each fit', () => {
    const doc = new PdfKitDocument({ size: 'A4' });
    doc.registerFont('regular', FONT_FILES.regular);
    doc.font('regular').fontSize(9);
    const lines = wrap(doc, `Villa ${'W'.repeat(120)} Street`, 200, 'ltr');
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(doc.widthOfString(line)).toBeLessThanOrEqual(200);
    expect(lines.join('')).toBe(`Villa${'W'.repeat(120)}Street`);
  });
});
