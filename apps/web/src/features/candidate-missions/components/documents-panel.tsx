import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { Alert, Box, Button, Chip, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { DOCUMENT_DEFAULT_VALIDITY_MONTHS } from '@passerelle/shared/constants';
import { formatIsoDate } from '@passerelle/shared/dates';
import {
  DOCUMENT_ETAT_LABELS,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  type DocumentEtat,
  type DocumentType,
} from '@passerelle/shared/enums';
import { MSG } from '@passerelle/shared/messages';
import { missionWorkApi } from '@passerelle/shared/routes/mission-work';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { LocalizedDatePicker } from '../../../components/form/localized-date-picker';
import { QueryState } from '../../../components/query-state';
import { errorMessage } from '../../../lib/api-client';
import { DATE_FORMAT, dayjs } from '../../../lib/dates';
import { invalidateRoutes } from '../../../lib/query-keys';
import { myDocumentsQuery, uploadDocument } from '../api/missions-api';

const ETAT_COLORS: Record<DocumentEtat, 'warning' | 'success' | 'error'> = {
  a_verifier: 'warning',
  valide: 'success',
  refuse: 'error',
};

/**
 * « Mes documents » (DECISIONS §6.4): the Kbis, the URSSAF attestation and the RC Pro, as PDFs with their
 * expiry; our team checks each one. Missions of 5,000 € or more need a verified, unexpired URSSAF attestation.
 */
export function DocumentsPanel() {
  const documents = useQuery(myDocumentsQuery);
  const queryClient = useQueryClient();
  const [type, setType] = useState<DocumentType>('urssaf');
  const [expiry, setExpiry] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const send = useMutation({
    mutationFn: () => {
      if (!file) throw new Error(MSG.fileRequired);
      return uploadDocument(file, { type, expire_le: expiry || undefined });
    },
    onSuccess: async () => {
      setFile(null);
      setExpiry('');
      if (input.current) input.current.value = '';
      await invalidateRoutes(queryClient, missionWorkApi.cdDocuments.getDocuments);
    },
  });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="documents-title" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
      <Typography id="documents-title" component="h2" variant="h4" sx={{ mb: 0.5 }}>
        Mes documents
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Extrait Kbis, attestation de vigilance URSSAF et attestation RC Pro, en PDF. Une mission de 5 000 € ou plus exige une
        attestation URSSAF vérifiée et en cours de validité (renouvelée tous les 6 mois).
      </Typography>
      <QueryState
        isPending={documents.isPending}
        error={documents.error}
        onRetry={() => documents.refetch()}
        fallback={MSG.fetchFailed}
        isEmpty={documents.data?.length === 0}
        emptyText="Aucun document envoyé."
      >
        <Stack component="ul" spacing={1} aria-label="Mes documents" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {documents.data?.map((d) => (
            <Box component="li" key={d.id} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 600 }}>{DOCUMENT_TYPE_LABELS[d.type]}</Typography>
              <Chip size="small" color={ETAT_COLORS[d.etat]} label={DOCUMENT_ETAT_LABELS[d.etat]} />
              <Typography variant="body2" color="text.secondary">
                valable jusqu’au {formatIsoDate(d.expire_le)}
              </Typography>
              {d.motif && (
                <Typography variant="body2" color="error.main" sx={{ width: '100%' }}>
                  Motif du refus : {d.motif}
                </Typography>
              )}
            </Box>
          ))}
        </Stack>
      </QueryState>
      <Box
        component="form"
        aria-label="Envoyer un document"
        onSubmit={(e) => {
          e.preventDefault();
          send.mutate();
        }}
        sx={{
          mt: 2.5,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr auto auto' },
          alignItems: 'start',
        }}
      >
        <TextField
          select
          size="small"
          label="Type de document"
          value={type}
          onChange={(e) => setType(e.target.value as DocumentType)}
        >
          {DOCUMENT_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {DOCUMENT_TYPE_LABELS[t]}
            </MenuItem>
          ))}
        </TextField>
        <LocalizedDatePicker
          label="Date d’expiration"
          format={DATE_FORMAT}
          value={expiry ? dayjs(expiry) : null}
          disablePast
          onChange={(next: Dayjs | null) => setExpiry(next?.isValid() ? next.format('YYYY-MM-DD') : '')}
          slotProps={{
            textField: {
              size: 'small',
              // No date to type for any type (DECISIONS §6.9): each has its usual validity.
              helperText: `Facultative : ${DOCUMENT_DEFAULT_VALIDITY_MONTHS[type]}\u00a0mois après l’envoi`,
            },
            field: { clearable: true },
          }}
        />
        <Button component="label" variant="outlined" startIcon={<UploadFileOutlined />}>
          {file ? file.name : 'Choisir le PDF'}
          <input
            ref={input}
            hidden
            type="file"
            accept="application/pdf"
            aria-label="Fichier PDF"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </Button>
        <Button type="submit" variant="contained" disabled={!file} loading={send.isPending}>
          Envoyer
        </Button>
      </Box>
      <FormError message={send.error ? errorMessage(send.error) : null} />
      {send.isSuccess && (
        <Alert severity="success" sx={{ mt: 1.5 }}>
          Document envoyé : notre équipe le vérifie.
        </Alert>
      )}
    </Paper>
  );
}
