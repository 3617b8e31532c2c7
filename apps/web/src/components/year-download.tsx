import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { Alert, Box, Button, MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import { errorMessage } from '../lib/api-client';

/** The « Année » field: one of `years`, in the order given. */
export function YearSelect({
  years,
  value,
  onChange,
  fullWidth,
  sx,
}: {
  years: number[];
  value: number;
  onChange: (year: number) => void;
} & Pick<TextFieldProps, 'fullWidth' | 'sx'>) {
  return (
    <TextField
      select
      size="small"
      label="Année"
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      fullWidth={fullWidth}
      sx={sx}
    >
      {years.map((year) => (
        <MenuItem key={year} value={year}>
          {year}
        </MenuItem>
      ))}
    </TextField>
  );
}

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
        <YearSelect years={years} value={annee} onChange={setAnnee} fullWidth={false} sx={{ width: 140 }} />
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
