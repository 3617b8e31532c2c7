import type { User } from '@passerelle/shared/schemas/auth';
import type { CandidateProfile, CandidatePublicProfile, ClientProfile } from '@passerelle/shared/schemas/profiles';

/** A user as the server presents it, with what a test needs changed. */
export function userOf(role: User['role'], overrides: Partial<User> = {}): User {
  return {
    id: 4,
    nom: 'Martin',
    prenom: 'Léa',
    email: 'lea@exemple.fr',
    tel: null,
    img: null,
    cv: null,
    role,
    etat: 'active',
    email_verified: true,
    profile_done: true,
    formation_done: role !== 'condidat',
    exp_done: role !== 'condidat',
    createdAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

/** A candidate's profile as a client sees it (favourites, applicants, cards), with what a test needs changed. */
export function publicProfileOf(overrides: Partial<CandidatePublicProfile> = {}): CandidatePublicProfile {
  return {
    id: 21,
    nom: 'Durand',
    prenom: 'Paul',
    img: null,
    titre: 'Développeur React',
    skills: ['React'],
    niv_exp: '1-10',
    niv_etude: 'bac+5',
    dispo: '2027-01-04',
    jours_semaine: 5,
    dispo_confirmee_le: '2026-11-20T10:00:00.000Z',
    resume: null,
    formations: [],
    experiences: [],
    note_moyenne: null,
    nb_avis: 0,
    ...overrides,
  };
}

/** A company's record as getUserClientInf answers it (the fields the form and the shell read), with what a test needs changed. */
export function clientProfileOf(user: User, overrides: Partial<ClientProfile> = {}): ClientProfile {
  return {
    id: 9,
    user,
    nom: user.nom ?? 'Martin',
    prenom: user.prenom ?? 'Léa',
    type_client: 'client',
    nom_entreprise: 'Atelier Martin',
    date_creation: '2015-03-02',
    tel: '0612345678',
    resume: null,
    site_web: null,
    secteur: 'Informatique',
    adresse: null,
    code_postal: null,
    ville: null,
    siren: null,
    img: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

/** A candidate's own record as getUserCondInf and newCondinf answer it, with what a test needs changed. */
export function candidateProfileOf(user: User, overrides: Partial<CandidateProfile> = {}): CandidateProfile {
  return {
    id: 12,
    user,
    nom: user.nom ?? 'Martin',
    prenom: user.prenom ?? 'Léa',
    titre: 'Développeuse React',
    sex: 'female',
    date_naissance: '1994-06-12',
    tel: '0612345678',
    niv_etude: 'bac+5',
    niv_exp: '1-10',
    resume: null,
    skills: ['React'],
    dispo: '2027-01-04',
    jours_semaine: 5,
    dispo_confirmee_le: '2026-11-20T10:00:00.000Z',
    tjm: null,
    tjm_souhaite: null,
    img: null,
    formations: [],
    experiences: [],
    createdAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}
