import { type TaxDocumentName, type User } from '@store/contract';
import type { DbOrTx } from '#server/db/client';
import type { OutboxAttachment } from '#server/db/schema/index';
import { AppError } from '#server/lib/app-error';
import { storedDocumentPdf } from './document-pdfs';
import { documentFileName } from './invoice-pdf';
import { findCreditNoteByOrder, findDocumentByRef, findInvoiceByOrder } from './invoices.repository';
import type { TaxDocumentContent } from './tax-document';

// Who may download an order's invoice or credit note (issue 13 item 5): the
// customer whose account it was issued to, an admin, or the holder of the
// order's tracking token. Anyone else gets the same 404 as a missing document,
// so the answer never tells that someone else's order exists.

const missing = (document: TaxDocumentName) =>
  new AppError('ORDER_NOT_FOUND', 404, { sentence: document === 'invoice' ? 'INVOICE_NOT_FOUND' : 'CREDIT_NOTE_NOT_FOUND' });

/** Who asks: a signed-in user, or whoever holds the order's verified tracking token. */
export type DocumentReader = { kind: 'user'; user: User } | { kind: 'token' };

interface StoredDocument {
  id: string;
  userId: string | null;
  content: TaxDocumentContent;
}

async function findDocument(db: DbOrTx, orderId: string, document: TaxDocumentName): Promise<StoredDocument | null> {
  return document === 'invoice' ? findInvoiceByOrder(db, orderId) : findCreditNoteByOrder(db, orderId);
}

export interface DocumentPdf {
  fileName: string;
  pdf: Buffer;
}

export async function orderDocumentPdf(db: DbOrTx, reader: DocumentReader, orderId: string, document: TaxDocumentName): Promise<DocumentPdf> {
  const found = await findDocument(db, orderId, document);
  if (!found) throw missing(document);
  if (reader.kind === 'user' && reader.user.role !== 'admin' && found.userId !== reader.user._id) throw missing(document);
  const ref = { kind: document === 'invoice' ? 'invoice' : 'credit_note', id: found.id } as const;
  return { fileName: documentFileName(found.content), pdf: await storedDocumentPdf(db, ref, found.content) };
}

/** The PDF an outbox row names, the stored one (the row keeps only the document's id). */
export async function outboxAttachmentPdf(db: DbOrTx, attachment: OutboxAttachment): Promise<DocumentPdf> {
  const found = await findDocumentByRef(db, attachment);
  if (!found) throw new Error(`the ${attachment.kind} ${attachment.id} of an e-mail does not exist`);
  return { fileName: documentFileName(found.content), pdf: await storedDocumentPdf(db, attachment, found.content) };
}
