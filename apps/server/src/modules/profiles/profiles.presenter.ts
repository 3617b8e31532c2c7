import type {
  CandidateProfile,
  CandidatePublicProfile,
  ClientProfile,
  ExperienceEntry,
  FormationEntry,
} from '@passerelle/shared';
import { presentUser } from '../accounts/accounts.presenter.js';
import type { UserRow } from '../accounts/accounts.repository.js';
import type {
  CandidateEntries,
  CandidateRow,
  ClientRow,
  ExperienceEntryRow,
  FormationEntryRow,
  PublicCandidateRow,
} from './profiles.repository.js';

/**
 * Profiles as they leave the server: exactly the fields of the shared schemas, with SPEC §3's read-back
 * names. Names, phone and photo are the account's; a profile exists only once they were written, in the
 * same transaction, hence the empty-string fallbacks never show in practice.
 */

export function presentClientProfile(client: ClientRow, user: UserRow): ClientProfile {
  return {
    id: client.id,
    user: presentUser(user),
    nom: user.nom ?? '',
    prenom: user.prenom ?? '',
    type_client: client.typeClient as ClientProfile['type_client'],
    nom_entreprise: client.nomEntreprise,
    date_creation: client.dateCreation,
    tel: user.tel ?? '',
    resume: client.resume,
    site_web: client.siteWeb,
    secteur: client.secteur,
    adresse: client.adresse,
    code_postal: client.codePostal,
    ville: client.ville,
    siren: client.siren,
    img: user.img,
    createdAt: client.createdAt.toISOString(),
  };
}

export function presentFormation(row: FormationEntryRow): FormationEntry {
  return { id: row.id, nom: row.nom, ecole: row.ecole, date_debut: row.dateDebut, date_fin: row.dateFin };
}

export function presentExperience(row: ExperienceEntryRow): ExperienceEntry {
  return {
    id: row.id,
    entreprise: row.entreprise,
    lieu: row.lieu,
    date_debut: row.dateDebut,
    date_fin: row.dateFin,
    domaine: row.domaine,
    fonction: row.fonction,
    description: row.description,
    tech: row.tech,
  };
}

export function presentCandidateProfile(
  candidate: CandidateRow,
  user: UserRow,
  formations: readonly FormationEntryRow[],
  experiences: readonly ExperienceEntryRow[],
): CandidateProfile {
  return {
    id: candidate.id,
    user: presentUser(user),
    nom: user.nom ?? '',
    prenom: user.prenom ?? '',
    titre: candidate.titre,
    sex: candidate.sex as CandidateProfile['sex'],
    date_naissance: candidate.dateNaissance,
    tel: user.tel ?? '',
    niv_etude: candidate.nivEtude as CandidateProfile['niv_etude'],
    niv_exp: candidate.nivExp as CandidateProfile['niv_exp'],
    resume: candidate.resume,
    skills: candidate.skills,
    dispo: candidate.dispo,
    jours_semaine: candidate.joursSemaine,
    dispo_confirmee_le: candidate.dispoConfirmeeLe.toISOString(),
    tjm: candidate.tjm,
    tjm_souhaite: candidate.tjmSouhaite,
    img: user.img,
    formations: formations.map(presentFormation),
    experiences: experiences.map(presentExperience),
    createdAt: candidate.createdAt.toISOString(),
  };
}

/**
 * A candidate's professional profile as clients see it (DECISIONS §5): no e-mail, phone, CV, birth date
 * or TJM; `entries` holds the education and experience of the page it belongs to.
 */
export function presentCandidatePublicProfile(row: PublicCandidateRow, entries: CandidateEntries): CandidatePublicProfile {
  return {
    id: row.id,
    nom: row.nom ?? '',
    prenom: row.prenom ?? '',
    img: row.img,
    titre: row.titre,
    skills: row.skills,
    niv_exp: row.nivExp as CandidatePublicProfile['niv_exp'],
    niv_etude: row.nivEtude as CandidatePublicProfile['niv_etude'],
    dispo: row.dispo,
    jours_semaine: row.joursSemaine,
    dispo_confirmee_le: new Date(row.dispoConfirmeeLe).toISOString(),
    resume: row.resume,
    formations: (entries.formations.get(row.id) ?? []).map(presentFormation),
    experiences: (entries.experiences.get(row.id) ?? []).map(presentExperience),
    ...presentRating(entries.ratings.get(row.id)),
  };
}

/** `note_moyenne` and `nb_avis` (DECISIONS §6.4): null and 0 without a published review. */
export function presentRating(rating: { avg: number; n: number } | undefined): { note_moyenne: number | null; nb_avis: number } {
  return { note_moyenne: rating?.avg ?? null, nb_avis: rating?.n ?? 0 };
}
