import Close from '@mui/icons-material/Close';
import { Box, Drawer, IconButton, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';

/** The right side panels of SPEC §2 (candidate profiles, client details, edit forms): full width on a phone. */
export function SidePanel({
  open,
  title,
  onClose,
  children,
  width = 520,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  width?: number;
}) {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: width } },
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
        } as object,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 3,
          py: 2,
          borderBottom: 1,
          borderColor: 'divider',
          position: 'sticky',
          top: 0,
          bgcolor: 'background.paper',
          zIndex: 1,
        }}
      >
        <Typography id={titleId} component="h2" variant="h4" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <IconButton onClick={onClose} aria-label="Fermer le panneau">
          <Close />
        </IconButton>
      </Box>
      <Box sx={{ p: 3 }}>{children}</Box>
    </Drawer>
  );
}
