import type { OfferEtat } from '@passerelle/shared';
import { and, count, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applications, clients, offers, users, visibleOfferSearch } from '../../db/schema/index.js';
import type { SearchTerms } from '../../lib/skills/search-terms.js';
import type { UserRow } from '../accounts/accounts.repository.js';
import type { ClientRow } from '../profiles/profiles.repository.js';

/** Queries of the offers: writes, the paged lists and searches, the publisher. */

/** Every column but the search vector, which never leaves the database. */
const { search: _searchVector, ...columns } = getTableColumns(offers);
export const offerColumns = columns;

export type OfferRow = Omit<typeof offers.$inferSelect, 'search'>;
/** An offer with the number of its applications. */
export type OfferWithCount = OfferRow & { applicationCount: number };

/**
 * What candidates may see (DECISIONS §3): not blocked, `ouvert` or `en_cours`. Written as the predicate
 * of the partial index `offers_visible_idx`, so that the planner can prove the index applies.
 */
export const visibleToCandidates = sql`NOT ${offers.isblocked} AND ${offers.etat} IN ('ouvert', 'en_cours')`;

/**
 * The search as a tsquery, every term required. Texts go through the parser and dictionaries of the
 * offers' own vector (`passerelle_fr`: unaccent, French stemmer, stop words), so 'developpeur' and
 * 'DÉVELOPPEURS' both meet 'Développeur', after the same normalisation (`passerelle_search_text`: 'C#' →
 * 'csharp', 'Node.js' → 'nodejs', '.NET' → 'dotnet'). A word that names no skill becomes a prefix (`dev`
 * finds 'Développeur' too); a skill (lib/skills/search-terms.ts) is any of its spellings, each a phrase of
 * whole words (`Java` never finds 'JavaScript', `ReactJS` finds 'React'). Served by the GIN index; each
 * subquery is computed once. A search made of stop words only gives an empty query, which matches nothing.
 */
export function searchQuery(terms: SearchTerms): SQL {
  const words = sql`(SELECT coalesce(string_agg('''' || replace(replace(lexeme, '\\', '\\\\'), '''', '''''') || ''':*', ' & '), '')::tsquery
    FROM unnest(to_tsvector('public.passerelle_fr'::regconfig, public.passerelle_search_text(${terms.words.join(' ')}::text))))`;
  const phrase = (spelling: string) =>
    sql`phraseto_tsquery('public.passerelle_fr'::regconfig, public.passerelle_search_text(${spelling}::text))`;
  const skills = terms.skills.map((spellings) => sql`(${sql.join(spellings.map(phrase), sql` || `)})`);
  return sql`(${sql.join([words, ...skills], sql` && `)})`;
}

/** True when the search has something to look for. */
function hasTerms(terms: SearchTerms | undefined): terms is SearchTerms {
  return terms !== undefined && (terms.words.length > 0 || terms.skills.length > 0);
}

export interface OfferFilter {
  /** Candidates' lists: what `visibleToCandidates` lets through. */
  visibleOnly?: boolean;
  clientId?: number;
  etat?: OfferEtat;
  /** The search box's text read against the vocabulary (lib/skills/search-terms.ts); no term: no search. */
  search?: SearchTerms;
}

export interface PageWindow {
  page: number;
  size: number;
}

/**
 * One page of offers and the number of all that pass the filter, paged in SQL. `recent`: newest first
 * (for candidates, the order of `offers_visible_idx`). `relevance`: best full-text matches first
 * (ts_rank: the title weighs more than the technologies, which weigh more than the description), then
 * newest. One scan orders narrow rows (id, rank, date); only the page's offers are then read whole, so no
 * wide row (a description) ever waits in a sort, whatever plan the statistics lead to. The total: for a
 * relevance order, which ranks every match anyway, `count(*) OVER ()` in that scan; newest first, a plain
 * `count(*)` apart, since the window would make the page wait for every visible offer to be read and kept
 * (issue 10, PGlite, 16,800 visible offers: 0.4 ms for the page and 2.3 ms for the count, against 4.9 ms
 * in one windowed statement). The candidates' search ranks in `visible_offer_search`, the narrow copy of
 * the visible offers kept by a trigger: about half the blocks to read when a common word matches thousands.
 */
