import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { CONTRAT_ETAT_LABELS, CONTRAT_TYPE_LABELS } from '@passerelle/shared/enums';
import { MSG } from '@passerelle/shared/messages';
import { contractsApi } from '@passerelle/shared/routes/contracts';
import type { Contrat } from '@passerelle/shared/schemas/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { call, errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import { download } from '../../lib/download';
import { invalidateRoutes, queryKeyOf } from '../../lib/query-keys';
import { FormError } from '../form/form-error';
import { QueryState } from '../query-state';

type Side = 'cl' | 'cd' | 'adm';

/**
 * The « Contrats » of a mission (DECISIONS §6.5): the company's members see the bon de commande, the
 * freelancer its contrat de prestation, the staff both. Each can be opened as a PDF; a party signs its own
 * with the 6-digit code mailed to it and an explicit consent.
 */
export function ContractsPanel({ side, missionId }: { side: Side; missionId: number }) {
  const input = { missionId };
  const route = contractsApi[side].getContrats;
  const contracts = useQuery({
    queryKey: queryKeyOf(route, input),
    queryFn: async () => (await call(route, input)).contrats,
  });
  const [signing, setSigning] = useState<Contrat | null>(null);
  const open = useMutation({
    mutationFn: (c: Contrat) => download(contractsApi.contrat, `${c.type}.pdf`, { id: c.id }),
  });
  return (
    <Box component="section" aria-label="Contrats">
      <Typography component="h3" variant="h5" sx={{ mb: 1 }}>
        Contrats
      </Typography>
      <QueryState
        isPending={contracts.isPending}
        error={contracts.error}
        onRetry={() => contracts.refetch()}
        fallback={MSG.fetchFailed}
        isEmpty={contracts.data?.length === 0}
        emptyText="Aucun contrat pour cette mission (créée avant la signature en ligne)."
      >
        <Stack spacing={1}>
          {contracts.data?.map((c) => (
            <Stack
              key={c.id}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'center' } }}
              aria-label={CONTRAT_TYPE_LABELS[c.type]}
              role="group"
            >
              <Typography component="div" sx={{ fontWeight: 600, flex: 1 }}>
                {CONTRAT_TYPE_LABELS[c.type]}{' '}
                <Chip size="small" color={c.etat === 'signe' ? 'success' : 'warning'} label={CONTRAT_ETAT_LABELS[c.etat]} />
                {c.signe_le && c.signataire && (
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    Signé le {formatDateTime(c.signe_le)} par {c.signataire.prenom} {c.signataire.nom}
                  </Typography>
                )}
              </Typography>
              <Stack direction="row" spacing={1}>
                <Button variant="outlined" size="small" onClick={() => open.mutate(c)} loading={open.isPending}>
                  Ouvrir le PDF
                </Button>
                {side !== 'adm' && c.etat === 'a_signer' && (
                  <Button variant="contained" size="small" onClick={() => setSigning(c)}>
                    Signer
                  </Button>
                )}
              </Stack>
            </Stack>
          ))}
        </Stack>
      </QueryState>
      <FormError message={open.isError ? errorMessage(open.error, MSG.failed) : null} />
      {side !== 'adm' && <SignDialog side={side} contract={signing} onClose={() => setSigning(null)} />}
    </Box>
  );
}

function SignDialog({ side, contract, onClose }: { side: 'cl' | 'cd'; contract: Contrat | null; onClose: () => void }) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [accepte, setAccepte] = useState(false);
  const [missing, setMissing] = useState<string | null>(null);
  const sendCode = useMutation({ mutationFn: (id: number) => call(contractsApi[side].contratCode, { id }) });
  const sign = useMutation({
    mutationFn: (id: number) => call(contractsApi[side].signContrat, { id, code: code.trim(), accepte: true }),
    onSuccess: () => invalidateRoutes(queryClient, contractsApi[side].getContrats),
  });
  const close = () => {
    setCode('');
    setAccepte(false);
    setMissing(null);
    sendCode.reset();
    sign.reset();
    onClose();
  };
  const submit = () => {
    if (!contract) return;
    if (!/^\d{6}$/.test(code.trim())) return setMissing(MSG.contratCodeFormat);
    if (!accepte) return setMissing(MSG.contratConsentRequired);
    setMissing(null);
    sign.mutate(contract.id);
  };
  return (
    <Dialog
      open={contract !== null}
      onClose={sign.isPending ? undefined : close}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>Signer le {contract ? CONTRAT_TYPE_LABELS[contract.type].toLowerCase() : 'contrat'}</DialogTitle>
      <DialogContent>
        {sign.isSuccess ? (
          <Alert severity="success">Document signé. Le PDF signé porte le certificat de signature.</Alert>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography>
              Relisez le document (« Ouvrir le PDF »), puis recevez par e-mail un code à 6 chiffres valable 10 minutes.
            </Typography>
            <Box>
              <Button variant="outlined" onClick={() => contract && sendCode.mutate(contract.id)} loading={sendCode.isPending}>
                {sendCode.isSuccess ? 'Renvoyer un code' : 'Recevoir le code par e-mail'}
              </Button>
              {sendCode.isSuccess && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} role="status">
                  Code envoyé : il annule le précédent et expire à {formatDateTime(sendCode.data.expire_le)}.
                </Typography>
              )}
            </Box>
            <TextField
              label="Code reçu par e-mail"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
            />
            <FormControlLabel
              control={<Checkbox checked={accepte} onChange={(_, value) => setAccepte(value)} />}
              label="J’ai lu le document et je l’accepte ; je le signe électroniquement."
            />
            <FormError
              message={
                missing ??
                (sendCode.isError ? errorMessage(sendCode.error, MSG.failed) : null) ??
                (sign.isError ? errorMessage(sign.error, MSG.failed) : null)
              }
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={sign.isPending}>
          {sign.isSuccess ? 'Fermer' : 'Annuler'}
        </Button>
        {!sign.isSuccess && (
          <Button variant="contained" onClick={submit} loading={sign.isPending}>
            Signer
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
