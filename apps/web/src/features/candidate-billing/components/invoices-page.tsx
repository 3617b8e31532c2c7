import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { ETAT_VERSEMENT_LABELS } from '@passerelle/shared/billing';
import { formatIsoDate, ofMonth } from '@passerelle/shared/dates';
import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import type { CandidateFacture } from '@passerelle/shared/schemas/billing';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link as RouterLink } from 'react-router';
import { InvoiceDownload } from '../../../components/invoices/invoice-download';
import { PageBanner } from '../../../components/page-banner';
import { QueryState } from '../../../components/query-state';
import { formatEuros } from '../../../lib/format';
import { useSocketEvent } from '../../../lib/realtime';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { myBillingQuery, myInvoicesQuery } from '../api/billing-api';
import { AnnualStatementCard } from './annual-statement-card';

/**
 * /dashb/factures for the freelancer, « Mes factures » (DECISIONS §6.6): the invoices Passerelle issued in its name
 * (AF-…, one per validated activity report) and the credit notes cancelling some, newest first, each as a PDF
 * (Factur-X), with where its payment stands. When root confirms a payout order the server pushes
 * `factures_changed` and the list reloads: an invoice reads « Versée » without a reload of the page.
 */
export function MyInvoicesPage() {
  useDocumentTitle('Mes factures');
  const queryClient = useQueryClient();
  const invoices = useQuery(myInvoicesQuery);
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: myInvoicesQuery.queryKey }), [queryClient]);
  useSocketEvent('factures_changed', refresh);
  const billing = useQuery(myBillingQuery);
  const missingIdentity = billing.data !== undefined && !billing.data.mandat;
  return (
    <Box>
      <PageBanner title="Mes factures" count={invoices.data?.length} />
      {missingIdentity && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button component={RouterLink} to={paths.dashboard.candidate.profile} color="inherit" size="small">
              Compléter
            </Button>
          }
        >
          Vos factures attendent votre identité de facturation et votre mandat d’autofacturation : complétez la section «
          Facturation » de votre profil. Elles seront émises aussitôt.
        </Alert>
      )}
      <AnnualStatementCard />
      <QueryState
        isPending={invoices.isPending}
        error={invoices.error}
        onRetry={() => invoices.refetch()}
        fallback={MSG.fetchFailed}
        isEmpty={invoices.data?.length === 0}
        emptyText="Aucune facture pour l’instant : la facture d’un mois est émise dès que le client valide votre compte rendu d’activité."
      >
        <Stack component="ul" spacing={1.5} aria-label="Mes factures" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {invoices.data?.map((f) => (
            <li key={f.id}>
              <InvoiceCard facture={f} />
            </li>
          ))}
        </Stack>
      </QueryState>
    </Box>
  );
}

function InvoiceCard({ facture: f }: { facture: CandidateFacture }) {
  const creditNote = f.type === 'avoir';
  return (
    <Card variant="outlined" component="article" aria-label={`${creditNote ? 'Avoir' : 'Facture'} ${f.numero}`}>
      <CardContent sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 700 }}>{f.numero}</Typography>
            {creditNote ? (
              <Chip size="small" variant="outlined" label={`Avoir sur ${f.facture_origine ?? ''}`} />
            ) : f.avoir ? (
              <Chip size="small" color="warning" variant="outlined" label={`Annulée par l’avoir ${f.avoir}`} />
            ) : (
              f.etat_paiement && (
                <Chip
                  size="small"
                  color={f.etat_paiement === 'verse' ? 'success' : 'default'}
                  label={ETAT_VERSEMENT_LABELS[f.etat_paiement]}
                />
              )
            )}
          </Box>
          <Typography variant="body2">Mission chez {f.client}</Typography>
          <Typography variant="body2" color="text.secondary">
            Activité {ofMonth(f.mois)} · émise le {formatIsoDate(f.createdAt.slice(0, 10))}
          </Typography>
        </Box>
        <Box sx={{ textAlign: { sm: 'right' } }}>
          <Typography sx={{ fontWeight: 700 }}>
            {creditNote ? '− ' : ''}
            {formatEuros(f.ttc)} TTC
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {creditNote ? '− ' : ''}
            {formatEuros(f.ht)} HT{f.tva > 0 ? ` · TVA ${formatEuros(f.tva)}` : ''}
          </Typography>
        </Box>
        <InvoiceDownload id={f.id} numero={f.numero} />
      </CardContent>
    </Card>
  );
}
