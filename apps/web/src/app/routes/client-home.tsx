import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { Alert, Link, Stack, Typography } from '@mui/material';
import type { User } from '@passerelle/shared';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /dashb for a client (SPEC §2): greeting, and the red warning while the account is not active. */
export function ClientHome({ user }: { user: User }) {
  useDocumentTitle('Accueil');
  return (
    <Stack spacing={3}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
        Bonjour{user.prenom ? ` ${user.prenom}` : ''} !
      </Typography>
      {user.etat !== 'active' && (
        <Alert severity="error" icon={<WarningAmberOutlined />}>
          Votre compte n'est pas encore activé : notre équipe doit le valider. En attendant, vous pouvez{' '}
          <Link component={RouterLink} to={paths.dash('chat')} color="inherit" sx={{ fontWeight: 700 }}>
            nous écrire dans le chat
          </Link>
          .
        </Alert>
      )}
    </Stack>
  );
}
