import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatIsoDate, parisToday } from '@passerelle/shared/dates';
import { MSG } from '@passerelle/shared/messages';
import { billingApi } from '@passerelle/shared/routes/billing';
import { paymentsApi } from '@passerelle/shared/routes/payments';
import { payoutsApi } from '@passerelle/shared/routes/payouts';
import type { CreateVirementsResponse, Virement } from '@passerelle/shared/schemas/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageBanner } from '../../../components/page-banner';
import { QueryState } from '../../../components/query-state';
import { YearDownload } from '../../../components/year-download';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { formatMoney, plural } from '../../../lib/format';
import { invalidateRoutes } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { confirmPayoutOrder, createPayoutOrder, downloadDac7, downloadPayoutOrder, payoutOrdersQuery } from '../api/finance-api';

const virements = (n: number) => plural(n, 'virement', 'virements');

function Ignored({ ignores }: { ignores: CreateVirementsResponse['ignores'] }) {
  if (ignores.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mt: 2 }}>
      {ignores.length > 1
        ? `${ignores.length} autofactures à verser attendent l’IBAN de leur prestataire : `
        : 'Une autofacture à verser attend l’IBAN de son prestataire : '}
      {ignores.map((i) => `${i.numero} (${i.condidat})`).join(', ')}. Elles seront versées dans un prochain ordre, une fois
      l’identité de facturation complétée.
    </Alert>
  );
}

