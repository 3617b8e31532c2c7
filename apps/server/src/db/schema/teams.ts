import { INTERVIEW_ETATS } from '@passerelle/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { candidates } from './candidates.js';
import { clients } from './clients.js';
import { createdAt, inList, updatedAt } from './columns.js';
import { offers } from './offers.js';
import { users } from './users.js';

/**
 * Client teams (DECISIONS §6.3, issue 18): a company (one `clients` record) has several client users.
 * `clients.user_id` stays the owner (the user who created the company profile); every member, the owner
 * included, has one row here, and a user belongs to one company at most. The company is found from any
 * member through this table (profiles.repository findClientByUserId).
 */
export const clientMembers = pgTable(
  'client_members',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    owner: boolean('owner').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('client_members_client_idx').on(t.clientId),
    // One owner per company.
    uniqueIndex('client_members_owner_key').on(t.clientId).where(sql`${t.owner}`),
  ],
);

/**
 * The members an owner removed (gap 4 of the issue-18 audit): the account stays, closed (`blocked`), and
 * this row says which company it left, so that that company's owner can invite the address again — the
 * link then reopens the same account (teams.service joinTeam) — and nobody else can.
 */
export const formerMembers = pgTable(
  'former_members',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    leftAt: timestamp('left_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('former_members_client_idx').on(t.clientId)],
);

/** An invitation to join a company: the link's token stored hashed, 7 days, single use (DECISIONS §6.3). */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('team_invitations_client_idx').on(t.clientId), index('team_invitations_email_idx').on(sql`lower(${t.email})`)],
);

/** A candidate on an offer's shortlist (once per offer and candidate); the candidate never sees it. */
export const shortlistItems = pgTable(
  'shortlist_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [unique('shortlist_items_offer_candidate_key').on(t.offerId, t.candidateId)],
);

/** One member's vote on a shortlisted candidate: 1 pour, -1 contre (0 removes the row). */
export const shortlistVotes = pgTable(
  'shortlist_votes',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => shortlistItems.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vote: smallint('vote').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.userId] }), check('shortlist_votes_vote_check', sql`${t.vote} IN (-1, 1)`)],
);

export const shortlistComments = pgTable(
  'shortlist_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    itemId: integer('item_id')
      .notNull()
      .references(() => shortlistItems.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('shortlist_comments_item_idx').on(t.itemId, t.id)],
);

/**
 * An interview a company proposes to a candidate (DECISIONS §6.3): 1–5 slots, then the one the candidate
 * picked. `sequence` counts the calendar updates sent for it (iCalendar SEQUENCE: the cancellation
 * must carry a higher one than the invitation for calendar apps to apply it).
 */
export const interviews = pgTable(
  'interviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    proposedBy: integer('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    etat: text('etat').notNull().default('propose'),
    creneaux: timestamp('creneaux', { withTimezone: true, mode: 'date' }).array().notNull(),
    creneau: timestamp('creneau', { withTimezone: true, mode: 'date' }),
    dureeMin: integer('duree_min').notNull(),
    lienVisio: text('lien_visio'),
    sequence: integer('sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('interviews_client_idx').on(t.clientId, t.id),
    index('interviews_candidate_idx').on(t.candidateId, t.id),
    check('interviews_etat_check', inList('etat', INTERVIEW_ETATS)),
    check('interviews_duree_check', sql`${t.dureeMin} IN (30, 45, 60)`),
  ],
);
