// The public entry of the invoices module: what other modules may import of it, and nothing else (docs/decisions/041).
export { renderAfterCommit } from './document-pdfs';
export { type CreditReason } from './invoice-texts';
export { issueCreditNoteIfInvoiced } from './invoice.service';
export { documentNumbersOf } from './invoices.repository';
export { outboxAttachmentPdf } from './order-document.service';
export { recordDocuments } from './order-documents';
