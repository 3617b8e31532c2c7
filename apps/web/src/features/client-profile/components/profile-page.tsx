import EditOutlined from '@mui/icons-material/EditOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import { Alert, Avatar, Box, Button, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { CLIENT_TYPE_LABELS } from '@passerelle/shared/enums';
import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import type { ClientProfile } from '@passerelle/shared/schemas/profiles';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { WebsiteLink } from '../../../components/staff/contact-links';
import { formatDate } from '../../../lib/dates';
import { formatBillingAddress, formatSiren } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRoleProfile } from '../../../lib/use-role-profile';
import { useMyProfile } from '../api/client-profile-api';
import { ChangePasswordPanel } from './change-password-panel';

/**
 * /dashb/profile (SPEC §2): the company (logo, name, type, creation date, sector, website, billing address and
 * SIREN, or a prompt to give them), the account
 * (names, e-mail) and the presentation; Modifier leads to the form, the key opens the password panel.
 */
export function ProfilePage() {
  useDocumentTitle('Mon profil');
  const record = useRoleProfile();
  const profile = useMyProfile(record.data?.id);
  const [passwordOpen, setPasswordOpen] = useState(false);

  return (
    <>
      <QueryState
        isPending={profile.isPending && !record.error}
        error={record.error ?? profile.error}
        onRetry={() => (record.error ? record.refetch() : profile.refetch())}
        fallback={MSG.fetchFailed}
      >
        {profile.data && <ProfileView profile={profile.data} onChangePassword={() => setPasswordOpen(true)} />}
      </QueryState>
      <ChangePasswordPanel open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </>
  );
}

function ProfileView({ profile, onChangePassword }: { profile: ClientProfile; onChangePassword: () => void }) {
  const website = profile.site_web ? <WebsiteLink url={profile.site_web} /> : '—';
  const billing = formatBillingAddress(profile);
  return (
    <Stack spacing={3}>
      <Card variant="outlined">
        <CardContent
          sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 3, alignItems: { sm: 'center' }, p: 3 }}
        >
          <Avatar
            src={profile.img ?? undefined}
            alt={`Logo de ${profile.nom_entreprise}`}
            sx={{ width: 96, height: 96, fontSize: '2rem', bgcolor: 'primary.main' }}
          >
            {profile.nom_entreprise.slice(0, 1).toUpperCase()}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
              {profile.nom_entreprise}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <Chip size="small" color="primary" label={CLIENT_TYPE_LABELS[profile.type_client]} />
              <Typography color="text.secondary">{profile.secteur}</Typography>
            </Stack>
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button
              component={RouterLink}
              to={paths.dashboard.client.profileEdit}
              variant="contained"
              startIcon={<EditOutlined />}
            >
              Modifier
            </Button>
            <Button variant="outlined" startIcon={<KeyOutlined />} onClick={onChangePassword}>
              Changer le mot de passe
            </Button>
          </Stack>
        </CardContent>
      </Card>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
        <Section title="L'entreprise">
          <Facts
            rows={[
              ["Nom de l'entreprise", profile.nom_entreprise],
              ['Type de client', CLIENT_TYPE_LABELS[profile.type_client]],
              ['Date de création', formatDate(profile.date_creation)],
              ["Secteur d'activité", profile.secteur],
              ['Site web', website],
              ...(billing
                ? ([
                    ['Adresse de facturation', billing],
                    ['Numéro SIREN', formatSiren(profile.siren)],
                  ] as [string, ReactNode][])
                : []),
            ]}
          />
          {!billing && (
            <Alert severity="info" sx={{ mt: 2 }}>
              Ajoutez l’adresse de facturation et le numéro SIREN de votre entreprise : ils figurent sur vos factures et sont
              nécessaires pour valider les comptes rendus d’activité.{' '}
              <Link component={RouterLink} to={paths.dashboard.client.profileEdit}>
                Compléter mon profil
              </Link>
            </Alert>
          )}
        </Section>
        <Section title="Le compte">
          <Facts
            rows={[
              ['Nom', profile.nom],
              ['Prénom', profile.prenom],
              ['E-mail', profile.user.email],
              ['Téléphone', profile.tel],
            ]}
          />
        </Section>
      </Box>
      <Section title="Présentation">
        <Typography sx={{ whiteSpace: 'pre-line' }} color={profile.resume ? 'text.primary' : 'text.secondary'}>
          {profile.resume || "Vous n'avez pas encore présenté votre entreprise."}
        </Typography>
      </Section>
    </Stack>
  );
}

/** A website typed without its scheme (« exemple.fr ») still opens as a web address. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section">
      <CardContent sx={{ p: 3 }}>
        <Typography component="h2" variant="h4" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, auto) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1 },
        m: 0,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, mb: { xs: 1, sm: 0 }, fontWeight: 500, overflowWrap: 'anywhere' },
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}
