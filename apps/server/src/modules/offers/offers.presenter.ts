import type {
  CandidatePublicProfile,
  MyApplication,
  Offer,
  OfferApplication,
  OwnApplication,
  PublicOffer,
  Publisher,
  StaffCandidateCard,
  StaffOfferApplication,
} from '@passerelle/shared';
import { cvUrl } from '../accounts/accounts.presenter.js';
import type { UserRow } from '../accounts/accounts.repository.js';
import { presentCandidatePublicProfile } from '../profiles/profiles.presenter.js';
import type { ClientRow } from '../profiles/profiles.repository.js';
import type { Applicant, ApplicationRow } from './applications.repository.js';
import type { OfferRow, OfferWithCount } from './offers.repository.js';

/**
 * Offers and applications as they leave the server: exactly the fields of the shared schemas. Candidates
 * get the public offer; clients and staff the whole offer. A client sees an applicant's professional
 * profile only; the staff also see the contact data (DECISIONS §5).
 */

export function presentPublicOffer(row: OfferRow): PublicOffer {
  return {
    id: row.id,
    titre: row.titre,
    description: row.description,
    date_debut: row.dateDebut,
    date_fin: row.dateFin,
    tech: row.tech,
    etat: row.etat as PublicOffer['etat'],
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentOffer(row: OfferWithCount): Offer {
  return {
    ...presentPublicOffer(row),
    budget: row.budget,
    isblocked: row.isblocked,
    clientId: row.clientId,
    nbr_postulations: row.applicationCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** `{offres, totalPages, currentPage, totalItems}` (SPEC §3 Paged offers). */
export function presentPage<Row, Item>(
  result: { rows: Row[]; total: number },
  window: { page: number; size: number },
  present: (row: Row) => Item,
) {
  return {
    done: true as const,
    offres: result.rows.map(present),
    totalPages: Math.ceil(result.total / window.size),
    currentPage: window.page,
    totalItems: result.total,
  };
}

/** An applicant's professional profile, as the client sees it (the one presenter of profiles.presenter). */
function presentCandidateCard({ candidate, user, formations, experiences, rating }: Applicant): CandidatePublicProfile {
  return presentCandidatePublicProfile(
    { ...candidate, nom: user.nom, prenom: user.prenom, img: user.img },
    {
      formations: new Map([[candidate.id, formations]]),
      experiences: new Map([[candidate.id, experiences]]),
      ratings: new Map(rating ? [[candidate.id, rating]] : []),
    },
  );
}

function presentStaffCandidateCard(applicant: Applicant): StaffCandidateCard {
  const { user } = applicant;
  return {
    ...presentCandidateCard(applicant),
    userId: user.id,
    email: user.email,
    tel: user.tel,
    cv: user.cvKey ? cvUrl(user.id) : null,
    etat: user.etat as StaffCandidateCard['etat'],
  };
}

function applicationFields(applicant: Applicant, offer: OfferRow) {
  const { application, candidate } = applicant;
  return {
    id: application.id,
    condidatId: candidate.id,
    etat: application.etat as OfferApplication['etat'],
    createdAt: application.createdAt.toISOString(),
    date_debut: offer.dateDebut,
    date_fin: offer.dateFin,
    tjm: candidate.tjm,
    message: application.message,
    decision_message: application.decisionMessage,
  };
}

/** An application in the client's Proposition tab. */
export function presentOfferApplication(applicant: Applicant, offer: OfferRow): OfferApplication {
  return { ...applicationFields(applicant, offer), condidat: presentCandidateCard(applicant) };
}

/** An application in the staff's Proposition tab. */
export function presentStaffOfferApplication(applicant: Applicant, offer: OfferRow): StaffOfferApplication {
  return {
    ...applicationFields(applicant, offer),
    tjm_souhaite: applicant.candidate.tjmSouhaite,
    condidat: presentStaffCandidateCard(applicant),
  };
}

export function presentOwnApplication(row: ApplicationRow): OwnApplication {
  return {
    id: row.id,
    etat: row.etat as OwnApplication['etat'],
    createdAt: row.createdAt.toISOString(),
    message: row.message,
    decision_message: row.decisionMessage,
  };
}

export function presentMyApplication(row: { application: ApplicationRow; offer: OfferRow }): MyApplication {
  return { ...presentOwnApplication(row.application), offre: presentPublicOffer(row.offer) };
}

export function presentPublisher(client: ClientRow, user: UserRow): Publisher {
  return {
    id: client.id,
    userId: user.id,
    nom_entreprise: client.nomEntreprise,
    type_client: client.typeClient as Publisher['type_client'],
    secteur: client.secteur,
    site_web: client.siteWeb,
    date_creation: client.dateCreation,
    resume: client.resume,
    nom: user.nom,
    prenom: user.prenom,
    email: user.email,
    tel: user.tel,
    img: user.img,
    etat: user.etat as Publisher['etat'],
  };
}
