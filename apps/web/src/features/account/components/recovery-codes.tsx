import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { saveFile } from '../../../lib/download';

const FILE_NAME = 'passerelle-codes-de-secours.txt';

function asText(codes: string[], email: string): string {
  return [
    'Passerelle — codes de secours de la double authentification',
    `Compte : ${email}`,
    '',
    ...codes,
    '',
    "Chaque code permet une seule connexion, à la place du code de l'application.",
    'Gardez-les en lieu sûr.',
    '',
  ].join('\n');
}

/**
 * The recovery codes, shown once (issue 9): each signs in once when the phone is lost. They can be
 * copied or saved as a text file; the block stays until the user says they are noted.
 */
export function RecoveryCodes({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) {
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(asText(codes, email));
      setCopied('ok');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Stack spacing={2} component="section" aria-label="Codes de secours">
      <Alert severity="warning">
        <AlertTitle>Notez ces codes de secours maintenant</AlertTitle>
        Ils ne seront plus jamais affichés. Si vous perdez votre téléphone, chacun vous permet de vous connecter une fois à la
        place du code de l'application. Conservez-les en lieu sûr, hors de ce téléphone.
      </Alert>
      <Box
        component="ol"
        aria-label="Vos codes de secours"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(5, minmax(0, 1fr))' },
          gap: 1,
          listStyle: 'none',
          m: 0,
          p: 2,
          borderRadius: 2,
          bgcolor: 'grey.100',
        }}
      >
        {codes.map((code) => (
          <Typography component="li" key={code} sx={{ fontFamily: 'monospace', fontSize: '1rem', textAlign: 'center' }}>
            {code}
          </Typography>
        ))}
      </Box>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="outlined" startIcon={<ContentCopyOutlined />} onClick={copy}>
          Copier
        </Button>
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          onClick={() => saveFile(new Blob([asText(codes, email)], { type: 'text/plain;charset=utf-8' }), FILE_NAME)}
        >
          Télécharger (.txt)
        </Button>
        <Button variant="contained" onClick={onDone}>
          J'ai noté mes codes
        </Button>
        {copied && (
          <Typography role="status" color={copied === 'ok' ? 'success.main' : 'error.main'}>
            {copied === 'ok' ? 'Codes copiés.' : 'La copie a échoué : téléchargez-les plutôt.'}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
