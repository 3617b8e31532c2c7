import { Dialog } from '../../../components/plain/dialog';

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

/** The terms in a modal dialog (plain, native <dialog>): focus stays inside, Escape or « J'ai compris » closes. */
export function TermsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Conditions générales d'utilisation" closeLabel="J'ai compris">
      <div className="pl-terms">
        {SECTIONS.map(([title, text]) => (
          <section key={title}>
            <h3>{title}</h3>
            <p>{text}</p>
          </section>
        ))}
      </div>
    </Dialog>
  );
}
