import type { SvgIconComponent } from '@mui/icons-material';
import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import { Alert, Box, Button, Card, CardActionArea, Link, Skeleton, Stack, Typography } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import type { User } from '@passerelle/shared/schemas/auth';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRoleProfile } from '../../../lib/use-role-profile';
import { useOverview } from '../api/get-overview';

interface Tile {
  label: string;
  to: string;
  icon: SvgIconComponent;
  count: number | undefined;
}

/**
 * /dashb for a client (SPEC §2): greeting, the red warning while the account is not active, four tiles
 * with live counts (getoverview) and the two banners that start the product's promise.
 */
export function ClientHomePage({ user }: { user: User }) {
  useDocumentTitle('Accueil');
  const record = useRoleProfile();
  const overview = useOverview(record.data?.id);
  const counts = overview.data;
  const failure = record.error ?? overview.error;
  const tiles: Tile[] = [
    { label: 'Messages', to: paths.dashboard.chat, icon: ChatOutlined, count: counts?.nbr_msg },
    { label: 'Mes offres', to: paths.dashboard.client.offers, icon: WorkOutlineOutlined, count: counts?.nbr_offre },
    { label: 'Mes demandes', to: paths.dashboard.client.requests, icon: InboxOutlined, count: counts?.nbr_dmd },
    { label: 'Missions', to: paths.dashboard.client.missions, icon: AssignmentTurnedInOutlined, count: counts?.nbr_mission },
  ];

  return (
    <Stack spacing={3}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
        Bonjour{user.prenom ? ` ${user.prenom}` : ''} !
      </Typography>
      {user.etat !== 'active' && (
        <Alert severity="error" icon={<WarningAmberOutlined />}>
          Votre compte n'est pas encore activé : notre équipe doit le valider. En attendant, vous pouvez{' '}
          <Link component={RouterLink} to={paths.dashboard.chat} color="inherit" sx={{ fontWeight: 700 }}>
            nous écrire dans le chat
          </Link>
          .
        </Alert>
      )}
      {failure && (
        <Alert severity="warning" action={<Button onClick={() => overview.refetch()}>Réessayer</Button>}>
          {errorMessage(failure, MSG.fetchFailed)}
        </Alert>
      )}
      <Box
        component="ul"
        aria-label="Votre activité"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          gap: 2,
          listStyle: 'none',
          p: 0,
          m: 0,
        }}
      >
        {tiles.map((tile) => (
          <li key={tile.label}>
            <CountTile {...tile} loading={record.isLoading || overview.isLoading} />
          </li>
        ))}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}>
        <Banner
          icon={PostAddOutlined}
          title="Publiez vos offres"
          text="Décrivez la mission, le budget et les technologies : les candidats disponibles postulent, vous choisissez."
          action="Publier une offre"
          to={paths.dashboard.client.offerCreate}
          tone="light"
        />
        <Banner
          icon={PersonSearchOutlined}
          title="Trouvez un talent"
          text="Un profil qualifié et disponible en 4 clics : indiquez les compétences, Passerelle classe les candidats."
          action="Trouver un talent"
          to={paths.dashboard.client.search}
          tone="dark"
        />
      </Box>
    </Stack>
  );
}

function CountTile({ label, to, icon: Icon, count, loading }: Tile & { loading: boolean }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={to} sx={{ p: { xs: 2, sm: 2.5 }, height: '100%' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}>
          <Box
            sx={{
              display: 'grid',
              placeItems: 'center',
              width: 44,
              height: 44,
              borderRadius: 2,
              bgcolor: 'rgba(31,60,136,0.08)',
              color: 'primary.main',
              flexShrink: 0,
            }}
          >
            <Icon aria-hidden />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="span" sx={{ display: 'block', fontSize: '1.6rem', fontWeight: 700, lineHeight: 1.1 }}>
              {loading ? <Skeleton width={32} /> : (count ?? '—')}
            </Typography>
            <Typography component="span" color="text.secondary" sx={{ display: 'block' }}>
              {label}
            </Typography>
          </Box>
        </Stack>
      </CardActionArea>
    </Card>
  );
}

function Banner({
  icon: Icon,
  title,
  text,
  action,
  to,
  tone,
}: {
  icon: SvgIconComponent;
  title: string;
  text: string;
  action: string;
  to: string;
  tone: 'light' | 'dark';
}) {
  const dark = tone === 'dark';
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{
        p: { xs: 2.5, md: 3.5 },
        borderRadius: 3,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        alignItems: 'flex-start',
        color: dark ? '#fff' : 'text.primary',
        background: dark ? 'linear-gradient(120deg, #142a63 0%, #1f3c88 70%, #3556b3 100%)' : '#fff6e0',
        border: dark ? 0 : '1px solid #f4d58d',
      }}
    >
      <Icon aria-hidden sx={{ fontSize: 36, color: dark ? '#f2a516' : 'primary.main' }} />
      <Typography component="h2" variant="h3">
        {title}
      </Typography>
      <Typography sx={{ color: dark ? '#dbe3f6' : 'text.secondary', flex: 1 }}>{text}</Typography>
      <Button component={RouterLink} to={to} variant="contained" color={dark ? 'secondary' : 'primary'} size="large">
        {action}
      </Button>
    </Box>
  );
}
