import { Button, Stack, Typography } from '@mui/material';
import { paths } from '@passerelle/shared/paths';
import { Link as RouterLink } from 'react-router';
import { AuthLayout } from '../../components/layout/auth-layout';
import { useDocumentTitle } from '../../lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page introuvable');
  return (
    <AuthLayout title="Page introuvable">
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Typography color="text.secondary">L'adresse demandée n'existe pas ou n'existe plus.</Typography>
        <Button component={RouterLink} to={paths.home} variant="contained">
          Retour à l'accueil
        </Button>
      </Stack>
    </AuthLayout>
  );
}
