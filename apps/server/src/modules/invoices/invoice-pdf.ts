import PdfKitDocument from 'pdfkit';
import { STORE_TIME_ZONE } from '@store/contract';
import { bilingual, creditReasonText, DOCUMENT_TITLES, LABELS, NOT_TAX_DOCUMENT, PAYMENT_METHODS, type Bilingual } from './invoice-texts';
import { drawText, FONT_FILES, measureText, type TextStyle } from './pdf-text';
import type { DocumentLine, TaxDocumentContent } from './tax-document';

// The PDF of an invoice or credit note (issue 13 item 5, docs/decisions/027):
// A4, English and Arabic side by side, drawn from the document's own content.

type Doc = InstanceType<typeof PdfKitDocument>;

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const MUTED = '#52606d';
const RULE = '#cbd2d9';
const SMALL: TextStyle = { size: 7.5, color: MUTED };
const BODY: TextStyle = { size: 9 };

const amount = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** "1,234.50": fils as AED with two decimals (the currency is named once on the page). */
export const formatAmount = (fils: number) => amount.format(fils / 100);

const dateFormat = new Intl.DateTimeFormat('en-GB', { timeZone: STORE_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' });
/** "24 November 2026", on the store's calendar (Asia/Dubai). */
export const formatDocumentDate = (iso: string) => dateFormat.format(new Date(iso));

const both = (text: Bilingual) => (text.ar ? `${text.en} / ${text.ar}` : text.en);

/**
 * A single-line field as one line of words (issue 26 item 11): a line break or
 * a control character kept in a document issued before the API refused them
 * never makes a line of its own (a fake "TRN" line under the buyer's name).
 */
// oxlint-disable-next-line no-control-regex -- on purpose: the control characters are what this removes
const oneLine = (value: string) => value.replace(/[\s\u0000-\u001F\u007F-\u009F]+/g, ' ').trim();

/** The most lines a party's field or a fact's value takes; the rest is cut with an ellipsis. */
const FIELD_LINES = 3;

/** A label in English at the left, its Arabic twin at the right, the value between them. */
function labelledRow(doc: Doc, label: Bilingual, value: string, y: number): number {
  const height = Math.max(
    drawText(doc, label.en, { x: PAGE.margin, y, width: 120, style: SMALL }),
    drawText(doc, oneLine(value), { x: PAGE.margin + 125, y, width: 265, style: { ...BODY, bold: true }, maxLines: FIELD_LINES }),
    drawText(doc, label.ar, { x: PAGE.margin + 395, y, width: CONTENT_WIDTH - 395, align: 'right', style: SMALL }),
  );
  return y + height + 2;
}

function drawHeader(doc: Doc, content: TaxDocumentContent): number {
  const title = DOCUMENT_TITLES[content.kind];
  let y = PAGE.margin;
  drawText(doc, title.en, { x: PAGE.margin, y, width: CONTENT_WIDTH / 2, style: { size: 20, bold: true } });
  drawText(doc, title.ar, { x: PAGE.margin + CONTENT_WIDTH / 2, y, width: CONTENT_WIDTH / 2, align: 'right', style: { size: 20, bold: true } });
  y += 36;
  if (content.kind === 'receipt' || content.kind === 'credit_note') {
    const warning = NOT_TAX_DOCUMENT[content.kind];
    doc.rect(PAGE.margin, y, CONTENT_WIDTH, 24).lineWidth(1.5).strokeColor('#b42318').stroke();
    drawText(doc, warning.en, { x: PAGE.margin + 8, y: y + 4, width: CONTENT_WIDTH / 2, style: { size: 11, bold: true, color: '#b42318' } });
    drawText(doc, warning.ar, { x: PAGE.margin + CONTENT_WIDTH / 2, y: y + 4, width: CONTENT_WIDTH / 2 - 8, align: 'right', style: { size: 11, bold: true, color: '#b42318' } });
    y += 34;
  }
  return y;
}

function drawFacts(doc: Doc, content: TaxDocumentContent, top: number): number {
  let y = top;
  const isCredit = content.kind === 'tax_credit_note' || content.kind === 'credit_note';
  const numberLabel = isCredit ? LABELS.creditNoteNumber : content.kind === 'tax_invoice' ? LABELS.invoiceNumber : LABELS.receiptNumber;
  y = labelledRow(doc, numberLabel, content.number, y);
  y = labelledRow(doc, LABELS.issueDate, formatDocumentDate(content.issuedAt), y);
  y = labelledRow(doc, LABELS.supplyDate, formatDocumentDate(content.suppliedAt), y);
  if ('invoice' in content) {
    y = labelledRow(doc, LABELS.creditedInvoice, `${content.invoice.number}, ${formatDocumentDate(content.invoice.issuedAt)}`, y);
    const reason = creditReasonText(content.reason);
    y = labelledRow(doc, LABELS.reason, typeof reason === 'string' ? reason : both(reason), y);
  }
  y = labelledRow(doc, LABELS.orderNumber, content.orderNumber, y);
  y = labelledRow(doc, LABELS.payment, both(PAYMENT_METHODS[content.paymentMethod]), y);
  return y + 8;
}

function drawParty(doc: Doc, label: Bilingual, lines: string[], x: number, top: number, width: number): number {
  let y = top;
  drawText(doc, label.en, { x, y, width, style: { ...SMALL, bold: true } });
  y += drawText(doc, label.ar, { x, y, width, align: 'right', style: { ...SMALL, bold: true } });
  doc.moveTo(x, y).lineTo(x + width, y).lineWidth(0.5).strokeColor(RULE).stroke();
  y += 3;
  for (const line of lines) y += drawText(doc, oneLine(line), { x, y, width, align: 'left', style: BODY, maxLines: FIELD_LINES });
  return y;
}

/** "TRN / الرقم الضريبي: 100…", or nothing: a TRN is never invented. */
const trnLine = (trn: string | null) => (trn ? [`${both(LABELS.trn)}: ${trn}`] : []);

function drawParties(doc: Doc, content: TaxDocumentContent, top: number): number {
  const half = (CONTENT_WIDTH - 20) / 2;
  const { seller, buyer } = content;
  const sellerEnd = drawParty(doc, LABELS.seller, [seller.name, ...seller.address, ...trnLine(seller.trn)], PAGE.margin, top, half);
  const buyerLines = [...(buyer.companyName ? [buyer.companyName] : []), buyer.name, ...buyer.address, ...trnLine(buyer.trn)];
  const buyerEnd = drawParty(doc, LABELS.buyer, buyerLines, PAGE.margin + half + 20, top, half);
  return Math.max(sellerEnd, buyerEnd) + 14;
}

/** The line table's columns: width and how a line fills it. */
const COLUMNS: { label: Bilingual; width: number; align: 'left' | 'right'; cell: (line: DocumentLine, index: number) => string }[] = [
  { label: LABELS.number, width: 18, align: 'left', cell: (_line, i) => String(i + 1) },
  { label: LABELS.description, width: 150, align: 'left', cell: (line) => line.description },
  { label: LABELS.quantity, width: 34, align: 'right', cell: (line) => String(line.quantity) },
  { label: LABELS.unitNet, width: 66, align: 'right', cell: (line) => formatAmount(line.unitNetFils) },
  { label: LABELS.net, width: 66, align: 'right', cell: (line) => formatAmount(line.netFils) },
  { label: LABELS.vatRate, width: 40, align: 'right', cell: (line) => `${line.vatRatePercent}%` },
  { label: LABELS.vat, width: 60, align: 'right', cell: (line) => formatAmount(line.vatFils) },
  { label: LABELS.gross, width: CONTENT_WIDTH - 434, align: 'right', cell: (line) => formatAmount(line.grossFils) },
];
const CELL_PAD = 3;

function drawTableHeader(doc: Doc, top: number): number {
  let x = PAGE.margin;
  let height = 0;
  for (const column of COLUMNS) {
    const box = { x: x + CELL_PAD, width: column.width - 2 * CELL_PAD, align: column.align };
    const en = drawText(doc, column.label.en, { ...box, y: top + 4, style: { ...SMALL, bold: true } });
    const ar = column.label.ar ? drawText(doc, column.label.ar, { ...box, y: top + 4 + en, style: SMALL }) : 0;
    height = Math.max(height, en + ar);
    x += column.width;
  }
  const bottom = top + height + 8;
  doc.moveTo(PAGE.margin, bottom).lineTo(PAGE.margin + CONTENT_WIDTH, bottom).lineWidth(1).strokeColor('#1f2933').stroke();
  return bottom + 4;
}

function drawLines(doc: Doc, lines: DocumentLine[], top: number): number {
  let y = drawTableHeader(doc, top);
  lines.forEach((line, index) => {
    const cells = COLUMNS.map((column) => column.cell(line, index));
    const rowHeight = Math.max(...COLUMNS.map((column, i) => measureText(doc, cells[i] ?? '', { width: column.width - 2 * CELL_PAD, style: BODY })));
    if (y + rowHeight > PAGE.height - PAGE.margin - 20) {
      doc.addPage();
      y = drawTableHeader(doc, PAGE.margin);
    }
    let x = PAGE.margin;
    COLUMNS.forEach((column, i) => {
      drawText(doc, cells[i] ?? '', { x: x + CELL_PAD, y, width: column.width - 2 * CELL_PAD, align: column.align, style: BODY });
      x += column.width;
    });
    y += rowHeight + 3;
    doc.moveTo(PAGE.margin, y - 1).lineTo(PAGE.margin + CONTENT_WIDTH, y - 1).lineWidth(0.5).strokeColor(RULE).stroke();
  });
  return y + 8;
}

function drawTotals(doc: Doc, content: TaxDocumentContent, top: number): number {
  let y = top;
  if (y + 90 > PAGE.height - PAGE.margin) {
    doc.addPage();
    y = PAGE.margin;
  }
  const isCredit = 'invoice' in content;
  const rows: [Bilingual, number, boolean][] = [
    [LABELS.totalNet, content.totals.netFils, false],
    [bilingual('pdf.label.totalVatAt', { rate: content.lines[0]?.vatRatePercent ?? 5 }), content.totals.vatFils, false],
    [isCredit ? LABELS.totalCredited : LABELS.totalGross, content.totals.grossFils, true],
  ];
  const left = PAGE.margin + CONTENT_WIDTH - 380;
  for (const [label, fils, strong] of rows) {
    const style: TextStyle = { size: strong ? 10.5 : 9, bold: strong };
    const height = Math.max(
      drawText(doc, label.en, { x: left, y, width: 125, style }),
      drawText(doc, label.ar, { x: left + 125, y, width: 165, align: 'right', style: { ...style, size: style.size - 1 } }),
      drawText(doc, `AED ${formatAmount(fils)}`, { x: left + 295, y, width: 85, align: 'right', style }),
    );
    y += height + 2;
  }
  drawText(doc, both(LABELS.currency), { x: PAGE.margin, y: y + 4, width: CONTENT_WIDTH, align: 'left', style: SMALL });
  return y + 20;
}

/** The document as a PDF file. */
export async function renderDocumentPdf(content: TaxDocumentContent): Promise<Buffer> {
  const title = DOCUMENT_TITLES[content.kind];
  const doc = new PdfKitDocument({
    size: 'A4',
    margin: PAGE.margin,
    // The issue date, not the rendering's: the same document renders to the same file.
    info: { Title: `${title.en} ${content.number}`, Author: content.seller.name, CreationDate: new Date(content.issuedAt) },
  });
  doc.registerFont('regular', FONT_FILES.regular);
  doc.registerFont('bold', FONT_FILES.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  let y = drawHeader(doc, content);
  y = drawFacts(doc, content, y);
  y = drawParties(doc, content, y);
  y = drawLines(doc, content.lines, y);
  drawTotals(doc, content, y);
  doc.end();
  return done;
}

/** "Tax-Invoice-INV-000001.pdf" */
export function documentFileName(content: Pick<TaxDocumentContent, 'kind' | 'number'>): string {
  return `${DOCUMENT_TITLES[content.kind].en.replace(/\s+/g, '-')}-${content.number}.pdf`;
}
