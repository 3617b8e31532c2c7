import { Box, ButtonBase, type Theme, Typography } from '@mui/material';
import type { SxProps } from '@mui/material/styles';
import { monthLabel } from '@passerelle/shared/dates';
import { datesOfMonth, frenchHolidayName, isWeekend } from '@passerelle/shared/french-holidays';

/**
 * A month of an activity report (CRA, DECISIONS §6.4): one cell a day, Monday first; weekends and French
 * public holidays are marked (still declarable); each day is empty, a full day (1) or a half day (½).
 * Editable: a click goes empty → journée → demi-journée → empty. Days outside the mission are disabled.
 * A group of toggle buttons (each names its weekday, date, holiday and state), not an ARIA grid.
 */

const WEEKDAYS = ['Lun.', 'Mar.', 'Mer.', 'Jeu.', 'Ven.', 'Sam.', 'Dim.'];
const WEEKDAY_NAMES = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];

/** "2026-11" → "Novembre 2026". */
export function monthTitle(mois: string): string {
  const label = monthLabel(mois);
  return `${label.charAt(0).toUpperCase()}${label.slice(1)}`;
}

/** 2.5 → « 2,5 jours », 1.5 → « 1,5 jour » (French plural from 2). */
export function formatDays(total: number): string {
  return `${String(total).replace('.', ',')}\u00a0jour${total >= 2 ? 's' : ''}`;
}

const nextValue = (value: number | undefined) => (value === undefined ? 1 : value === 1 ? 0.5 : undefined);

export function CraCalendar({
  mois,
  jours,
  bounds,
  onChange,
}: {
  mois: string;
  jours: Record<string, number>;
  /** The mission's dates: days outside are disabled. */
  bounds?: { start: string; end: string };
  /** Absent: read only. */
  onChange?: (day: string, value: number | undefined) => void;
}) {
  const days = datesOfMonth(mois);
  const firstWeekday = (new Date(`${days[0]}T00:00:00Z`).getUTCDay() + 6) % 7;
  return (
    <Box>
      <Box
        role="group"
        aria-label={`Compte rendu d’activité : ${monthTitle(mois)}`}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: { xs: 0.5, sm: 0.75 } }}
      >
        {WEEKDAYS.map((label) => (
          <Typography
            key={label}
            aria-hidden
            variant="caption"
            sx={{ textAlign: 'center', fontWeight: 700, color: 'text.secondary' }}
          >
            {label}
          </Typography>
        ))}
        {/* The days of the previous month before the 1st: blank cells, keyed by the weekday they stand for. */}
        {WEEKDAYS.slice(0, firstWeekday).map((weekday) => (
          <Box key={`pad-${weekday}`} aria-hidden />
        ))}
        {days.map((day) => (
          <DayCell
            key={day}
            day={day}
            value={jours[day]}
            disabled={!onChange || (bounds !== undefined && (day < bounds.start || day > bounds.end))}
            editable={Boolean(onChange)}
            onClick={() => onChange?.(day, nextValue(jours[day]))}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1.5, color: 'text.secondary', fontSize: '0.8rem' }}>
        <Legend swatch={{ bgcolor: 'primary.main' }} label="Journée (1)" />
        <Legend
          swatch={{ background: (t: Theme) => `linear-gradient(135deg, ${t.palette.primary.light} 50%, transparent 50%)` }}
          label="Demi-journée (½)"
        />
        <Legend swatch={{ bgcolor: 'action.hover' }} label="Week-end" />
        <Legend swatch={{ bgcolor: 'warning.light' }} label="Jour férié" />
      </Box>
    </Box>
  );
}

function DayCell({
  day,
  value,
  disabled,
  editable,
  onClick,
}: {
  day: string;
  value: number | undefined;
  disabled: boolean;
  editable: boolean;
  onClick: () => void;
}) {
  const holiday = frenchHolidayName(day);
  const weekend = isWeekend(day);
  const date = new Date(`${day}T00:00:00Z`);
  const number = date.getUTCDate();
  const state = value === 1 ? 'journée' : value === 0.5 ? 'demi-journée' : 'non travaillé';
  const label = `${WEEKDAY_NAMES[date.getUTCDay()]} ${number}${holiday ? ` (${holiday})` : ''} : ${state}`;
  const base = holiday ? 'warning.light' : weekend ? 'action.hover' : 'background.paper';
  return (
    <ButtonBase
      aria-label={label}
      aria-pressed={editable ? value !== undefined : undefined}
      title={holiday}
      disabled={disabled}
      onClick={onClick}
      sx={{
        minHeight: { xs: 44, sm: 56 },
        borderRadius: 1,
        border: 1,
        borderColor: value ? 'primary.main' : 'divider',
        bgcolor: value === 1 ? 'primary.main' : base,
        background:
          value === 0.5
            ? (t) => `linear-gradient(135deg, ${t.palette.primary.light} 50%, ${t.palette.background.paper} 50%)`
            : undefined,
        color: value === 1 ? 'primary.contrastText' : 'text.primary',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        opacity: disabled && editable ? 0.45 : 1,
        '&.Mui-disabled': { color: value === 1 ? 'primary.contrastText' : 'text.primary' },
      }}
    >
      <Typography component="span" sx={{ fontWeight: 600, lineHeight: 1.1 }}>
        {number}
      </Typography>
      <Typography component="span" variant="caption" sx={{ lineHeight: 1, fontWeight: 700 }}>
        {value === 1 ? '1' : value === 0.5 ? '½' : holiday ? 'férié' : ' '}
      </Typography>
    </ButtonBase>
  );
}

function Legend({ swatch, label }: { swatch: SxProps<Theme>; label: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      <Box
        aria-hidden
        sx={[
          { width: 14, height: 14, borderRadius: 0.5, border: 1, borderColor: 'divider' },
          ...(Array.isArray(swatch) ? swatch : [swatch]),
        ]}
      />
      {label}
    </Box>
  );
}
