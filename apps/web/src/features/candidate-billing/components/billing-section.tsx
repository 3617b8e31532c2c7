import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { Alert, Box, Button, IconButton, Paper, Typography } from '@mui/material';
import { REGIME_TVA_LABELS } from '@passerelle/shared/billing';
import { formatIsoDate } from '@passerelle/shared/dates';
import { MSG } from '@passerelle/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { LazyTooltip } from '../../../components/lazy-tooltip';
import { QueryState } from '../../../components/query-state';
import { useNotice } from '../../../components/staff/notice';
import { myBillingQuery } from '../api/billing-api';

// The form loads the first time it opens: the profile paints without it.
const BillingDialog = lazy(() => import('./billing-dialog').then((m) => ({ default: m.BillingDialog })));

/**
 * « Facturation », a section of the freelancer's profile (DECISIONS §6.6): the identity its self-billed invoices
 * print (company, SIRET, address, VAT regime, bank account, masked) and the self-billing mandate with its date.
 * Until it is given, the section says what it is for and opens the form.
 */
export function BillingSection() {
  const billing = useQuery(myBillingQuery);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const { notify, notice } = useNotice();
  const titleId = useId();
  const data = billing.data;
  const complete = Boolean(data?.mandat);
  const edit = () => {
    setOpened(true);
    setOpen(true);
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography id={titleId} component="h2" variant="h4" sx={{ flex: 1 }}>
          Facturation
        </Typography>
        {complete && (
          <LazyTooltip title="Modifier ma facturation">
            <IconButton onClick={edit} aria-label="Modifier ma facturation" size="small" color="primary">
              <ReceiptLongOutlined />
            </IconButton>
          </LazyTooltip>
        )}
      </Box>
      <QueryState
        isPending={billing.isPending}
        error={billing.error}
        onRetry={() => billing.refetch()}
        fallback={MSG.fetchFailed}
      >
        {data && complete ? (
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(130px, auto) 1fr' },
              columnGap: 2,
              rowGap: { xs: 0, sm: 1 },
              m: 0,
              '& dt': { color: 'text.secondary' },
              '& dd': { m: 0, mb: { xs: 1, sm: 0 }, fontWeight: 500, wordBreak: 'break-word' },
            }}
          >
            {(
              [
                ['Raison sociale', data.raison_sociale],
                ['SIRET', data.siret],
                ['Adresse', `${data.adresse}, ${data.code_postal} ${data.ville}`],
                ['TVA', data.regime_tva ? REGIME_TVA_LABELS[data.regime_tva] : ''],
                ...(data.tva_intra ? [['N° de TVA', data.tva_intra]] : []),
                ['IBAN', data.iban],
                ['BIC', data.bic],
                ['Mandat', data.mandat_le ? `Autofacturation acceptée le ${formatIsoDate(data.mandat_le)}` : ''],
              ] as [string, string | null][]
            ).map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </Box>
            ))}
          </Box>
        ) : (
          <>
            <Alert severity="info" sx={{ mb: 2 }}>
              Pour être payé, renseignez votre identité de facturation et acceptez le mandat d’autofacturation : Passerelle émet
              alors chaque mois, en votre nom, la facture de vos jours validés.
            </Alert>
            <Button variant="contained" onClick={edit} startIcon={<ReceiptLongOutlined />}>
              Renseigner ma facturation
            </Button>
          </>
        )}
      </QueryState>
      {opened && data && (
        <Suspense fallback={null}>
          <BillingDialog
            open={open}
            current={data}
            onClose={() => setOpen(false)}
            onSaved={() => {
              setOpen(false);
              notify('Votre facturation est enregistrée.');
            }}
          />
        </Suspense>
      )}
      {notice}
    </Paper>
  );
}
