import { Box, Drawer, List, ListItemButton, ListItemText } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { PUBLIC_LINKS } from './public-header';

/** The public header's menu on a phone. */
export default function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box component="nav" aria-label="Menu" sx={{ width: 260 }} onClick={onClose}>
        <List>
          {[...PUBLIC_LINKS, { label: 'Connexion', to: paths.login }, { label: 'Inscription', to: paths.register }].map(
            (link) => (
              <ListItemButton key={link.label} component={RouterLink} to={link.to}>
                <ListItemText primary={link.label} />
              </ListItemButton>
            ),
          )}
        </List>
      </Box>
    </Drawer>
  );
}
