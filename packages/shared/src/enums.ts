/** Enumerated values of SPEC.md §3, pinned by DECISIONS.md §2. Wire values are SPEC's; labels are French. */

export const ROLES = ['root', 'admin', 'client', 'condidat'] as const;
export type Role = (typeof ROLES)[number];
export const ADMIN_ROLES = ['admin', 'root'] as const satisfies readonly Role[];

/** Account types a visitor can register (the API spells the candidate type `condidat`). */
export const ACCOUNT_TYPES = ['client', 'condidat'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const USER_ETATS = ['active', 'pending', 'blocked'] as const;
export type UserEtat = (typeof USER_ETATS)[number];

export const CLIENT_TYPES = ['esn', 'client'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];
export const CLIENT_TYPE_LABELS: Record<ClientType, string> = { esn: 'ESN', client: 'Client final' };

export const SEXES = ['male', 'female'] as const;
export type Sex = (typeof SEXES)[number];
export const SEX_LABELS: Record<Sex, string> = { male: 'Homme', female: 'Femme' };

export const NIV_ETUDES = ['secondaire', 'bac+3', 'bac+4', 'bac+5', 'bac+8'] as const;
export type NivEtude = (typeof NIV_ETUDES)[number];
export const NIV_ETUDE_LABELS: Record<NivEtude, string> = {
  secondaire: 'Secondaire',
  'bac+3': 'Bac+3 (Licence, licence professionnelle)',
  'bac+4': 'Bac+4 (Maîtrise, master 1)',
  'bac+5': 'Bac+5 (Master, ingénieur)',
  'bac+8': 'Bac+8 (Doctorat)',
};

export const NIV_EXPS = ['<1', '1-10', '>10'] as const;
export type NivExp = (typeof NIV_EXPS)[number];
export const NIV_EXP_LABELS: Record<NivExp, string> = {
  '<1': "Moins d'un an",
  '1-10': 'De 1 à 10 ans',
  '>10': 'Plus de 10 ans',
};

export const OFFER_ETATS = ['ouvert', 'en_cours', 'ferme'] as const;
export type OfferEtat = (typeof OFFER_ETATS)[number];
export const OFFER_ETAT_LABELS: Record<OfferEtat, string> = {
  ouvert: 'Ouverte',
  en_cours: 'En cours',
  ferme: 'Fermée',
};

export const APPLICATION_ETATS = ['en_attente', 'retenue', 'non_retenue'] as const;
export type ApplicationEtat = (typeof APPLICATION_ETATS)[number];
export const APPLICATION_ETAT_LABELS: Record<ApplicationEtat, string> = {
  en_attente: 'En attente',
  retenue: 'Retenue',
  non_retenue: 'Non retenue',
};

/** A contact message: new until a staff member marks it handled or replies (DECISIONS §6.9). */
export const CONTACT_ETATS = ['nouveau', 'traite'] as const;
export type ContactEtat = (typeof CONTACT_ETATS)[number];
export const CONTACT_ETAT_LABELS: Record<ContactEtat, string> = { nouveau: 'Nouveau', traite: 'Traité' };

export const REQUEST_ETATS = ['en_attente', 'ferme_success', 'ferme_fail'] as const;
export type RequestEtat = (typeof REQUEST_ETATS)[number];
export const REQUEST_ETAT_LABELS: Record<RequestEtat, string> = {
  en_attente: 'En attente',
  ferme_success: 'Traitée (succès)',
  ferme_fail: 'Traitée (échec)',
};

/** Decision of the 'Traiter la demande de candidat' dialog (SPEC §2 Admin shell). */
export const REQUEST_DECISIONS = ['t_succ', 't_fail'] as const;
export type RequestDecision = (typeof REQUEST_DECISIONS)[number];

export const MISSION_ETATS = ['en_attente', 'en_cours', 'termine'] as const;
export type MissionEtat = (typeof MISSION_ETATS)[number];
export const MISSION_ETAT_LABELS: Record<MissionEtat, string> = {
  en_attente: 'En attente',
  en_cours: 'En cours',
  termine: 'Terminé',
};

/** A monthly activity report's états (DECISIONS §6.4). */
export const CRA_ETATS = ['brouillon', 'soumis', 'valide', 'refuse'] as const;
export type CraEtat = (typeof CRA_ETATS)[number];
export const CRA_ETAT_LABELS: Record<CraEtat, string> = {
  brouillon: 'Brouillon',
  soumis: 'Soumis',
  valide: 'Validé',
  refuse: 'Refusé',
};

export const NOTIFICATION_TYPES = [
  'msg',
  'valid_cmpt',
  'postul',
  'other',
  'entretien',
  'dispo_rappel',
  'alerte',
  'retention',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Interviews (DECISIONS §6.3): proposed with 1–5 slots, planned on one of them, or cancelled. */
export const INTERVIEW_ETATS = ['propose', 'planifie', 'annule'] as const;
export type InterviewEtat = (typeof INTERVIEW_ETATS)[number];
export const INTERVIEW_ETAT_LABELS: Record<InterviewEtat, string> = {
  propose: 'Proposé',
  planifie: 'Planifié',
  annule: 'Annulé',
};
export const INTERVIEW_DURATIONS = [30, 45, 60] as const;

export const LINK_TOKEN_PURPOSES = ['verify_email', 'reset_password', 'confirm_dispo', 'keep_account'] as const;
export type LinkTokenPurpose = (typeof LINK_TOKEN_PURPOSES)[number];

export function isAdminRole(role: string): role is (typeof ADMIN_ROLES)[number] {
  return role === 'admin' || role === 'root';
}

/** Compliance documents of a candidate (DECISIONS §6.4: the devoir de vigilance). */
export const DOCUMENT_TYPES = ['kbis', 'urssaf', 'rc_pro'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  kbis: 'Extrait Kbis',
  urssaf: 'Attestation de vigilance URSSAF',
  rc_pro: 'Attestation d’assurance RC Pro',
};
export const DOCUMENT_ETATS = ['a_verifier', 'valide', 'refuse'] as const;
export type DocumentEtat = (typeof DOCUMENT_ETATS)[number];
export const DOCUMENT_ETAT_LABELS: Record<DocumentEtat, string> = {
  a_verifier: 'À vérifier',
  valide: 'Vérifié',
  refuse: 'Refusé',
};
/** A mission worth this much (tjm × working days) or more needs a verified, unexpired URSSAF attestation (Code du travail D8222-5). */
export const VIGILANCE_THRESHOLD_EUROS = 5000;

/** Contracts signed on the platform (DECISIONS §6.5); the web reads these without zod (schemas/contracts.ts). */
export const CONTRAT_TYPES = ['bon_commande', 'contrat_prestation'] as const;
export type ContratType = (typeof CONTRAT_TYPES)[number];
export const CONTRAT_TYPE_LABELS: Record<ContratType, string> = {
  bon_commande: 'Bon de commande',
  contrat_prestation: 'Contrat de prestation',
};
export const CONTRAT_ETATS = ['a_signer', 'signe'] as const;
export type ContratEtat = (typeof CONTRAT_ETATS)[number];
export const CONTRAT_ETAT_LABELS: Record<ContratEtat, string> = { a_signer: 'À signer', signe: 'Signé' };
