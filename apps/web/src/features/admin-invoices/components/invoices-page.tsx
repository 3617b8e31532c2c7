import { Box, Button, Card, CardContent, Chip, Stack, Tab, Tabs, Typography } from '@mui/material';
import { FACTURE_TYPE_LABELS, FACTURE_TYPES, type FactureType } from '@passerelle/shared/billing';
import { formatIsoDate, ofMonth } from '@passerelle/shared/dates';
import { MSG } from '@passerelle/shared/messages';
import type { AdminBilledFacture } from '@passerelle/shared/schemas/billing';
import { useId, useState } from 'react';
import { InvoiceDownload } from '../../../components/invoices/invoice-download';
import { PaymentStatus } from '../../../components/invoices/payment-status';
import { PageBanner } from '../../../components/page-banner';
import { Pager } from '../../../components/pager';
import { placeholderDataProps, QueryState } from '../../../components/query-state';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useNotice } from '../../../components/staff/notice';
import { SearchField } from '../../../components/staff/search-field';
import { errorMessage } from '../../../lib/api-client';
import { formatEuros } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLiveSearch } from '../../../lib/use-live-search';
import { useInvoices, useIssueCreditNote } from '../api/invoices-api';
import { RecordPaymentDialog } from './record-payment-dialog';

const EMPTY: Record<FactureType, string> = {
  client: 'Aucune facture client pour l’instant.',
  autofacturation: 'Aucune autofacture pour l’instant.',
  avoir: 'Aucun avoir pour l’instant.',
};

/**
 * /dashb/factures for the staff (DECISIONS §6.4, §6.6): the client invoices, the freelancers' self-billed invoices
 * and the credit notes, one tab each, 10 a page, searched, each as a PDF. A client invoice is cancelled by
 * « Émettre un avoir », after a confirmation that says what it does: an issued invoice is never changed.
 */
export function StaffInvoicesPage() {
  useDocumentTitle('Factures');
  const { page, text, setText, search, goTo } = useLiveSearch();
  const [type, setType] = useState<FactureType>('client');
  const invoices = useInvoices(page, search, type);
  const data = invoices.data;
  const [crediting, setCrediting] = useState<AdminBilledFacture | null>(null);
  const [paying, setPaying] = useState<AdminBilledFacture | null>(null);
  const creditNote = useIssueCreditNote();
  const { notify, notice } = useNotice();
  const tabsId = useId();

  return (
    <Box>
      <PageBanner title="Factures" count={data?.totalItems} shown={data?.factures.length} />
      <Tabs
        value={type}
        onChange={(_, value: FactureType) => {
          setType(value);
          goTo(0);
        }}
        aria-label="Type de document"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {FACTURE_TYPES.map((value) => (
          <Tab
            key={value}
            value={value}
            label={FACTURE_TYPE_LABELS[value]}
            id={`${tabsId}-${value}`}
            aria-controls={`${tabsId}-panel`}
          />
        ))}
      </Tabs>
      <Box sx={{ mb: 3 }}>
        <SearchField label="Rechercher une facture (numéro, client, candidat)" value={text} onChange={setText} />
      </Box>
      <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${type}`}>
        <QueryState
          isPending={invoices.isPending}
          error={invoices.error}
          onRetry={() => invoices.refetch()}
          fallback={MSG.fetchFailed}
          isEmpty={data?.factures.length === 0}
          emptyText={search ? 'Aucun document ne correspond à votre recherche.' : EMPTY[type]}
        >
          <Stack
            component="ul"
            spacing={1.5}
            aria-label={FACTURE_TYPE_LABELS[type]}
            {...placeholderDataProps(invoices, { listStyle: 'none', p: 0, m: 0 })}
          >
            {data?.factures.map((f) => (
              <li key={f.id}>
                <InvoiceCard facture={f} onCredit={() => setCrediting(f)} onPay={() => setPaying(f)} />
              </li>
            ))}
          </Stack>
          <Pager page={page} totalPages={data?.totalPages ?? 0} onChange={goTo} />
        </QueryState>
      </div>
      <ReasonDialog
        open={crediting !== null}
        title={`Émettre un avoir sur la facture ${crediting?.numero ?? ''}`}
        intro={`L’avoir annule la facture en entier (${formatEuros(crediting?.ttc)} TTC) et, s’il y en a une, l’autofacture du prestataire. Le compte rendu d’activité revient au prestataire avec ce motif, pour être corrigé puis validé à nouveau. Une facture émise n’est jamais modifiée : cette action est définitive.`}
        label="Motif de l’avoir"
        requiredMessage={MSG.avoirMotifRequired}
        confirmLabel="Émettre l’avoir"
        pending={creditNote.isPending}
        error={creditNote.isError ? errorMessage(creditNote.error, MSG.failed) : null}
        onClose={() => {
          setCrediting(null);
          creditNote.reset();
        }}
        onConfirm={(motif) => {
          if (!crediting) return;
          creditNote.mutate(
            { factureId: crediting.id, motif },
            {
              onSuccess: (answer) => {
                setCrediting(null);
                notify(`Avoir ${answer.numero} émis : la facture ${crediting.numero} est annulée.`);
              },
            },
          );
        }}
      />
      {paying && <RecordPaymentDialog facture={paying} onClose={() => setPaying(null)} />}
      {notice}
    </Box>
  );
}

function InvoiceCard({ facture: f, onCredit, onPay }: { facture: AdminBilledFacture; onCredit: () => void; onPay: () => void }) {
  // What the company owes: a client invoice's payments (DECISIONS §6.7); an AF's payout and a credit note have none.
  const payable = f.type === 'client' && !f.avoir;
  const kind = f.type === 'avoir' ? 'Avoir' : f.type === 'autofacturation' ? 'Autofacture' : 'Facture';
  return (
    <Card variant="outlined" component="article" aria-label={`${kind} ${f.numero}`}>
      <CardContent sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 700 }}>{f.numero}</Typography>
            {f.avoir && <Chip size="small" color="warning" variant="outlined" label={`Annulée par l’avoir ${f.avoir}`} />}
            {f.facture_origine && <Chip size="small" variant="outlined" label={`Annule ${f.facture_origine}`} />}
          </Box>
          <Typography variant="body2">
            {f.client} · {f.condidat}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Activité {ofMonth(f.mois)} · émise le {formatIsoDate(f.createdAt.slice(0, 10))}
          </Typography>
          {payable && (
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
            {f.type === 'avoir' ? '− ' : ''}
            {formatEuros(f.ht)} HT
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <InvoiceDownload id={f.id} numero={f.numero} />
          {payable && f.etat_paiement !== 'payee' && (
            <Button variant="outlined" size="small" onClick={onPay}>
              Enregistrer un paiement
            </Button>
          )}
          {payable && (
            <Button size="small" color="error" variant="outlined" onClick={onCredit}>
              Émettre un avoir
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
