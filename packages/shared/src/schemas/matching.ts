import { z } from 'zod';
import { OFFER_ETATS } from '../enums.js';
import { idField } from './fields.js';
import { candidatePublicProfileSchema } from './profiles.js';

/**
 * Candidate search (searchmatch), Bridge match (bmatch) and favourites: what a client reads about
 * candidates. Clients see the professional profile only, never the candidate's e-mail, phone or CV
 * (DECISIONS §5): these schemas have no field for them, and the presenters fill exactly these fields.
 */

/** Paging fields of a page of results; pages are numbered from 0 (SPEC §9). */
export const pageInfoShape = {
  totalItems: z.number().int(),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
};

/** A search result: the profile, its match score and why (DECISIONS §3), and the client's marks on it. */
export const matchCardSchema = candidatePublicProfileSchema.extend({
  /** 30·c1 + 50·c2 + 20·c3, rounded: a percentage (DECISIONS §6.8). */
  score: z.number().int().min(0).max(100),
  /** Level: 1 equal (or none searched), 0.5 above, 0 below. */
  c1: z.number().min(0).max(1),
  /** Skills: (required found + ½ · nice-to-have found) / (required + ½ · nice-to-have). */
  c2: z.number().min(0).max(1),
  /** Availability: 1 on or before the date, then 1 − days late / 60, at least 0. */
  c3: z.number().min(0).max(1),
  /** Skills found and skills searched, both lists (« 6 compétences sur 17 »). */
  competences_trouvees: z.number().int().min(0),
  competences_demandees: z.number().int().min(0),
  /** The searched skills the candidate has (its profile or its experiences), as the client typed them. */
  matched: z.array(z.string()),
  /** The required skills the candidate lacks. */
  missing: z.array(z.string()),
  /** The nice-to-have skills the candidate lacks. */
  missing_plus: z.array(z.string()),
  /**
   * One entry per skill of `matched`, in its order: `spelling` is how the candidate wrote that skill when it
   * differs from the searched one beyond case and accents (a card shows « React (ReactJS) »), else null.
   */
  matched_spellings: z.array(z.object({ skill: z.string(), spelling: z.string().nullable() })),
  /** The candidate is one of the client's favourites. */
  favori: z.boolean(),
  /** The client has a pending request (en_attente) for this candidate. */
  demande: z.boolean(),
});
export type MatchCard = z.infer<typeof matchCardSchema>;

/** searchmatch: best score first, then earliest availability. */
export const searchMatchResponse = z.object({
  done: z.literal(true),
  candidats: z.array(matchCardSchema),
  ...pageInfoShape,
});
export type SearchMatchResponse = z.infer<typeof searchMatchResponse>;

/** The offer a Bridge match group is for. */
export const bridgeMatchOfferSchema = z.object({
  id: z.number(),
  titre: z.string(),
  date_debut: z.string(),
  date_fin: z.string(),
  tech: z.array(z.string()),
  etat: z.enum(OFFER_ETATS),
});

/** bmatch (DECISIONS §4): for each open offer of the client, its best-matching candidates (5 at most). */
export const bridgeMatchResponse = z.object({
  done: z.literal(true),
  data: z.array(z.object({ offre: bridgeMatchOfferSchema, candidats: z.array(matchCardSchema) })),
});
export type BridgeMatchResponse = z.infer<typeof bridgeMatchResponse>;

/** A favourite as SPEC §3 reads it back: id, condidatId (and condidat in getFavoris). */
export const favouriteRefSchema = z.object({ id: z.number(), condidatId: z.number() });
export type FavouriteRef = z.infer<typeof favouriteRefSchema>;

export const favouriteSchema = favouriteRefSchema.extend({
  condidat: candidatePublicProfileSchema,
  createdAt: z.string(),
});
export type Favourite = z.infer<typeof favouriteSchema>;

/** getFavorisRefs */
export const favouriteRefsResponse = z.object({ done: z.literal(true), data: z.array(favouriteRefSchema) });
/** createFavoris */
export const favouriteRefResponse = z.object({ done: z.literal(true), data: favouriteRefSchema });
/** getFavoris, newest first */
export const favouritesResponse = z.object({ done: z.literal(true), data: z.array(favouriteSchema) });
export type FavouritesResponse = z.infer<typeof favouritesResponse>;

/** deleteFavoris: the favourite's id (not the candidate's). */
export const deleteFavouriteBody = z.object({ id: idField });
