import type { User } from '@passerelle/shared/schemas/auth';
import type { CandidatePublicProfile } from '@passerelle/shared/schemas/profiles';

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
