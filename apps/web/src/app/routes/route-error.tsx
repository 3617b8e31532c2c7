import { Button } from '../../components/plain/button';

/**
 * A route failed to load (a new version was deployed, the network dropped): say so and offer a reload.
 * Plain (no MUI, no icon table): it is part of the entry, which every page loads.
 */
export function RouteError() {
  return (
    <div style={{ padding: 32, maxWidth: 640, margin: '0 auto' }}>
      <div role="alert" className="pl-alert pl-alert-error" style={{ flexDirection: 'column' }}>
        <p className="pl-p">Cette page n'a pas pu s'afficher. Vérifiez votre connexion puis rechargez la page.</p>
        <Button variant="outlined" onClick={() => window.location.reload()}>
          Recharger
        </Button>
      </div>
    </div>
  );
}
