import { CLIENT_TYPES } from '@passerelle/shared';
import { check, date, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, inList, updatedAt } from './columns.js';
import { users } from './users.js';

/** A client's company profile (SPEC §3 Client profile); names, phone and photo live on the user. */
export const clients = pgTable(
  'clients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    typeClient: text('type_client').notNull(),
    nomEntreprise: text('nom_entreprise').notNull(),
    dateCreation: date('date_creation', { mode: 'string' }).notNull(),
    resume: text('resume'),
    siteWeb: text('site_web'),
    secteur: text('secteur').notNull(),
    /**
     * The billing identity printed on the company's invoices (issue 19; all four or none, the shared schema's
     * rule): street line, postal code, city, SIREN (9 digits). Null for a company that has not given them yet.
     */
    adresse: text('adresse'),
    codePostal: text('code_postal'),
    ville: text('ville'),
    siren: text('siren'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [check('clients_type_client_check', inList('type_client', CLIENT_TYPES))],
);
