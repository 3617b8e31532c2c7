import { Typography } from '@mui/material';
import { AuthLayout } from '../../components/layout/auth-layout';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The onboarding steps arrive with their own issue; until then the screen says so. */
export function OnboardingUnavailable() {
  useDocumentTitle('Votre profil');
  return (
    <AuthLayout title="Complétez votre profil">
      <Typography color="text.secondary">
        Cette étape n'est pas encore disponible : elle arrive dans une prochaine version de Passerelle.
      </Typography>
    </AuthLayout>
  );
}
