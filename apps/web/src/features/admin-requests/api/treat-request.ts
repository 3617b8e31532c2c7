import { requestsApi } from '@passerelle/shared/routes/requests';
import type { CloseRequestFailBody, CloseRequestSuccessBody } from '@passerelle/shared/schemas/admin';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export type Treatment =
  | { decision: 't_succ'; body: CloseRequestSuccessBody }
  | { decision: 't_fail'; body: CloseRequestFailBody };

/** closeDmdOk (a mission is created) or closeDmdFail (with an observation): DECISIONS §3. */
export const useTreatRequest = () =>
  useMutation({
    mutationFn: async (treatment: Treatment): Promise<{ missionId: number | null }> => {
      if (treatment.decision === 't_succ') {
        const res = await call(requestsApi.closeDmdOk, treatment.body);
        return { missionId: res.data.id };
      }
      await call(requestsApi.closeDmdFail, treatment.body);
      return { missionId: null };
    },
  });
