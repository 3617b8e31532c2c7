import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { parisToday } from '@passerelle/shared/dates';
import { missionWorkApi } from '@passerelle/shared/routes/mission-work';
import { paymentsApi } from '@passerelle/shared/routes/payments';
import { recordPaymentBody } from '@passerelle/shared/schemas/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { call, errorMessage } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { invalidateRoutes } from '../../../lib/query-keys';

type Fields = { montant: string; date: string; reference: string };

/**
 * « Enregistrer un paiement » (DECISIONS §6.7): a transfer or a cheque received for an invoice, up to what it
 * still owes (the server refuses more: payment.exceeds). The amount starts at what is left to pay.
 */
export function RecordPaymentDialog({
  facture,
  onClose,
}: {
  facture: { id: number; numero: string; reste_du: number };
  onClose: () => void;
}) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const [fields, setFields] = useState<Fields>({
    montant: String(facture.reste_du).replace('.', ','),
    date: parisToday(),
    reference: '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const save = useMutation({
    mutationFn: (body: ReturnType<typeof recordPaymentBody.parse>) => call(paymentsApi.recordPayment, body),
    onSuccess: async () => {
      await invalidateRoutes(queryClient, missionWorkApi.adm.getFactures);
      onClose();
    },
  });
  const set = (name: keyof Fields) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [name]: e.target.value }));
  const submit = () => {
    const parsed = recordPaymentBody.safeParse({ factureId: facture.id, ...fields });
    if (!parsed.success) {
      const next: Partial<Record<keyof Fields, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Fields] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };
  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Enregistrer un paiement</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Facture {facture.numero} · reste dû : {formatMoney(facture.reste_du)}
        </Typography>
        <Stack
          component="form"
          id={`${titleId}-form`}
          spacing={2}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <TextField
            label="Montant reçu (€)"
            value={fields.montant}
            onChange={set('montant')}
            required
            autoFocus
            error={Boolean(errors.montant)}
            helperText={errors.montant ?? ' '}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            label="Date du paiement"
            type="date"
            value={fields.date}
            onChange={set('date')}
            required
            error={Boolean(errors.date)}
            helperText={errors.date ?? ' '}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: parisToday() } }}
          />
          <TextField
            label="Référence (virement, chèque…)"
            value={fields.reference}
            onChange={set('reference')}
            required
            error={Boolean(errors.reference)}
            helperText={errors.reference ?? ' '}
            slotProps={{ htmlInput: { maxLength: 140 } }}
          />
        </Stack>
        {save.error && <Alert severity="error">{errorMessage(save.error)}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          Annuler
        </Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" loading={save.isPending}>
          Enregistrer
        </Button>
      </DialogActions>
    </Dialog>
  );
}
