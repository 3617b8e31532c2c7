import { alias } from 'drizzle-orm/pg-core';
import { candidates, clients, users } from '../../db/schema/index.js';

/**
 * The columns of the candidate and the client a request or a mission is between, by their public identity
 * only (no e-mail, phone or CV: clients read requests and missions), for the requests' and the missions'
 * queries. The users table is joined twice; parties.ts presents what these read.
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
    /** The staff-set daily rate (setCondTjm): staff answers only, never presented to a client. */
    tjm: candidates.tjm,
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

/** The text searched by the staff lists: candidate names, company name and the client's names. */
export const partySearchColumns = [
  candidateUsers.nom,
  candidateUsers.prenom,
  clients.nomEntreprise,
  clientUsers.nom,
  clientUsers.prenom,
];
