import type { OfferEtat } from '@passerelle/shared';
import { and, asc, count, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
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
const visibleToCandidates = sql`NOT ${offers.isblocked} AND ${offers.etat} IN ('ouvert', 'en_cours')`;

/** A text as the offers' vector reads it: the same parser, dictionaries and symbols (`C#` → 'csharp'). */
const phrase = (spelling: string) =>
  sql`phraseto_tsquery('public.passerelle_fr'::regconfig, public.passerelle_search_text(${spelling}::text))`;
/**
 * Any of the spellings, as one tsquery computed once a statement: a scalar subquery is an InitPlan in every
 * plan. Written inline, a generic plan (PGlite's prepared statements, chosen once the planner knows the table's
 * size) computed it again for every row it ranked or rechecked: « rust », 2,051 matches, 23 → 180 ms (issue 34).
 */
const anyOf = (spellings: readonly string[]) => sql`(SELECT ${sql.join(spellings.map(phrase), sql` || `)})`;

/** The words that name no skill, each a prefix, all required (an empty query when they are all stop words). */
function wordsQuery(words: readonly string[]): SQL {
  return sql`(SELECT coalesce(string_agg('''' || replace(replace(lexeme, '\\', '\\\\'), '''', '''''') || ''':*', ' & '), '')::tsquery
    FROM unnest(to_tsvector('public.passerelle_fr'::regconfig, public.passerelle_search_text(${words.join(' ')}::text))))`;
}

/**
 * The search as a tsquery, for the GIN index and for `ts_rank`: every word as a prefix, every skill as any
 * of its spellings (phrases of whole words), all required. Texts go through the parser and dictionaries of
 * the offers' own vector (`passerelle_fr`: unaccent, French stemmer, stop words), so 'developpeur' and
 * 'DÉVELOPPEURS' both meet 'Développeur', after the same normalisation (`passerelle_search_text`: 'C#' →
 * 'csharp', 'Node.js' → 'nodejs', '.NET' → 'dotnet'). `onlyIndexed`: without the skills whose tags the text
 * cannot show (`C`), which `offerSearchMatch` tests on the keys. Undefined when nothing is left to look for.
 */
function searchQuery(terms: SearchTerms, onlyIndexed: boolean): SQL | undefined {
  const parts = [
    ...(terms.words.length > 0 ? [wordsQuery(terms.words)] : []),
    ...terms.skills.filter((s) => s.spellings.length > 0 && (s.labelInText || !onlyIndexed)).map((s) => anyOf(s.spellings)),
  ];
  // Once a statement too (anyOf): the rank reads it for every match.
  return parts.length > 0 ? sql`(SELECT ${sql.join(parts, sql` && `)})` : undefined;
}

/** Where a search reads an offer: its vector, and the test that it is tagged with a skill key. */
export interface SearchedOffer {
  vector: SQL;
  tagged: (key: string) => SQL;
}

/** An offer of the `offers` table. */
const offerRow: SearchedOffer = {
  vector: sql`${offers.search}`,
  tagged: (key) => sql`${offers.techNorm} @> ARRAY[${key}]::text[]`,
};

/** An offer of the candidates' narrow copy (its keys are copied with it, GIN-indexed: migration 0018). */
const visibleRow: SearchedOffer = {
  vector: sql`${visibleOfferSearch.search}`,
  tagged: (key) => sql`${visibleOfferSearch.techNorm} @> ARRAY[${key}]::text[]`,
};

/**
 * Whether an offer answers the search (DECISIONS §6.1), every term required: each word as a prefix of a word
 * of its text; each skill when the offer is tagged with it (its key in `tech_norm`) or its text names it. An
 * offer tagged with a skill shows the tag in its text (weight B), so for most skills the text test alone,
 * served by the vector's GIN index as before, finds the tagged offers too. The keys are read where the text
 * cannot tell:
 * - a skill whose label the text search cannot see (`C`, `R`: a lone letter is a stop word): the offers tagged
 *   with it (the keys' GIN index, beside the vector's), or whose text names it in another spelling (`c99`);
 * - a skill with a longer name that names another thing (`React` and React Native, search-terms.ts
 *   OTHER_THINGS): an offer whose text holds that name is found only when it is tagged with the skill (so
 *   « React et React Native » in a text alone is not found by `React`: one mention cannot be told from the other).
 * Each subquery is computed once. A search made of stop words only matches nothing.
 */
export function offerSearchMatch(terms: SearchTerms, offer: SearchedOffer = offerRow): SQL {
  const indexed = searchQuery(terms, true);
  // Words that are all stop words give an empty query: alone they match nothing, beside a skill read by its
  // keys they are left out (as they are beside any skill: an empty query joined with `&&` is the other one).
  const keyed = terms.skills.some((skill) => !skill.labelInText);
  const parts: SQL[] = !indexed
    ? []
    : keyed
      ? [sql`(numnode(${indexed}) = 0 OR ${offer.vector} @@ ${indexed})`]
      : [sql`${offer.vector} @@ ${indexed}`];
  for (const skill of terms.skills) {
    const tagged = offer.tagged(skill.key);
    const clean = skill.others.length > 0 ? sql`NOT (${offer.vector} @@ ${anyOf(skill.others)})` : undefined;
    if (skill.labelInText) {
      if (clean) parts.push(sql`(${clean} OR ${tagged})`);
      continue;
    }
    const named = skill.spellings.length > 0 ? sql`${offer.vector} @@ ${anyOf(skill.spellings)}` : undefined;
    const mention = named && clean ? sql`(${named} AND ${clean})` : named;
    parts.push(mention ? sql`(${mention} OR ${tagged})` : tagged);
  }
  return parts.length > 0 ? sql`(${sql.join(parts, sql` AND `)})` : sql`false`;
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
 * One page of offers and the number of all that pass the filter, paged in SQL (the candidates' list without a
 * search: `visibleOffersPage`). `recent`: newest first. `relevance`: best full-text matches first
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
  const search = hasTerms(filter.search) ? filter.search : undefined;
  if (filter.visibleOnly && filter.clientId === undefined && !filter.etat && !search) return visibleOffersPage(db, window);
  const where = and(
    filter.visibleOnly ? visibleToCandidates : undefined,
    filter.clientId !== undefined ? eq(offers.clientId, filter.clientId) : undefined,
    filter.etat ? eq(offers.etat, filter.etat) : undefined,
    search ? offerSearchMatch(search) : undefined,
  );
  const offset = window.page * window.size;
  const ranking = Boolean(search) && order === 'relevance';
  const rankQuery = ranking && search ? searchQuery(search, false) : undefined;
  const rank = (vector: SQL) => (rankQuery ? sql<number>`ts_rank(${vector}, ${rankQuery})` : sql<number>`0::real`);
  // The candidates' search reads the narrow copy of the visible offers: half the blocks of the offers'.
  const narrow = ranking && filter.visibleOnly && filter.clientId === undefined && !filter.etat && search;
  const source = narrow
    ? {
        table: visibleOfferSearch,
        id: visibleOfferSearch.offerId,
        createdAt: visibleOfferSearch.createdAt,
        where: offerSearchMatch(narrow, visibleRow),
        rank: rank(sql`${visibleOfferSearch.search}`),
      }
    : {
        table: offers,
        id: offers.id,
        createdAt: offers.createdAt,
        where,
        rank: rank(sql`${offers.search}`),
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

/**
 * The candidates' list without a search: every visible offer, newest first (issue 34). `visible_offer_search`
 * holds exactly the visible offers, one row each: it is counted on its primary key, and the page is found by
 * walking `visible_offer_search_recent_idx` from its nearer end (a page past the middle is read oldest first
 * from the end, then turned round), so that no page reads more than half of the index and none sorts every
 * visible offer, whatever the planner's statistics. (date, id) is unique, so both walks give one order. Count
 * and walk read one snapshot (a read-only repeatable-read transaction): the walk from the end is placed by the
 * count, which must not miss an offer published in between. Only the page's offers are read whole.
 */
async function visibleOffersPage(db: Db, window: PageWindow): Promise<{ rows: OfferRow[]; total: number }> {
  return db.transaction(
    async (tx) => {
      const [counted] = await tx.select({ total: count() }).from(visibleOfferSearch);
      const total = counted?.total ?? 0;
      const offset = window.page * window.size;
      if (offset >= total) return { rows: [], total };
      const { offerId: id, createdAt } = visibleOfferSearch;
      // How many visible offers come after the page, oldest last; fewer than before it: walk from the end.
      const after = total - offset - window.size;
      const fromEnd = after < offset;
      const walk = tx
        .select({ id, createdAt })
        .from(visibleOfferSearch)
        .orderBy(...(fromEnd ? [asc(createdAt), asc(id)] : [desc(createdAt), desc(id)]))
        .limit(fromEnd ? window.size + Math.min(0, after) : window.size)
        .offset(fromEnd ? Math.max(0, after) : offset);
      const page = tx.$with('page').as(walk);
      const rows = await tx
        .with(page)
        .select(offerColumns)
        .from(page)
        .innerJoin(offers, eq(offers.id, page.id))
        .orderBy(desc(page.createdAt), desc(page.id));
      return { rows, total };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
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