function OrderCard({ order, isRoot }: { order: Virement; isRoot: boolean }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const confirm = useMutation({
    mutationFn: () => confirmPayoutOrder(order.id),
    onSuccess: async () => {
      setConfirming(false);
      await invalidateRoutes(queryClient, payoutsApi.getVirements, paymentsApi.finance, billingApi.cd.getFactures);
    },
  });
  const titleId = `virement-${order.id}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography id={titleId} component="h3" variant="h6" sx={{ wordBreak: 'break-all', mr: 'auto' }}>
            {order.msg_id}
          </Typography>
          <Chip
            size="small"
            color={order.etat === 'verse' ? 'success' : 'warning'}
            label={order.etat === 'verse' ? 'Exécuté' : 'En cours'}
          />
        </Box>
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {virements(order.nb)}, {formatMoney(order.total)} — créé le {formatDateTime(order.createdAt)}, exécution demandée le{' '}
          {formatIsoDate(order.date_execution)}
          {order.confirme_le ? `, exécution confirmée le ${formatDateTime(order.confirme_le)}` : ''}.
        </Typography>
        <TableContainer>
          <Table size="small" aria-labelledby={titleId} sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                <TableCell>Autofacture</TableCell>
                <TableCell>Prestataire</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>IBAN</TableCell>
                <TableCell align="right">Montant</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {order.transactions.map((t) => (
                <TableRow key={t.factureId}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{t.numero}</TableCell>
                  <TableCell>{t.condidat}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>{t.iban}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(t.montant)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
          <Button
            variant="outlined"
            startIcon={<DownloadOutlined />}
            onClick={() => {
              setDownloadError(null);
              downloadPayoutOrder(order.id, order.msg_id).catch(setDownloadError);
            }}
          >
            Télécharger le fichier XML
          </Button>
          {isRoot && order.etat === 'en_cours' && (
            <Button variant="contained" onClick={() => setConfirming(true)}>
              Confirmer l’exécution
            </Button>
          )}
        </Box>
        {downloadError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(downloadError)}
          </Alert>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        title="Confirmer l’exécution"
        message={`La banque a-t-elle exécuté l’ordre ${order.msg_id} (${virements(order.nb)}, ${formatMoney(order.total)}) ? Ses autofactures seront marquées « versées » et chaque prestataire sera prévenu.`}
        confirmLabel="Confirmer l’exécution"
        pending={confirm.isPending}
        error={confirm.error ? errorMessage(confirm.error) : undefined}
        onConfirm={() => confirm.mutate()}
        onClose={() => {
          setConfirming(false);
          confirm.reset();
        }}
      />
    </Card>
  );
}

/** DAC7 (root): one row per freelancer paid in the year, for the tax office. */
function Dac7Export() {
  const thisYear = Number(parisToday().slice(0, 4));
  return (
    <Paper variant="outlined" component="section" aria-labelledby="dac7-title" sx={{ p: { xs: 2, md: 3 }, mt: 3 }}>
      <Typography id="dac7-title" component="h2" variant="h5" sx={{ mb: 0.5 }}>
        Déclaration DAC7
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Une ligne par prestataire payé dans l’année : identité, SIRET, numéro de TVA, IBAN, sommes versées et commission de la
        plateforme par trimestre, nombre de missions (CSV UTF-8, séparateur point-virgule).
      </Typography>
      <YearDownload
        years={[thisYear, thisYear - 1, thisYear - 2, thisYear - 3]}
        initialYear={thisYear - 1}
        download={downloadDac7}
        buttonLabel={(annee) => `Télécharger l’export DAC7 ${annee}`}
      />
    </Paper>
  );
}

/**
 * « Virements » (/dashb/virements, DECISIONS §6.7): the freelancers' self-billed invoices due, gathered by root in
 * a SEPA transfer order (pain.001.001.03) to hand to the bank, then confirmed once executed; the orders made.
 */
export function PayoutsPage() {
  useDocumentTitle('Virements');
  const isRoot = useSession()?.user.role === 'root';
  const queryClient = useQueryClient();
  const orders = useQuery(payoutOrdersQuery());
  const [building, setBuilding] = useState(false);
  const build = useMutation({
    mutationFn: createPayoutOrder,
    onSuccess: async () => {
      setBuilding(false);
      await invalidateRoutes(queryClient, payoutsApi.getVirements, paymentsApi.finance, billingApi.cd.getFactures);
    },
  });
  const due = orders.data?.a_verser;
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageBanner title="Virements" />
      <QueryState isPending={orders.isPending} error={orders.error} onRetry={() => orders.refetch()} fallback={MSG.fetchFailed}>
        {orders.data && due && (
          <>
            <Paper variant="outlined" component="section" aria-labelledby="a-verser-title" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
              <Typography id="a-verser-title" component="h2" variant="h5" sx={{ mb: 0.5 }}>
                À verser
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {due.nb > 0
                  ? `${plural(due.nb, 'autofacture', 'autofactures')} dont le client a payé la facture : ${formatMoney(due.total)} à virer aux prestataires.`
                  : 'Aucune autofacture à verser : les prestataires sont payés dès que le client a réglé sa facture.'}
              </Typography>
              {isRoot ? (
                <Button variant="contained" disabled={due.nb === 0} onClick={() => setBuilding(true)}>
                  Créer l’ordre de virement
                </Button>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  Seul le super administrateur crée et confirme les ordres de virement.
                </Typography>
              )}
              <Ignored ignores={build.data?.ignores ?? due.ignores} />
              {build.data && (
                <Alert severity="success" sx={{ mt: 2 }} aria-live="polite">
                  Ordre créé : {virements(build.data.nb)}, {formatMoney(build.data.total)}. Téléchargez le fichier XML et
                  remettez-le à votre banque, puis confirmez l’exécution.
                </Alert>
              )}
            </Paper>
            <Typography component="h2" variant="h5" sx={{ mb: 1.5 }}>
              Ordres de virement
            </Typography>
            {orders.data.virements.length === 0 ? (
              <Typography color="text.secondary">Aucun ordre de virement pour le moment.</Typography>
            ) : (
              <Box sx={{ display: 'grid', gap: 2 }}>
                {orders.data.virements.map((order) => (
                  <OrderCard key={order.id} order={order} isRoot={isRoot} />
                ))}
              </Box>
            )}
          </>
        )}
      </QueryState>
      {isRoot && <Dac7Export />}
      <ConfirmDialog
        open={building}
        title="Créer l’ordre de virement"
        message={`Un ordre de ${virements(due?.nb ?? 0)} pour ${formatMoney(due?.total ?? 0)} sera créé au débit du compte de la plateforme. Les autofactures concernées passeront « virement en cours ».`}
        confirmLabel="Créer l’ordre"
        pending={build.isPending}
        error={build.error ? errorMessage(build.error) : undefined}
        onConfirm={() => build.mutate()}
        onClose={() => {
          setBuilding(false);
          build.reset();
        }}
      />
    </Box>
  );
}
