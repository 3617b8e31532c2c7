import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatIsoDate } from '@passerelle/shared/dates';
import { missionWorkApi } from '@passerelle/shared/routes/mission-work';
import { paymentsApi } from '@passerelle/shared/routes/payments';
import type { ImportReleveResponse } from '@passerelle/shared/schemas/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { PageBanner } from '../../../components/page-banner';
import { errorMessage } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { invalidateRoutes } from '../../../lib/query-keys';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { importStatement } from '../api/finance-api';

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/** One list of the import's report: its title with its count, an optional note, then its table or its empty text. */
function ReportTable<T>({
  id,
  title,
  intro,
  emptyText,
  columns,
  rows,
  cells,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  emptyText: string;
  columns: { label: string; align?: 'right' }[];
  rows: T[];
  cells: (row: T) => ReactNode;
}) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} component="h2" variant="h5" sx={{ mb: intro ? 0.5 : 1 }}>
          {title} ({rows.length})
        </Typography>
        {intro && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {intro}
          </Typography>
        )}
        {rows.length === 0 ? (
          <Typography color="text.secondary">{emptyText}</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-labelledby={id}>
              <TableHead>
                <TableRow>
                  {columns.map((column) => (
                    <TableCell key={column.label} align={column.align}>
                      {column.label}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: two lines may read alike (one transfer paying an invoice twice, two like credits); the order is the report's.
                  <TableRow key={i}>{cells(row)}</TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}

function Report({ report }: { report: ImportReleveResponse }) {
  const total = report.rapproches.reduce((sum, r) => sum + Math.round(r.montant * 100), 0) / 100;
  return (
    <Box sx={{ display: 'grid', gap: 2 }} aria-live="polite">
      <Alert severity={report.rapproches.length > 0 ? 'success' : 'info'}>
        {report.rapproches.length > 0
          ? `${plural(report.rapproches.length, 'paiement enregistré', 'paiements enregistrés')}, ${formatMoney(total)} au total.`
          : 'Aucun paiement enregistré.'}
        {report.deja_importes > 0 &&
          ` ${plural(report.deja_importes, 'écriture était déjà importée', 'écritures étaient déjà importées')} : rien n’a été enregistré deux fois.`}
      </Alert>
      <ReportTable
        id="rapproches-title"
        title="Rapprochés"
        emptyText="Aucun crédit de ce relevé ne nomme une facture ouverte."
        columns={[{ label: 'Facture' }, { label: 'Montant', align: 'right' }]}
        rows={report.rapproches}
        cells={(r) => (
          <>
            <TableCell>{r.numero}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatMoney(r.montant)}
            </TableCell>
          </>
        )}
      />
      <ReportTable
        id="non-rapproches-title"
        title="Non rapprochés"
        intro={
          <>
            Crédits sans numéro de facture reconnu, d’un montant supérieur au reste dû, ou qui ne sont pas des paiements : à
            traiter à la main depuis « Factures » (« Enregistrer un paiement »).
          </>
        }
        emptyText="Rien à traiter à la main."
        columns={[{ label: 'Date' }, { label: 'Libellé' }, { label: 'Montant', align: 'right' }]}
        rows={report.non_rapproches}
        cells={(r) => (
          <>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.date ? formatIsoDate(r.date) : '—'}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{r.libelle || '—'}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatMoney(r.montant)}
            </TableCell>
          </>
        )}
      />
    </Box>
  );
}

/**
 * « Relevés bancaires » (/dashb/releves, DECISIONS §6.7): upload the bank's camt.053 statement; each credit that
 * names an issued invoice is recorded as its payment; the report lists what matched and what staff must handle.
 */
export function StatementsPage() {
  useDocumentTitle('Relevés bancaires');
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const send = useMutation({
    mutationFn: (chosen: File) => importStatement(chosen, setProgress),
    onSuccess: async () => {
      setFile(null);
      if (input.current) input.current.value = '';
      await invalidateRoutes(queryClient, missionWorkApi.adm.getFactures, paymentsApi.finance);
    },
  });
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageBanner title="Relevés bancaires" />
      <Paper variant="outlined" component="section" aria-labelledby="import-title" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
        <Typography id="import-title" component="h2" variant="h5" sx={{ mb: 0.5 }}>
          Importer un relevé
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Le relevé de compte au format ISO 20022 camt.053 (fichier XML, 5 Mo au plus), tel que votre banque le fournit. Chaque
          virement reçu dont le libellé porte un numéro de facture (F-AAAA-NNNNNN) est enregistré comme paiement. Importer deux
          fois le même relevé n’enregistre rien deux fois.
        </Typography>
        <Box
          component="form"
          aria-label="Importer un relevé"
          onSubmit={(e) => {
            e.preventDefault();
            if (file) {
              setProgress(0);
              send.mutate(file);
            }
          }}
          sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5 }}
        >
          <Button component="label" variant="outlined" startIcon={<UploadFileOutlined />} sx={{ minWidth: 0 }}>
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {file ? file.name : 'Choisir le fichier XML'}
            </Box>
            <input
              ref={input}
              hidden
              type="file"
              accept=".xml,application/xml,text/xml"
              aria-label="Relevé camt.053 (XML)"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                send.reset();
              }}
            />
          </Button>
          <Button type="submit" variant="contained" disabled={!file} loading={send.isPending}>
            Importer
          </Button>
        </Box>
        {send.isPending && <LinearProgress variant="determinate" value={progress} sx={{ mt: 2 }} aria-label="Envoi du relevé" />}
        {send.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(send.error)}
          </Alert>
        )}
      </Paper>
      {send.data && <Report report={send.data} />}
    </Box>
  );
}
