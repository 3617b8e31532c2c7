import { adminAccountsApi } from '@passerelle/shared/routes/admin-accounts';
import type { SetCandidateTjmBody } from '@passerelle/shared/schemas/admin';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** setCondTjm {id: candidate record id, tjm}. */
export const useSetCandidateTjm = () =>
  useMutation({ mutationFn: (body: SetCandidateTjmBody) => call(adminAccountsApi.setCondTjm, body) });
