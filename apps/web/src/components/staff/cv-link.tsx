import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { Box, Button, Chip } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import { filesApi } from '@passerelle/shared/routes/files';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { download as downloadFile } from '../../lib/download';
import { FormError } from '../form/form-error';

/** The CV block of a candidate's staff panel (SPEC §2): « OK » with a download button, or « Pas encore ». */
export function CvLink({ userId, hasCv, owner }: { userId: number; hasCv: boolean; owner: string }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!hasCv) return <Chip size="small" label="Pas encore" variant="outlined" />;
  const download = async () => {
    setPending(true);
    setError(null);
    try {
      await downloadFile(filesApi.cv, `CV ${owner}`, { userId });
    } catch (e) {
      setError(errorMessage(e, MSG.cvDownloadFailed));
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
