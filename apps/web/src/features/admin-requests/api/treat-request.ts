import type { CloseRequestFailBody, CloseRequestSuccessBody, Mission } from '@passerelle/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type Treatment =
  | { decision: 't_succ'; body: CloseRequestSuccessBody }
  | { decision: 't_fail'; body: CloseRequestFailBody };

/** closeDmdOk (a mission is created) or closeDmdFail (with an observation): DECISIONS §3. */
export const useTreatRequest = () =>
  useMutation({
    mutationFn: async (treatment: Treatment): Promise<{ missionId: number | null }> => {
      if (treatment.decision === 't_succ') {
        const res = await api.post<{ done: true; data: Mission }>('/api/adm/closeDmdOk', treatment.body);
        return { missionId: res.data.id };
      }
      await api.post('/api/adm/closeDmdFail', treatment.body);
      return { missionId: null };
    },
  });
