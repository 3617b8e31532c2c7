import type { ClientMission, Mission } from '@passerelle/shared';
import { presentParties } from '../requests/parties.js';
import type { MissionWithParties } from './missions.repository.js';

/** numeric(12,3) text → thousandths of a euro, exactly (12 significant digits fit a double's integers). */
export function thousandthsOf(amount: string | number): number {
  return Math.round(Number(amount) * 1000);
}

/** The platform's margin a day, tjm − tjm_candidat, computed in thousandths so that no float error shows. */
export function marginOf(tjm: string, tjmCandidat: string): number {
  return (thousandthsOf(tjm) - thousandthsOf(tjmCandidat)) / 1000;
}

/**
 * A mission as its client company reads it: the rate it pays (tjm), never the freelancer's nor the
 * margin (DECISIONS §6.5); parties by their public identity only.
 */
export function presentClientMission({ mission, ...parties }: MissionWithParties): Omit<ClientMission, 'avis_laisse'> {
  return {
    id: mission.id,
    etat: mission.etat as Mission['etat'],
    date_debut: mission.dateDebut,
    date_fin: mission.dateFin,
    // numeric(12,3) arrives as text; 12 significant digits at most, which a JSON number holds exactly.
    tjm: Number(mission.tjm),
    condidatId: mission.candidateId,
    clientId: mission.clientId,
    offreId: mission.offerId,
    demandeId: mission.requestId,
    bon_commande: mission.bonCommande,
    createdAt: mission.createdAt.toISOString(),
    ...presentParties(parties),
  };
}

/** A mission as the staff read it (the shared missionSchema): both rates and the margin. */
export function presentMission(row: MissionWithParties): Mission {
  return {
    ...presentClientMission(row),
    tjm_candidat: Number(row.mission.tjmCandidat),
    marge: marginOf(row.mission.tjm, row.mission.tjmCandidat),
  };
}
