import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';

/** Conditions générales d'utilisation, as accepted at registration (DECISIONS §3). */
const SECTIONS: [string, string][] = [
  [
    'Objet',
    "Passerelle met en relation des entreprises (ESN et clients finaux) avec des candidats pour des missions réalisées à 100 % à distance. L'équipe Passerelle valide les comptes, fixe le taux journalier (TJM) des candidats et accompagne chaque demande jusqu'à la mission.",
  ],
  [
    'Compte',
    "Vous vous engagez à fournir des informations exactes et à garder votre mot de passe secret. Un compte reste en attente jusqu'à sa validation par notre équipe ; il peut être suspendu en cas d'usage contraire aux présentes conditions.",
  ],
  [
    'Données personnelles',
    "Vos données servent uniquement à la mise en relation. Les entreprises voient le profil professionnel des candidats, jamais leur e-mail, leur téléphone ni leur CV : notre équipe sert d'intermédiaire. Vous pouvez demander l'accès, la rectification ou la suppression de vos données à tout moment.",
  ],
  [
    'Responsabilités',
    "Passerelle s'efforce d'assurer la disponibilité du service et l'exactitude des informations publiées, sans pouvoir garantir l'issue d'une mise en relation. Chaque utilisateur reste responsable des contenus qu'il publie.",
  ],
];

export function TermsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} scroll="paper" aria-labelledby="cgu-title">
      <DialogTitle id="cgu-title">Conditions générales d'utilisation</DialogTitle>
      <DialogContent dividers>
        {SECTIONS.map(([title, text]) => (
          <section key={title}>
            <Typography component="h3" variant="h5" sx={{ mt: 1, mb: 0.5 }}>
              {title}
            </Typography>
            <Typography sx={{ mb: 2 }}>{text}</Typography>
          </section>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          J'ai compris
        </Button>
      </DialogActions>
    </Dialog>
  );
}
