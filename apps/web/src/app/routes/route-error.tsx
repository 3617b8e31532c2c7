import { Alert, Box, Button } from '@mui/material';

/** A route failed to load (a new version was deployed, the network dropped): say so and offer a reload. */
export function RouteError() {
  return (
    <Box sx={{ p: 4, maxWidth: 640, mx: 'auto' }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => window.location.reload()}>
            Recharger
          </Button>
        }
      >
        Cette page n'a pas pu s'afficher. Vérifiez votre connexion puis rechargez la page.
      </Alert>
    </Box>
  );
}
