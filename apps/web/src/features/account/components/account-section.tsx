import type { SvgIconComponent } from '@mui/icons-material';
import { Box, Paper, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';

/** One block of « Mon compte »: an icon, a title, what it is about, then its content. */
export function AccountSection({
  icon: Icon,
  title,
  description,
  aside,
  children,
}: {
  icon: SvgIconComponent;
  title: string;
  description: ReactNode;
  /** Shown beside the title (a status chip). */
  aside?: ReactNode;
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 1 }}>
        <Icon color="primary" aria-hidden />
        <Typography id={titleId} component="h2" variant="h4" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {aside}
      </Box>
      <Typography color="text.secondary" sx={{ mb: children ? 2.5 : 0 }}>
        {description}
      </Typography>
      {children}
    </Paper>
  );
}
