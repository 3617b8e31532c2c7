import type { CandidateRequest } from '@passerelle/shared';
import { presentParties } from './parties.js';
import type { RequestWithParties } from './requests.repository.js';

/** A candidate request as it leaves the server (the shared candidateRequestSchema). */
export function presentRequest({ request, ...parties }: RequestWithParties): CandidateRequest {
  return {
    id: request.id,
    etat: request.etat as CandidateRequest['etat'],
    date_debut: request.dateDebut,
    date_fin: request.dateFin,
    condidatId: request.candidateId,
    clientId: request.clientId,
    offreId: request.offerId,
    observation: request.observation,
    treatedAt: request.treatedAt?.toISOString() ?? null,
    createdAt: request.createdAt.toISOString(),
    ...presentParties(parties),
  };
}
