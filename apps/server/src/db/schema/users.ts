import { ROLES, USER_ETATS } from '@passerelle/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, inList, updatedAt } from './columns.js';

/** An account: client, candidate (condidat), admin or root (SPEC §3 User). */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    etat: text('etat').notNull().default('pending'),
    nom: text('nom'),
    prenom: text('prenom'),
    tel: text('tel'),
    /** Public URL of the profile photo. */
    img: text('img'),
    /** Storage key of the CV, and the name it was uploaded under. */
    cvKey: text('cv_key'),
    cvName: text('cv_name'),
    cvType: text('cv_type'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    cguAcceptedAt: timestamp('cgu_accepted_at', { withTimezone: true, mode: 'date' }),
    profileDone: boolean('profile_done').notNull().default(false),
    formationDone: boolean('formation_done').notNull().default(false),
    expDone: boolean('exp_done').notNull().default(false),
    /** Last time the user had a live connection (chat digest, inactivity). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }),
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true, mode: 'date' }),
    digestOptOut: boolean('digest_opt_out').notNull().default(false),
    /** Second factor (issue 9): the TOTP secret, encrypted; one being set up; the last step used; recovery code hashes. */
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true, mode: 'date' }),
    totpLastStep: integer('totp_last_step'),
    totpRecovery: text('totp_recovery').array().notNull().default(sql`'{}'::text[]`),
    /**
     * Set when the staff ban this very account, cleared when they validate, invalidate or unban it. A
     * company's members follow its owner's état (DECISIONS §6.3) except a member banned in person: that ban
     * stays until the staff lift it on that member (issue 28).
     */
    personalBanAt: timestamp('personal_ban_at', { withTimezone: true, mode: 'date' }),
    /** Set when the account was erased at its owner's request (RGPD); the row stays, anonymised. */
    /**
     * Retention (DECISIONS §6.2, CNIL): when the « Souhaitez-vous conserver votre compte ? » mail was sent, and
     * when the candidate last answered yes; the account is erased 30 days after the question without activity since.
     */
    retentionAskedAt: timestamp('retention_asked_at', { withTimezone: true, mode: 'date' }),
    retentionKeptAt: timestamp('retention_kept_at', { withTimezone: true, mode: 'date' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_role_etat_idx').on(t.role, t.etat),
    /**
     * The staff's inactive candidates (oldest activity first): the last live connection or session, else
     * the creation date, of the candidates not erased. The list's predicate and order read this expression.
     */
    index('users_candidate_activity_idx')
      .on(sql`coalesce(${t.lastSeenAt}, ${t.createdAt})`, t.id)
      .where(sql`${t.role} = 'condidat' AND ${t.deletedAt} IS NULL`),
    check('users_role_check', inList('role', ROLES)),
    check('users_etat_check', inList('etat', USER_ETATS)),
  ],
);

/** A server-side session named by the session JWT; revocable (DECISIONS §2). */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Settings the root changes at run time (one row each). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});
