import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { Alert, Box, Button, Card, CardContent, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { formatIsoDate, parisToday } from '@passerelle/shared/dates';
import { DOCUMENT_ETAT_LABELS, DOCUMENT_ETATS, DOCUMENT_TYPE_LABELS, type DocumentEtat } from '@passerelle/shared/enums';
import { MSG } from '@passerelle/shared/messages';
import { missionWorkApi } from '@passerelle/shared/routes/mission-work';
import type { AdminComplianceDocument } from '@passerelle/shared/schemas/mission-work';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageBanner } from '../../../components/page-banner';
import { QueryState } from '../../../components/query-state';
import { ReasonDialog } from '../../../components/reason-dialog';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { invalidateRoutes } from '../../../lib/query-keys';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { documentsQuery, openDocument, verifyDocument } from '../api/documents-api';

type Filter = DocumentEtat | 'tous';

const FILTER_LABELS: Record<Filter, string> = { a_verifier: 'À vérifier', valide: 'Vérifiés', refuse: 'Refusés', tous: 'Tous' };
const EMPTY_TEXTS: Record<Filter, string> = {
  a_verifier: 'Aucun document à vérifier : tout est à jour.',
  valide: 'Aucun document vérifié.',
  refuse: 'Aucun document refusé.',
  tous: 'Aucun document envoyé pour l’instant.',
};
const ETAT_COLORS: Record<DocumentEtat, 'warning' | 'success' | 'error'> = {
  a_verifier: 'warning',
  valide: 'success',
  refuse: 'error',
};

const describeDocument = (d: AdminComplianceDocument) => `${DOCUMENT_TYPE_LABELS[d.type]} de ${d.condidat}`;

/**
 * /dashb/documents for the staff (DECISIONS §6.4, the devoir de vigilance): the candidates' Kbis, URSSAF
 * attestations and RC Pro, those waiting for a check first; open the PDF, then verify it or refuse it
 * with a reason (the candidate is told, the decision recorded).
 */
export function StaffDocumentsPage() {
  useDocumentTitle('Documents');
  const [filter, setFilter] = useState<Filter>('a_verifier');
  const documents = useQuery(documentsQuery(filter === 'tous' ? undefined : filter));
  const [verifying, setVerifying] = useState<AdminComplianceDocument | null>(null);
  const [refusing, setRefusing] = useState<AdminComplianceDocument | null>(null);
  const queryClient = useQueryClient();
  const refresh = () => invalidateRoutes(queryClient, missionWorkApi.admDocuments.getDocuments);
  const verify = useMutation({
    mutationFn: (d: AdminComplianceDocument) => verifyDocument(d.id, { valide: true }),
    onSuccess: async () => {
      setVerifying(null);
      await refresh();
    },
  });
  const refuse = useMutation({
    mutationFn: ({ d, motif }: { d: AdminComplianceDocument; motif: string }) => verifyDocument(d.id, { valide: false, motif }),
    onSuccess: async () => {
      setRefusing(null);
      await refresh();
    },
  });
  const today = parisToday();
  return (
    <Box>
      <PageBanner title="Documents" count={documents.data?.length} />
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
        Les extraits Kbis, attestations de vigilance URSSAF et attestations RC Pro envoyés par les candidats. Une mission de 5 000
        € ou plus exige une attestation URSSAF vérifiée et en cours de validité.
      </Typography>
      <TextField
        select
        size="small"
        label="État"
        value={filter}
        onChange={(e) => setFilter(e.target.value as Filter)}
        sx={{ mb: 3, width: { xs: '100%', sm: 280 } }}
      >
        {([...DOCUMENT_ETATS, 'tous'] as const).map((f) => (
          <MenuItem key={f} value={f}>
            {FILTER_LABELS[f]}
          </MenuItem>
        ))}
      </TextField>
      <QueryState
        isPending={documents.isPending}
        error={documents.error}
        onRetry={() => documents.refetch()}
        fallback={MSG.fetchFailed}
        isEmpty={documents.data?.length === 0}
        emptyText={EMPTY_TEXTS[filter]}
      >
        <Stack component="ul" spacing={1.5} aria-label="Documents" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {documents.data?.map((d) => (
            <li key={d.id}>
              <DocumentCard
                document={d}
                expired={d.expire_le < today}
                onVerify={() => setVerifying(d)}
                onRefuse={() => setRefusing(d)}
              />
            </li>
          ))}
        </Stack>
      </QueryState>
      <ConfirmDialog
        open={verifying !== null}
        title="Vérifier ce document ?"
        message={
          verifying
            ? `${describeDocument(verifying)}, valable jusqu’au ${formatIsoDate(verifying.expire_le)} : le candidat sera informé que le document est vérifié. L’action est consignée.`
            : ''
        }
        confirmLabel="Vérifier"
        pending={verify.isPending}
        error={verify.error ? errorMessage(verify.error) : null}
        onConfirm={() => verifying && verify.mutate(verifying)}
        onClose={() => {
          setVerifying(null);
          verify.reset();
        }}
      />
      <ReasonDialog
        open={refusing !== null}
        title="Refuser ce document ?"
        intro={
          refusing
            ? `${describeDocument(refusing)} : le candidat verra votre motif et pourra envoyer un autre document. L’action est consignée.`
            : ''
        }
        requiredMessage={MSG.documentMotifRequired}
        pending={refuse.isPending}
        error={refuse.error ? errorMessage(refuse.error) : null}
        onConfirm={(motif) => refusing && refuse.mutate({ d: refusing, motif })}
        onClose={() => {
          setRefusing(null);
          refuse.reset();
        }}
      />
    </Box>
  );
}

function DocumentCard({
  document: d,
  expired,
  onVerify,
  onRefuse,
}: {
  document: AdminComplianceDocument;
  expired: boolean;
  onVerify: () => void;
  onRefuse: () => void;
}) {
  const open = useMutation({ mutationFn: () => openDocument(d) });
  return (
    <Card variant="outlined" component="article" aria-label={describeDocument(d)}>
      <CardContent sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 1.5, alignItems: { md: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography sx={{ fontWeight: 700 }}>{d.condidat}</Typography>
            <Chip size="small" color={ETAT_COLORS[d.etat]} label={DOCUMENT_ETAT_LABELS[d.etat]} />
          </Stack>
          <Typography variant="body2">{DOCUMENT_TYPE_LABELS[d.type]}</Typography>
          <Typography variant="body2" color={expired ? 'error.main' : 'text.secondary'}>
            {expired ? `Expiré le ${formatIsoDate(d.expire_le)}` : `Valable jusqu’au ${formatIsoDate(d.expire_le)}`} · envoyé le{' '}
            {formatDateTime(d.createdAt)}
          </Typography>
          {d.etat === 'refuse' && d.motif && (
            <Typography variant="body2" color="error.main" sx={{ overflowWrap: 'anywhere' }}>
              Motif du refus : {d.motif}
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, flexShrink: 0 }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<PictureAsPdfOutlined />}
            loading={open.isPending}
            onClick={() => open.mutate()}
          >
            Ouvrir le PDF
          </Button>
          {d.etat !== 'refuse' && (
            <Button size="small" variant="outlined" color="error" onClick={onRefuse}>
              Refuser
            </Button>
          )}
          {d.etat !== 'valide' && (
            <Button size="small" variant="contained" onClick={onVerify}>
              Vérifier
            </Button>
          )}
        </Stack>
        {open.error && (
          <Alert severity="error" sx={{ width: '100%' }}>
            {errorMessage(open.error)}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
