import { Avatar, Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import type { UserEtat } from '@passerelle/shared/enums';
import type { ReactNode } from 'react';
import { EtatBadge } from '../../../components/etat-badge';
import { formatDateTime } from '../../../lib/dates';

/** The cards of the account lists share one frame: picture, title, subtitle, facts, état, 'voir plus' when they open a panel. */
export function AccountCard({
  img,
  square,
  title,
  subtitle,
  etat,
  createdAt,
  onOpen,
  children,
}: {
  img: string | null;
  /** A company logo rather than a portrait. */
  square?: boolean;
  title: string;
  subtitle: ReactNode;
  etat: UserEtat;
  createdAt: string;
  /** Opens the side panel ('voir plus'); a card without one has no button. */
  onOpen?: () => void;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" component="article" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
          <Avatar src={img ?? undefined} alt="" variant={square ? 'rounded' : 'circular'} sx={{ width: 48, height: 48 }}>
            {title.slice(0, 1).toUpperCase()}
          </Avatar>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography component="h2" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          </Box>
        </Stack>
        <Box sx={{ display: 'grid', gap: 0.5, '& p': { fontSize: '0.9rem' } }}>{children}</Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, justifyContent: 'space-between' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <EtatBadge kind="user" value={etat} />
          <Typography variant="caption" color="text.secondary">
            Inscrit le {formatDateTime(createdAt)}
          </Typography>
        </Stack>
        {onOpen && (
          <Button size="small" onClick={onOpen} aria-label={`Voir plus sur ${title}`}>
            voir plus
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

/** One fact of a card: « Label : value ». */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label} :{' '}
      </Box>
      {children}
    </Typography>
  );
}

/** The responsive grid of account cards: one column on a phone. */
export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))' }}>
      {children}
    </Box>
  );
}
