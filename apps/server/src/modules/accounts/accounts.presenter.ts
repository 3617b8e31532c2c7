import type { User } from '@passerelle/shared';
import type { UserRow } from './accounts.repository.js';

/** URL at which the CV of a user is downloaded (owner and staff only). */
export function cvUrl(userId: number): string {
  return `/api/files/cv/${userId}`;
}

/** The account as it leaves the server: exactly the fields of the shared User schema. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    nom: row.nom,
    prenom: row.prenom,
    email: row.email,
    tel: row.tel,
    img: row.img,
    cv: row.cvKey ? cvUrl(row.id) : null,
    role: row.role as User['role'],
    etat: row.etat as User['etat'],
    email_verified: row.emailVerifiedAt !== null,
    profile_done: row.profileDone,
    formation_done: row.formationDone,
    exp_done: row.expDone,
    createdAt: row.createdAt.toISOString(),
  };
}
