import { Alert, Button, Stack, Typography } from '@mui/material';
import { CONTRAT_VERIFY_MAX_BYTES } from '@passerelle/shared/constants';
import { CONTRAT_TYPE_LABELS } from '@passerelle/shared/enums';
import { MSG } from '@passerelle/shared/messages';
import { contractsApi } from '@passerelle/shared/routes/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { errorMessage, upload } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * /contrats/verifier (public, DECISIONS §6.5): anyone drops a PDF and learns whether it is, byte for byte, a
 * contract signed on Passerelle, with its signers and date. The file is sent to the server, compared by its
 * SHA-256 and not kept.
 */
export function VerifyContractPage() {
  useDocumentTitle('Vérifier un contrat');
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const check = useMutation({ mutationFn: (f: File) => upload(contractsApi.verifier, f) });
  const result = check.data;
  return (
    <AuthLayout title="Vérifier un contrat">
      <Stack spacing={2.5}>
        <Typography>
          Choisissez le PDF d’un contrat signé sur Passerelle (5 Mo au plus) : nous vérifions qu’il est identique, octet pour
          octet, au document signé. Le fichier n’est pas conservé.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Button component="label" htmlFor={inputId} variant="outlined">
            Choisir un PDF
            <input
              id={inputId}
              type="file"
              accept="application/pdf,.pdf"
              hidden
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                check.reset();
                setTooLarge(Boolean(chosen && chosen.size > CONTRAT_VERIFY_MAX_BYTES));
                setFile(chosen);
              }}
            />
          </Button>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {file ? file.name : 'Aucun fichier choisi'}
          </Typography>
        </Stack>
        {tooLarge && <Alert severity="error">Le fichier dépasse 5 Mo.</Alert>}
        <Button
          variant="contained"
          disabled={!file || tooLarge}
          loading={check.isPending}
          onClick={() => file && check.mutate(file)}
          sx={{ alignSelf: 'flex-start' }}
        >
          Vérifier
        </Button>
        {result?.valide === true && (
          <Alert severity="success" role="status">
            Contrat valide : {CONTRAT_TYPE_LABELS[result.type].toLowerCase()} signé le {formatDateTime(result.signe_le)} par{' '}
            {result.signataires.map((s) => `${s.prenom} ${s.nom}`.trim()).join(', ')}. Le document n’a pas été modifié.
          </Alert>
        )}
        {result?.valide === false && (
          <Alert severity="error" role="status">
            Contrat non valide : ce fichier n’est pas un contrat signé sur Passerelle, ou il a été modifié.
          </Alert>
        )}
        {check.isError && <Alert severity="error">{errorMessage(check.error, MSG.failed)}</Alert>}
      </Stack>
    </AuthLayout>
  );
}
