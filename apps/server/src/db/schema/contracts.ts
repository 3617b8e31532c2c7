import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, smallint, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, inList } from './columns.js';
import { missions } from './requests.js';
import { users } from './users.js';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * A mission's contract (DECISIONS §6.5): drawn when the mission is made (the original), signed once (the
 * signed PDF = the original's pages + the « Certificat de signature »). A signed contract never changes:
 * its row is only ever read afterwards.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    etat: text('etat').notNull().default('a_signer'),
    original: bytea('original').notNull(),
    /** SHA-256 (hex) of the original. */
    originalSha256: text('original_sha256').notNull(),
    signed: bytea('signed'),
    /** SHA-256 (hex) of the signed PDF: what the public check looks up. */
    signedSha256: text('signed_sha256'),
    signedAt: timestamp('signed_at', { withTimezone: true, mode: 'date' }),
    signerId: integer('signer_id').references(() => users.id, { onDelete: 'set null' }),
    /** The signer as the certificate prints it (kept: the account may change or go). */
    signerNom: text('signer_nom'),
    signerPrenom: text('signer_prenom'),
    signerEmail: text('signer_email'),
    signerIp: text('signer_ip'),
    signerUserAgent: text('signer_user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('contracts_mission_type_key').on(t.missionId, t.type),
    uniqueIndex('contracts_signed_sha256_key').on(t.signedSha256),
    check('contracts_type_check', inList('type', ['bon_commande', 'contrat_prestation'])),
    check('contracts_etat_check', inList('etat', ['a_signer', 'signe'])),
    check('contracts_signed_check', sql`(${t.etat} = 'signe') = (${t.signed} IS NOT NULL AND ${t.signedSha256} IS NOT NULL)`),
  ],
);

/** The signing code mailed to a signer: hashed, 10 minutes, 5 tries; a new code replaces the last. */
export const contractCodes = pgTable(
  'contract_codes',
  {
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    tries: smallint('tries').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [unique('contract_codes_contract_user_key').on(t.contractId, t.userId), index('contract_codes_user_idx').on(t.userId)],
);
