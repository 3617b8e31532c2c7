import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { Box, Button, Chip } from '@mui/material';
import { TOKEN_HEADER } from '@passerelle/shared/constants';
import { useState } from 'react';
import { ApiError, errorMessage, NETWORK_ERROR } from '../../lib/api-client';
import { sessionStore } from '../../lib/session';
import { FormError } from '../form/form-error';

/** The file name the server gives in Content-Disposition (RFC 6266 `filename*` first), else `fallback`. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return plain?.[1] ?? fallback;
}

/**
 * Downloads a file that needs the session (DECISIONS §5: CVs are for their owner and the staff): a
 * link cannot send `sb-tkn`, so the file is fetched, then saved from a blob.
 */
async function downloadWithSession(url: string, fallbackName: string): Promise<void> {
  const token = sessionStore.token();
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { [TOKEN_HEADER]: token } : {} });
  } catch {
    throw new ApiError(NETWORK_ERROR, 0);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(body?.message ?? response.statusText, response.status, {}, Boolean(body?.message));
  }
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser the time to start the download before the blob goes.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

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
