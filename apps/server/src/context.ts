import { EventEmitter } from 'node:events';
import type { ChatMessage } from '@passerelle/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config/env.js';
import type { Database, Db } from './db/client.js';
import type { DocumentReader } from './lib/documents/reader.js';
import type { FailureThrottle } from './lib/failure-throttle.js';
import type { Mailer } from './lib/mail/mailer.js';
import type { Storage } from './lib/storage.js';
import type { SessionTokens } from './lib/tokens.js';
import type { UserRow } from './modules/accounts/accounts.repository.js';
import type { InvoiceDrawings } from './modules/invoices/invoice-drawings.js';
import type { MatchIndex } from './modules/matching/match-index.js';
import type { SearchLogWriter } from './modules/matching/search-log.js';
import type { SkillCatalog } from './modules/skills/skill-catalog.js';

/** What happened in the domain, for the modules that react to it (notifications, sockets). */
export interface DomainEvents {
  'account.validated': [{ userId: number; actorId: number }];
  'account.blocked': [{ userId: number; actorId: number }];
  /** The owner erased the account (RGPD): its sockets close. */
  'account.deleted': [{ userId: number }];
  /**
   * Sessions ended (logout, refresh, password change or reset), after the commit: their sockets close on
   * every instance (DECISIONS §2, issue 28).
   */
  'sessions.revoked': [{ sessionIds: string[] }];
  /**
   * Root's second-factor policy for the staff changed (no userId), or a staff member's own second factor:
   * who may be in the socket's staff room is read again (issue 28).
   */
  'two_factor.changed': [{ userId?: number }];
  /** A chat message was stored; `user` is the user of the conversation. */
  'chat.message': [{ message: ChatMessage; user: UserRow }];
  /** An offer's shortlist changed (issue 18): its company's members looking at it reload it. */
  'shortlist.changed': [{ offerId: number; userIds: number[] }];
  /**
   * What a client alert matches changed for a candidate (after the commit): became active, skills or
   * availability saved (DECISIONS §6.2). Named by its candidate record, or by its user (moderation).
   */
  'candidate.changed': [{ candidateId?: number; userId?: number }];
  /** An offer became visible to candidates (published, or unblocked), after the commit. */
  'offer.visible': [{ offerId: number }];
  /** Notifications were stored for these users (after the commit). */
  'notifications.created': [{ userIds: number[] }];
  /**
   * Invoices these users read changed state (after the commit): a payout order confirmed executed makes the
   * freelancers' self-billed invoices « Versée » (issue 33); their open « Mes factures » reloads.
   */
  'invoices.changed': [{ userIds: number[] }];
}

export class AppEvents extends EventEmitter<DomainEvents> {}

/** The dependencies every module is built from; created once in buildApp. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  storage: Storage;
  tokens: SessionTokens;
  events: AppEvents;
  /** Failed logins, second factors and erasure passwords, counted in the database (every instance). */
  loginThrottle: FailureThrottle;
  /** The candidate search's in-memory index (modules/matching/match-index.ts). */
  matchIndex: MatchIndex;
  /** The search log's writer (modules/matching/search-log.ts): every search recorded, off the answer's path. */
  searchLog: SearchLogWriter;
  /** Briefs and CVs read in worker threads, within memory, time and queue bounds (lib/documents/reader.ts). */
  documents: DocumentReader;
  /** The Factur-X documents of issued invoices, drawn after the answer (modules/invoices/invoice-drawings.ts). */
  invoiceDrawings: InvoiceDrawings;
  /** The skill vocabulary as this instance resolves with it: shipped, plus the staff's additions (modules/skills). */
  skills: SkillCatalog;
  log: FastifyBaseLogger;
}
