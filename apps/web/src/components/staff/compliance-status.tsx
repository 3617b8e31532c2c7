import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { formatIsoDate, parisToday } from '@passerelle/shared/dates';
import { DOCUMENT_TYPE_LABELS, VIGILANCE_THRESHOLD_EUROS } from '@passerelle/shared/enums';
import { missionWorkApi } from '@passerelle/shared/routes/mission-work';
import type { AdminComplianceDocument } from '@passerelle/shared/schemas/mission-work';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, errorMessage } from '../../lib/api-client';
import { download } from '../../lib/download';
import { invalidateRoutes, queryKeyOf } from '../../lib/query-keys';

const api = missionWorkApi.admDocuments;

/** What is wrong with the candidate's URSSAF attestation, in French; null when a verified one is valid today. */
export function urssafProblem(documents: AdminComplianceDocument[], today = parisToday()): string | null {
  const urssaf = documents.filter((d) => d.type === 'urssaf');
  if (urssaf.some((d) => d.etat === 'valide' && d.expire_le >= today)) return null;
  const waiting = urssaf.find((d) => d.etat === 'a_verifier' && d.expire_le >= today);
  if (waiting) return 'L’attestation de vigilance URSSAF envoyée attend votre vérification.';
  const expired = urssaf.find((d) => d.etat === 'valide');
  if (expired) return `L’attestation de vigilance URSSAF a expiré le ${formatIsoDate(expired.expire_le)}.`;
  if (urssaf.some((d) => d.etat === 'refuse'))
    return 'L’attestation de vigilance URSSAF envoyée a été refusée ; le candidat doit en envoyer une autre.';
  return 'Le candidat n’a envoyé aucune attestation de vigilance URSSAF.';
}

/**
 * The staff's view of a candidate's URSSAF attestation where a mission is decided (DECISIONS §6.4): a
 * mission of 5,000 € or more needs a verified, unexpired one; this says which document is missing, and
 * lets the staff open and verify one that waits.
 */
export function ComplianceStatus({ candidateId }: { candidateId: number }) {
  const input = { condidatId: candidateId };
  const queryClient = useQueryClient();
  const documents = useQuery({
    queryKey: queryKeyOf(api.getDocuments, input),
    queryFn: async () => (await call(api.getDocuments, input)).documents,
  });
  const verify = useMutation({
    mutationFn: (id: number) => call(api.verifyDocument, { id, valide: true }),
    onSuccess: () => invalidateRoutes(queryClient, api.getDocuments),
  });
  const open = useMutation({
    mutationFn: (d: AdminComplianceDocument) => download(missionWorkApi.document, `${d.type}.pdf`, { id: d.id }),
  });
  if (!documents.data) return null;
  const problem = urssafProblem(documents.data);
  const today = parisToday();
  const valid = documents.data.find((d) => d.type === 'urssaf' && d.etat === 'valide' && d.expire_le >= today);
  const waiting = documents.data.find((d) => d.type === 'urssaf' && d.etat === 'a_verifier' && d.expire_le >= today);
  if (!problem && valid) {
    return (
      <Alert severity="success">
        {DOCUMENT_TYPE_LABELS.urssaf} vérifiée, valable jusqu’au {formatIsoDate(valid.expire_le)}.
      </Alert>
    );
  }
  return (
    <Alert severity="warning" role="status">
      <AlertTitle>Document de conformité manquant</AlertTitle>
      {problem} Une mission de {VIGILANCE_THRESHOLD_EUROS.toLocaleString('fr-FR')} € ou plus (TJM × jours ouvrés) sera refusée
      tant qu’une attestation vérifiée et en cours de validité manque.
      {waiting && (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
          <Button size="small" variant="outlined" onClick={() => open.mutate(waiting)} loading={open.isPending}>
            Ouvrir le PDF
          </Button>
          <Button size="small" variant="contained" onClick={() => verify.mutate(waiting.id)} loading={verify.isPending}>
            Marquer comme vérifiée
          </Button>
        </Stack>
      )}
      {(verify.error || open.error) && <div>{errorMessage(verify.error ?? open.error)}</div>}
    </Alert>
  );
}
