import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { Box, Button, Chip } from '@mui/material';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { downloadWithSession } from '../../lib/download';
import { FormError } from '../form/form-error';

/** The CV block of a candidate's staff panel (SPEC §2): « OK » with a download button, or « Pas encore ». */
export function CvLink({ url, owner }: { url: string | null; owner: string }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!url) return <Chip size="small" label="Pas encore" variant="outlined" />;
  const download = async () => {
    setPending(true);
    setError(null);
    try {
      await downloadWithSession(url, `CV ${owner}`);
    } catch (e) {
      setError(errorMessage(e, 'Echec du téléchargement du CV !'));
    } finally {
      setPending(false);
    }
  };
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip size="small" label="OK" color="success" />
        <Button
          size="small"
          startIcon={<DownloadOutlined />}
          loading={pending}
          onClick={download}
          aria-label={`Télécharger le CV de ${owner}`}
        >
          Télécharger
        </Button>
      </Box>
      <FormError message={error} />
    </Box>
  );
}
