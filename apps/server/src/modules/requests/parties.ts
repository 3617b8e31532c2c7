import { alias } from 'drizzle-orm/pg-core';
import { candidates, clients, users } from '../../db/schema/index.js';

/**
 * The candidate and the client a request or a mission is between, by their public identity only (no
 * e-mail, phone or CV: clients read requests and missions). The users table is joined twice.
 */

export const candidateUsers = alias(users, 'candidate_users');
export const clientUsers = alias(users, 'client_users');

export const partyColumns = {
  candidate: {
    id: candidates.id,
    userId: candidates.userId,
    nom: candidateUsers.nom,
    prenom: candidateUsers.prenom,
    titre: candidates.titre,
    img: candidateUsers.img,
  },
  client: {
    id: clients.id,
    userId: clients.userId,
    nomEntreprise: clients.nomEntreprise,
    nom: clientUsers.nom,
    prenom: clientUsers.prenom,
    img: clientUsers.img,
  },
};

export interface Parties {
  candidate: { id: number; userId: number; nom: string | null; prenom: string | null; titre: string; img: string | null };
  client: { id: number; userId: number; nomEntreprise: string; nom: string | null; prenom: string | null; img: string | null };
}

/** The text searched by the staff lists: candidate names, company name and the client's names. */
export const partySearchColumns = [
  candidateUsers.nom,
  candidateUsers.prenom,
  clients.nomEntreprise,
  clientUsers.nom,
  clientUsers.prenom,
];

export function presentParties(parties: Parties) {
  const { candidate, client } = parties;
  return {
    condidat: {
      id: candidate.id,
      nom: candidate.nom ?? '',
      prenom: candidate.prenom ?? '',
      titre: candidate.titre,
      img: candidate.img,
    },
    client: {
      id: client.id,
      nom_entreprise: client.nomEntreprise,
      nom: client.nom ?? '',
      prenom: client.prenom ?? '',
      img: client.img,
    },
  };
}

/** "Léa Martin" */
export function candidateName(parties: Parties): string {
  return [parties.candidate.prenom, parties.candidate.nom].filter(Boolean).join(' ');
}
