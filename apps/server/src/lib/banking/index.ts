/**
 * Bank files (DECISIONS §6.7, docs/payments.md): the camt.053 statement reader, the matching of its credits to
 * open invoices, the pain.001.001.03 payout order writer. Pure library code: no database, no route.
 */
export {
  type BankStatement,
  CAMT053_NAMESPACE_RE,
  type EntryDirection,
  readCamt053,
  type StatementEntry,
  type StatementFile,
  type StatementTransaction,
} from './camt053.js';
export { PayoutFileError, type PayoutRefusal, StatementFileError, type StatementRefusal } from './errors.js';
export {
  findInvoiceNumbers,
  type MatchedPayment,
  matchStatement,
  type OpenInvoice,
  type OpenInvoices,
  releveAnswer,
  type StatementMatch,
  type UnmatchedCredit,
  type UnmatchedReason,
} from './matching.js';
export {
  buildPain001,
  PAIN001_NAMESPACE,
  type Pain001,
  type PayoutOrder,
  type PayoutTransfer,
  type SepaParty,
} from './pain001.js';
export { sepaBic, sepaIban, toSepaText } from './sepa-text.js';
export { MAX_STATEMENT_BYTES } from './xml-input.js';
