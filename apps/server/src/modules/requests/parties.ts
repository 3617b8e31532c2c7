/**
 * The candidate and the client a request or a mission is between, by their public identity only (no
 * e-mail, phone or CV: clients read requests and missions), as parties.repository.ts reads them.
 */

export interface Parties {
  candidate: {
    id: number;
    userId: number;
    nom: string | null;
    prenom: string | null;
    titre: string;
    img: string | null;
    /** The staff-set daily rate; presentParties never shows it. */
    tjm?: number | null;
  };
  client: { id: number; userId: number; nomEntreprise: string; nom: string | null; prenom: string | null; img: string | null };
}

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
