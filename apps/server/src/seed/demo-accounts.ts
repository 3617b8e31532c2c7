/** The password of every generated account, and the fixed demo logins (`npm run demo`). */
export const GENERATED_PASSWORD = 'Passerelle-Demo-2026';

export const DEMO_ACCOUNTS = {
  root: { email: 'admin@demo.passerelle.fr', label: 'Administrateur (root)' },
  admin: { email: 'moderation@demo.passerelle.fr', label: 'Administrateur' },
  client: { email: 'client@demo.passerelle.fr', label: 'Client (ESN)' },
  /** A member of the same company (issue 18): shares its offers, shortlists and interviews. */
  clientMember: { email: 'equipe@demo.passerelle.fr', label: 'Client (équipe)' },
  candidate: { email: 'candidat@demo.passerelle.fr', label: 'Candidat' },
} as const;
