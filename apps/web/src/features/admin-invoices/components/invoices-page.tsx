import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { formatIsoDate, ofMonth } from '@passerelle/shared/dates';
import { MSG } from '@passerelle/shared/messages';
import { InvoiceDownload } from '../../../components/invoices/invoice-download';
import { PageBanner } from '../../../components/page-banner';
import { Pager } from '../../../components/pager';
import { placeholderDataProps, QueryState } from '../../../components/query-state';
import { SearchField } from '../../../components/staff/search-field';
import { formatEuros } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLiveSearch } from '../../../lib/use-live-search';
import { useInvoices } from '../api/invoices-api';

/** /dashb/factures for the staff (DECISIONS §6.4): every invoice, 10 a page, searched, each as a PDF. */
export function StaffInvoicesPage() {
  useDocumentTitle('Factures');
  const { page, text, setText, search, goTo } = useLiveSearch();
  const invoices = useInvoices(page, search);
  const data = invoices.data;
  return (
    <Box>
      <PageBanner title="Factures" count={data?.totalItems} shown={data?.factures.length} />
      <Box sx={{ mb: 3 }}>
        <SearchField label="Rechercher une facture (numéro, client, candidat)" value={text} onChange={setText} />
      </Box>
      <QueryState
        isPending={invoices.isPending}
        error={invoices.error}
        onRetry={() => invoices.refetch()}
        fallback={MSG.fetchFailed}
        isEmpty={data?.factures.length === 0}
        emptyText={search ? 'Aucune facture ne correspond à votre recherche.' : 'Aucune facture pour l’instant.'}
      >
        <Stack
          component="ul"
          spacing={1.5}
          aria-label="Factures"
          {...placeholderDataProps(invoices, { listStyle: 'none', p: 0, m: 0 })}
        >
          {data?.factures.map((f) => (
            <li key={f.id}>
              <Card variant="outlined" component="article" aria-label={`Facture ${f.numero}`}>
                <CardContent
                  sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, alignItems: { sm: 'center' } }}
                >
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 700 }}>{f.numero}</Typography>
                    <Typography variant="body2">
                      {f.client} · {f.condidat}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      Activité {ofMonth(f.mois)} · émise le {formatIsoDate(f.createdAt.slice(0, 10))}
                    </Typography>
                  </Box>
                  <Box sx={{ textAlign: { sm: 'right' } }}>
                    <Typography sx={{ fontWeight: 700 }}>{formatEuros(f.ttc)} TTC</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {formatEuros(f.ht)} HT
                    </Typography>
                  </Box>
                  <InvoiceDownload id={f.id} numero={f.numero} />
                </CardContent>
              </Card>
            </li>
          ))}
        </Stack>
        <Pager page={page} totalPages={data?.totalPages ?? 0} onChange={goTo} />
      </QueryState>
    </Box>
  );
}
