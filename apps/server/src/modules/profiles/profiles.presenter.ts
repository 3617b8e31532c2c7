import type { CandidateProfile, ClientProfile, ExperienceEntry, FormationEntry } from '@passerelle/shared';
import { presentUser } from '../accounts/accounts.presenter.js';
import type { UserRow } from '../accounts/accounts.repository.js';
import type { CandidateRow, ClientRow, ExperienceRow, FormationRow } from './profiles.repository.js';

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
    img: user.img,
    createdAt: client.createdAt.toISOString(),
  };
}

export function presentFormation(row: FormationRow): FormationEntry {
  return { id: row.id, nom: row.nom, ecole: row.ecole, date_debut: row.dateDebut, date_fin: row.dateFin };
}

export function presentExperience(row: ExperienceRow): ExperienceEntry {
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
  formations: FormationRow[],
  experiences: ExperienceRow[],
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
    tjm: candidate.tjm,
    img: user.img,
    formations: formations.map(presentFormation),
    experiences: experiences.map(presentExperience),
    createdAt: candidate.createdAt.toISOString(),
  };
}
