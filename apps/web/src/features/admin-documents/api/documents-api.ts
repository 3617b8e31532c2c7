import type { DocumentEtat } from '@passerelle/shared/enums';
import { missionWorkApi } from '@passerelle/shared/routes/mission-work';
import type { AdminComplianceDocument } from '@passerelle/shared/schemas/mission-work';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { download } from '../../../lib/download';
import { queryKeyOf } from '../../../lib/query-keys';

/** The staff's check of the candidates' compliance documents (DECISIONS §6.4). */
const api = missionWorkApi.admDocuments;

/** adm/getDocuments: every document in this état (all of them without one), newest first. */
export const documentsQuery = (etat: DocumentEtat | undefined) => {
  const input = etat ? { etat } : {};
  return queryOptions({
    queryKey: queryKeyOf(api.getDocuments, input),
    queryFn: async () => (await call(api.getDocuments, input)).documents,
  });
};

/** adm/verifyDocument: verified, or refused with its reason (the candidate is told; recorded). */
export const verifyDocument = (id: number, decision: { valide: true } | { valide: false; motif: string }) =>
  call(api.verifyDocument, { id, ...decision });

/** The PDF, fetched with the session (GET /api/files/document/{id}: its candidate and the staff only). */
export const openDocument = (d: AdminComplianceDocument) =>
  download(missionWorkApi.document, `${d.type}-${d.expire_le}.pdf`, { id: d.id });
