import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { Button } from '@mui/material';
import { missionWorkApi } from '@passerelle/shared/routes/mission-work';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api-client';
import { download } from '../../lib/download';

/** « PDF »: downloads an invoice with the session (GET /api/files/facture/{id}: its company and staff only). */
export function InvoiceDownload({ id, numero }: { id: number; numero: string }) {
  const pdf = useMutation({ mutationFn: () => download(missionWorkApi.facture, `facture-${numero}.pdf`, { id }) });
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<PictureAsPdfOutlined />}
      loading={pdf.isPending}
      onClick={() => pdf.mutate()}
      aria-label={`Télécharger la facture ${numero}`}
      color={pdf.isError ? 'error' : 'primary'}
      title={pdf.isError ? errorMessage(pdf.error) : undefined}
    >
      PDF
    </Button>
  );
}
