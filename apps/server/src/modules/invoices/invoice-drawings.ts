import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import type { Db } from '../../db/client.js';
import type { InvoiceDocumentRow, InvoiceRow } from './invoices.repository.js';

/**
 * An invoice's stored Factur-X document, drawn now if it is not there yet (invoice-document.ts). The Factur-X engine
 * (PDF, fonts, images: some 20 MB once loaded) is loaded at the first document drawn, not at the start: most servers
 * draw none for hours (issue 34, the server's memory at idle).
 */
export async function invoiceDocument(db: Db, invoice: InvoiceRow): Promise<InvoiceDocumentRow> {
  return (await import('./invoice-document.js')).invoiceDocument(db, invoice);
}

/**
 * The Factur-X documents of just-issued invoices, drawn after the answer (issue 34). Drawing one costs some
 * 40–110 ms of CPU (docs/invoices.md); validateCra drew its two inside the request, so a validation waited for
 * them, and 20 validations at once each waited for most of the 40 (bench:cras). The invoices' numbers are
 * committed first, then their rows are queued here and drawn one at a time, so that the other core stays with
 * the requests. Nothing is lost if the process stops before: the first download draws a missing document from
 * the same row (invoiceDocument), and a document is written once whoever draws it first. The app drains the
 * queue when it closes, before the database.
 */
export class InvoiceDrawings {
  private readonly limit = pLimit(1);
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Queues the documents of invoices whose issue has committed. */
  later(...invoices: InvoiceRow[]): void {
    for (const invoice of invoices) {
      const job: Promise<void> = this.limit(() => invoiceDocument(this.db, invoice))
        .then(
          () => undefined,
          (error: unknown) =>
            this.log.error(
              { err: error, invoice: invoice.numero },
              'the invoice document was not stored; the first download will',
            ),
        )
        .finally(() => this.pending.delete(job));
      this.pending.add(job);
    }
  }

  /** Resolves once every queued document is drawn (closing, and tests that read the stored documents). */
  async flush(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