export async function findOfferPage(
  db: Db,
  filter: OfferFilter,
  window: PageWindow,
  order: 'recent' | 'relevance',
): Promise<{ rows: OfferRow[]; total: number }> {
  const search = hasTerms(filter.search) ? searchQuery(filter.search) : undefined;
  const where = and(
    filter.visibleOnly ? visibleToCandidates : undefined,
    filter.clientId !== undefined ? eq(offers.clientId, filter.clientId) : undefined,
    filter.etat ? eq(offers.etat, filter.etat) : undefined,
    search ? sql`${offers.search} @@ ${search}` : undefined,
  );
  const offset = window.page * window.size;
  const ranking = Boolean(search) && order === 'relevance';
  // The candidates' search reads the narrow copy of the visible offers: half the blocks of the offers'.
  const narrow = ranking && filter.visibleOnly && filter.clientId === undefined && !filter.etat && search;
  const source = narrow
    ? {
        table: visibleOfferSearch,
        id: visibleOfferSearch.offerId,
        createdAt: visibleOfferSearch.createdAt,
        where: sql`${visibleOfferSearch.search} @@ ${narrow}`,
        rank: sql<number>`ts_rank(${visibleOfferSearch.search}, ${narrow})`,
      }
    : {
        table: offers,
        id: offers.id,
        createdAt: offers.createdAt,
        where,
        rank: ranking && search ? sql<number>`ts_rank(${offers.search}, ${search})` : sql<number>`0::real`,
      };
  const ranked = db.$with('ranked').as(
    db
      .select({
        id: source.id,
        createdAt: source.createdAt,
        rank: source.rank.as('rank'),
        total: (ranking ? sql<number>`count(*) OVER ()` : sql<number>`0`).as('total'),
      })
      .from(source.table as typeof offers)
      .where(source.where)
      .orderBy(desc(source.rank), desc(source.createdAt), desc(source.id))
      .limit(window.size)
      .offset(offset),
  );
  const found = await db
    .with(ranked)
    .select({ offer: offerColumns, total: ranked.total })
    .from(ranked)
    .innerJoin(offers, eq(offers.id, ranked.id))
    .orderBy(desc(ranked.rank), desc(ranked.createdAt), desc(ranked.id));
  const rows = found.map((r) => r.offer);
  if (ranking && found[0]) return { rows, total: Number(found[0].total) };
  // Newest first, or past the last page (no row carries the total): counted apart.
  if (!ranking || offset > 0) {
    const [counted] = await db
      .select({ total: count() })
      .from(source.table as typeof offers)
      .where(source.where);
    return { rows, total: counted?.total ?? 0 };
  }
  return { rows: [], total: 0 };
}

/** The offers with the number of their applications: one grouped count for the lot. */
export async function withApplicationCounts(db: Db, rows: OfferRow[]): Promise<OfferWithCount[]> {
  if (rows.length === 0) return [];
  const counted = await db
    .select({ offerId: applications.offerId, n: count() })
    .from(applications)
    .where(
      inArray(
        applications.offerId,
        rows.map((r) => r.id),
      ),
    )
    .groupBy(applications.offerId);
  const counts = new Map(counted.map((c) => [c.offerId, c.n]));
  return rows.map((r) => ({ ...r, applicationCount: counts.get(r.id) ?? 0 }));
}

export async function insertOffer(db: Db, values: typeof offers.$inferInsert): Promise<OfferRow> {
  const [row] = await db.insert(offers).values(values).returning(offerColumns);
  if (!row) throw new Error('insert offers returned nothing');
  return row;
}

/** The offer with its number of applications. */
export async function findOffer(db: Db, id: number): Promise<OfferWithCount | undefined> {
  const [row] = await db.select(offerColumns).from(offers).where(eq(offers.id, id)).limit(1);
  return row ? (await withApplicationCounts(db, [row]))[0] : undefined;
}

/**
 * Reads the offer and locks it until the transaction ends. An application takes the `share` lock, a
 * change of the offer (close, block, edit) the `update` lock: an application and a closing of one offer
 * run one after the other, so no application is ever added to an offer that has just been closed.
 */
export async function lockOffer(tx: Db, id: number, strength: 'share' | 'update'): Promise<OfferRow | undefined> {
  const [row] = await tx.select(offerColumns).from(offers).where(eq(offers.id, id)).limit(1).for(strength);
  return row;
}

export async function updateOffer(db: Db, id: number, patch: Partial<typeof offers.$inferInsert>): Promise<void> {
  await db
    .update(offers)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(offers.id, id));
}

/** The company that published an offer, with its account. */
export async function findPublisher(db: Db, clientId: number): Promise<{ client: ClientRow; user: UserRow } | undefined> {
  const [row] = await db
    .select({ client: clients, user: users })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.userId))
    .where(eq(clients.id, clientId))
    .limit(1);
  return row;
}
