import { missionWorkApi } from '@passerelle/shared/routes/mission-work';
import { queryOptions } from '@tanstack/react-query';
import { call, upload } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-keys';

/** The candidate's missions and their activity reports (DECISIONS §6.4). */
const api = missionWorkApi.cd;

export const myMissionsQuery = queryOptions({
  queryKey: queryKeyOf(api.getMissions),
  queryFn: async () => (await call(api.getMissions, {})).missions,
});

export const myCrasQuery = (missionId: number) =>
  queryOptions({
    queryKey: queryKeyOf(api.getCras, { missionId }),
    queryFn: async () => (await call(api.getCras, { missionId })).cras,
  });

export const saveCra = (input: { missionId: number; mois: string; jours: Record<string, 0.5 | 1> }) => call(api.saveCra, input);
export const submitCra = (id: number) => call(api.submitCra, { id });

export const myDocumentsQuery = queryOptions({
  queryKey: queryKeyOf(missionWorkApi.cdDocuments.getDocuments),
  queryFn: async () => (await call(missionWorkApi.cdDocuments.getDocuments, {})).documents,
});

export const uploadDocument = (file: File, fields: { type: string; expire_le?: string }) =>
  upload(missionWorkApi.cdDocuments.uploadDocument, file, undefined, {
    type: fields.type,
    ...(fields.expire_le ? { expire_le: fields.expire_le } : {}),
  });
