import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
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

/** /dashb/factures (DECISIONS §6.4): the company's invoices, newest first, each as a PDF. */
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
              <Card variant="outlined" component="article" aria-label={`Facture ${f.numero}`}>
                <CardContent
                  sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, alignItems: { sm: 'center' } }}
                >
                  <Box sx={{ flex: 1 }}>
                    <Typography sx={{ fontWeight: 700 }}>{f.numero}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      Activité {ofMonth(f.mois)} · émise le {formatIsoDate(f.createdAt.slice(0, 10))}
                    </Typography>
                    <Box sx={{ mt: 0.75 }}>
                      <PaymentStatus facture={f} />
                    </Box>
                  </Box>
                  <Box sx={{ textAlign: { sm: 'right' } }}>
                    <Typography sx={{ fontWeight: 700 }}>{formatEuros(f.ttc)} TTC</Typography>
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
