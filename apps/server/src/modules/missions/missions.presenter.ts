import type { Mission } from '@passerelle/shared';
import { presentParties } from '../requests/parties.js';
import type { MissionWithParties } from './missions.repository.js';

/** A mission as it leaves the server (the shared missionSchema): parties by their public identity only. */
export function presentMission({ mission, ...parties }: MissionWithParties): Mission {
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
    createdAt: mission.createdAt.toISOString(),
    ...presentParties(parties),
  };
}
