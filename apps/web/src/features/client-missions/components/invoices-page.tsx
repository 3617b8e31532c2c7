import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { formatIsoDate, ofMonth } from '@passerelle/shared/dates';
import { MSG } from '@passerelle/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { InvoiceDownload } from '../../../components/invoices/invoice-download';
import { PaymentStatus } from '../../../components/invoices/payment-status';
import { PageBanner } from '../../../components/page-banner';
import { QueryState } from '../../../components/query-state';
import { formatEuros } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { invoicesQuery } from '../api/mission-work-api';

/**
 * /dashb/factures (DECISIONS §6.4, §6.6): the company's invoices and the credit notes cancelling some, newest first,
 * each as a PDF.
 */
export function InvoicesPage() {
  useDocumentTitle('Factures');
  const invoices = useQuery(invoicesQuery);
  return (
    <>
      <PageBanner title="Factures" count={invoices.data?.length} />
      <QueryState
        isPending={invoices.isPending}
        error={invoices.error}
        onRetry={() => invoices.refetch()}
        fallback={MSG.fetchFailed}
        isEmpty={invoices.data?.length === 0}
        emptyText="Aucune facture pour le moment : chaque compte rendu d’activité que vous validez en émet une."
      >
        <Stack component="ul" spacing={1.5} aria-label="Factures" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {invoices.data?.map((f) => (
            <li key={f.id}>
              <Card variant="outlined" component="article" aria-label={`${f.type === 'avoir' ? 'Avoir' : 'Facture'} ${f.numero}`}>
                <CardContent
                  sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, alignItems: { sm: 'center' } }}
                >
                  <Box sx={{ flex: 1 }}>
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                      <Typography sx={{ fontWeight: 700 }}>{f.numero}</Typography>
                      {f.avoir && (
                        <Chip size="small" color="warning" variant="outlined" label={`Annulée par l’avoir ${f.avoir}`} />
                      )}
                      {f.facture_origine && <Chip size="small" variant="outlined" label={`Avoir sur ${f.facture_origine}`} />}
                    </Box>
                    <Typography variant="body2" color="text.secondary">
                      Activité {ofMonth(f.mois)} · émise le {formatIsoDate(f.createdAt.slice(0, 10))}
                    </Typography>
                    {/* A credit note, or an invoice it cancelled, is owed by no one (DECISIONS §6.6). */}
                    {f.type === 'client' && !f.avoir && (
                      <Box sx={{ mt: 0.75 }}>
                        <PaymentStatus facture={f} />
                      </Box>
                    )}
                  </Box>
                  <Box sx={{ textAlign: { sm: 'right' } }}>
                    <Typography sx={{ fontWeight: 700 }}>
                      {f.type === 'avoir' ? '− ' : ''}
                      {formatEuros(f.ttc)} TTC
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {formatEuros(f.ht)} HT · TVA {formatEuros(f.tva)}
                    </Typography>
                  </Box>
                  <InvoiceDownload id={f.id} numero={f.numero} />
                </CardContent>
              </Card>
            </li>
          ))}
        </Stack>
      </QueryState>
    </>
  );
}
