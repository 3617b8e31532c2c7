/**
 * What the banking files can refuse. Neither is an AppError: these are library errors, and the routes that
 * read or write the files give them their answer (DECISIONS §6.7): a statement the reader refuses is a 400
 * `releve.invalid` and nothing is recorded; a payout order the writer refuses is a bug or bad data of ours
 * (the service has checked the account, the IBANs and the amounts before).
 */

/** Why a bank statement file was refused; `detail` says where, in English, for the logs. */
export type StatementRefusal =
  /** More than MAX_STATEMENT_BYTES. */
  | 'too_large'
  /** Not UTF-8 (or the ISO-8859-1 / windows-1252 its declaration names), or characters XML forbids. */
  | 'encoding'
  /** A DOCTYPE or an entity declaration: refused before parsing, so XXE and entity expansion cannot happen. */
  | 'doctype'
  /** Not well-formed XML. */
  | 'malformed'
  /** Well-formed XML, but not an ISO 20022 camt.053 statement. */
  | 'not_camt053'
  /** A camt.053 statement whose content cannot be read (an amount, a date, an indicator). */
  | 'content';

export class StatementFileError extends Error {
  /** The error code of DECISIONS §6.7 the route answers with. */
  readonly code = 'releve.invalid' as const;
  constructor(
    readonly reason: StatementRefusal,
    readonly detail: string,
  ) {
    super(`camt.053 refused (${reason}): ${detail}`);
    this.name = 'StatementFileError';
  }
}

/** Why a payout order could not be written; `field` names the input at fault (`transfers[3].creditor.iban`). */
export type PayoutRefusal = 'no_transfer' | 'iban' | 'bic' | 'amount' | 'identifier' | 'text' | 'date';

export class PayoutFileError extends Error {
  constructor(
    readonly reason: PayoutRefusal,
    readonly field: string,
    detail: string,
  ) {
    super(`pain.001 not written (${reason} at ${field}): ${detail}`);
    this.name = 'PayoutFileError';
  }
}
