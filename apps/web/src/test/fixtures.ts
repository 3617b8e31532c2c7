import type { User } from '@passerelle/shared/schemas/auth';

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
