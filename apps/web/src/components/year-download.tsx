import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { Alert, Box, Button, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { errorMessage } from '../lib/api-client';

/**
 * A year to choose and the button that downloads that year's document (the freelancer's annual statement, root's
 * DAC7 export); a failed download says why under them.
 */
export function YearDownload({
  years,
  initialYear,
  download,
  buttonLabel,
  emphasized = false,
}: {
  /** The years offered, in the order shown. */
  years: number[];
  initialYear: number;
  download: (annee: number) => Promise<unknown>;
  buttonLabel: (annee: number) => string;
  /** A contained button, for when the document is the thing to get now. */
  emphasized?: boolean;
}) {
  const [annee, setAnnee] = useState(initialYear);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const get = () => {
    setPending(true);
    setError(null);
    download(annee)
      .catch(setError)
      .finally(() => setPending(false));
  };
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Année"
          value={annee}
          onChange={(e) => setAnnee(Number(e.target.value))}
          fullWidth={false}
          sx={{ width: 140 }}
        >
          {years.map((year) => (
            <MenuItem key={year} value={year}>
              {year}
            </MenuItem>
          ))}
        </TextField>
        <Button variant={emphasized ? 'contained' : 'outlined'} startIcon={<DownloadOutlined />} loading={pending} onClick={get}>
          {buttonLabel(annee)}
        </Button>
      </Box>
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(error)}
        </Alert>
      ) : null}
    </>
  );
}
