import { Stack, Typography } from '@mui/material';
import type { User } from '@passerelle/shared/schemas/auth';
import { PageBanner } from '../../../components/page-banner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DeleteAccountSection } from './delete-account-section';
import { PersonalDataSection } from './personal-data-section';
import { TwoFactorSection } from './two-factor-section';

/** /dashb/compte, in every shell: the second factor, the RGPD export and the account's erasure. */
export function AccountPage({ user }: { user: User }) {
  useDocumentTitle('Mon compte');
  return (
    <Stack spacing={3} sx={{ maxWidth: 920 }}>
      <PageBanner title="Mon compte" />
      <Typography color="text.secondary" sx={{ mt: -1.5, overflowWrap: 'anywhere' }}>
        Connecté avec l'adresse <strong>{user.email}</strong>
      </Typography>
      <TwoFactorSection user={user} />
      <PersonalDataSection />
      <DeleteAccountSection user={user} />
    </Stack>
  );
}
