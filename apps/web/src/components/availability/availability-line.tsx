import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import { Box, Typography } from '@mui/material';
import { type Availability, availabilityParts } from '../../lib/availability';

/** A card's availability: date, days a week and its freshness (DECISIONS §6.2), « à confirmer » in warning colour. */
export function AvailabilityLine({ availability }: { availability: Availability }) {
  const p = availabilityParts(availability);
  return (
    <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
      <EventAvailableOutlined
        fontSize="small"
        aria-hidden
        sx={{ color: p.confirmed ? 'success.main' : 'warning.main', flexShrink: 0 }}
      />
      {/* Each part holds together (issue 29): on a phone the line breaks between them, in two or three lines, not five. */}
      <span>
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {p.dispo} ·
        </Box>{' '}
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {p.jours} ·
        </Box>{' '}
        <Box
          component="span"
          sx={{ color: p.confirmed ? 'success.dark' : 'warning.dark', fontWeight: 600, whiteSpace: 'nowrap' }}
        >
          {p.freshness}
        </Box>
      </span>
    </Typography>
  );
}
