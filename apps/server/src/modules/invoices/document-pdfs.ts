import type { DbOrTx } from '#server/db/client';
import { renderDocumentPdf } from './invoice-pdf';
import { findDocumentByRef, findDocumentPdf, insertDocumentPdf, type DocumentRef } from './invoices.repository';
import type { TaxDocumentContent } from './tax-document';

// A tax document's PDF is rendered once (issue 26 item 15, docs/decisions/050):
// right after the transaction that issued the document commits, or, for a
// document issued before the PDFs were stored, on its first download or
// e-mail. Every later download and e-mail sends the stored bytes
// (tax_document_pdfs, insert-only), so a burst of downloads costs reads, not
// 130 to 170 ms of CPU each.

let renders = 0;

/** How many document PDFs this process has rendered: the tests' evidence that a document is rendered once. */
export function documentPdfRenders(): number {
  return renders;
}

/** Renders in progress in this process, by document: concurrent first downloads wait for one rendering. */
const rendering = new Map<string, Promise<Buffer>>();

async function renderAndStore(db: DbOrTx, ref: DocumentRef, content: TaxDocumentContent): Promise<Buffer> {
  renders += 1;
  return insertDocumentPdf(db, ref, await renderDocumentPdf(content));
}

/** The document's stored PDF; rendered and stored first when it has none yet. */
export async function storedDocumentPdf(db: DbOrTx, ref: DocumentRef, content: TaxDocumentContent): Promise<Buffer> {
  const stored = await findDocumentPdf(db, ref);
  if (stored) return stored;
  const key = `${ref.kind}:${ref.id}`;
  let pending = rendering.get(key);
  if (!pending) {
    pending = renderAndStore(db, ref, content).finally(() => rendering.delete(key));
    rendering.set(key, pending);
  }
  return pending;
}

/** Renders and stores one document's PDF; a failure leaves it to the first download, which answers (and logs) its own. */
async function storeDocumentPdf(db: DbOrTx, ref: DocumentRef): Promise<void> {
  try {
    const document = await findDocumentByRef(db, ref);
    if (document) await storedDocumentPdf(db, ref, document.content);
  } catch {
    // Nothing committed depends on it: the document stands, its PDF is made when first asked for.
  }
}

/** Documents issued and committed whose PDF is still to be made, oldest first; rendered one at a time. */
const queue: { db: DbOrTx; ref: DocumentRef }[] = [];
let draining: Promise<void> | null = null;

async function drain(): Promise<void> {
  try {
    for (let next = queue.shift(); next; next = queue.shift()) {
      // Other requests take their turn between two renderings (each holds the event loop for its time).
      await new Promise((resolve) => setImmediate(resolve));
      await storeDocumentPdf(next.db, next.ref);
    }
  } finally {
    draining = null;
  }
}

/**
 * After the issuing transaction committed (never inside it: it would hold the order's lock and the
 * series' number for the rendering's time), the new document's PDF is rendered in the background,
 * one document at a time, so the confirmation or cancellation answers without waiting for it. A
 * download or e-mail that comes first renders it itself, and the queued turn then finds it stored.
 */
export function renderAfterCommit(db: DbOrTx, ref: DocumentRef | null): void {
  if (!ref) return;
  queue.push({ db, ref });
  draining ??= drain();
}

/** When every document queued so far has its PDF (or failed to get one). */
export async function documentRendersSettled(): Promise<void> {
  // A document queued while the last one rendered keeps the same drain going: one wait is enough.
  await draining;
}

/** The app closes: its queued documents are dropped (their first download renders them), the one being rendered finishes. */
export async function stopDocumentRenders(db: DbOrTx): Promise<void> {
  for (let i = queue.length - 1; i >= 0; i -= 1) if (queue[i]?.db === db) queue.splice(i, 1);
  await documentRendersSettled();
}
