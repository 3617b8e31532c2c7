/**
 * The « Conditions générales d'utilisation », versioned (DECISIONS §6.9): the text a user accepts at registration
 * (the register form's dialog) and the public page /cgu show the same version with its date. A change of the
 * text is a new version, with its own date.
 */
export const TERMS_VERSION = '1.1';
/** The date the version took effect, ISO. */
export const TERMS_DATE = '2026-11-29';

export const TERMS_SECTIONS: [string, string][] = [
  [
    'Objet',
    'Passerelle met en relation des entreprises (ESN et clients finaux) avec des candidats pour des missions réalisées à 100\u00a0% à distance. L’équipe Passerelle valide les comptes, fixe le taux journalier (TJM) des candidats et accompagne chaque demande jusqu’à la mission.',
  ],
  [
    'Compte',
    'Vous vous engagez à fournir des informations exactes et à garder votre mot de passe secret. Un compte reste en attente jusqu’à sa validation par notre équipe\u00a0; il peut être suspendu en cas d’usage contraire aux présentes conditions.',
  ],
  [
    'Données personnelles',
    'Vos données servent uniquement à la mise en relation. Les entreprises voient le profil professionnel des candidats, jamais leur e-mail, leur téléphone ni leur CV\u00a0: notre équipe sert d’intermédiaire. Vous pouvez demander l’accès, la rectification ou la suppression de vos données à tout moment (voir la politique de confidentialité).',
  ],
  [
    'Responsabilités',
    'Passerelle s’efforce d’assurer la disponibilité du service et l’exactitude des informations publiées, sans pouvoir garantir l’issue d’une mise en relation. Chaque utilisateur reste responsable des contenus qu’il publie.',
  ],
];
