import { Chip, Stack, Typography } from '@mui/material';
import { formatIsoDate } from '@passerelle/shared/dates';
import { ETAT_PAIEMENT_LABELS, type EtatPaiement } from '@passerelle/shared/payments';
import { formatMoney } from '../../lib/format';

const COLORS: Record<EtatPaiement, 'default' | 'info' | 'success' | 'error'> = {
  a_payer: 'default',
  partiel: 'info',
  payee: 'success',
  en_retard: 'error',
};

/** An invoice's payment state (DECISIONS §6.7): « Payée », « En retard »…, what is left to pay and the due date. */
export function PaymentStatus({
  facture,
}: {
  facture: { etat_paiement: EtatPaiement | null; reste_du: number; echeance: string };
}) {
  if (facture.etat_paiement === null) return null;
  const paid = facture.etat_paiement === 'payee';
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip
        size="small"
        color={COLORS[facture.etat_paiement]}
        variant={facture.etat_paiement === 'a_payer' ? 'outlined' : 'filled'}
        label={ETAT_PAIEMENT_LABELS[facture.etat_paiement]}
      />
      <Typography variant="body2" color={facture.etat_paiement === 'en_retard' ? 'error.main' : 'text.secondary'}>
        {paid
          ? `Échéance du ${formatIsoDate(facture.echeance)}`
          : `Reste dû : ${formatMoney(facture.reste_du)} · échéance le ${formatIsoDate(facture.echeance)}`}
      </Typography>
    </Stack>
  );
}
