import { access, defineRoute } from '../contract.js';
import { reglagesResponse, setReglagesBody } from '../schemas/settings.js';

/** The root's « Réglages » (DECISIONS §6.5). */
export const settingsApi = {
  getReglages: defineRoute({
    method: 'POST',
    url: '/api/adm/getReglages',
    response: reglagesResponse,
    access: access.session(['root']),
    tag: 'Réglages',
    summary: 'Les réglages de la plateforme : transparence des tarifs, délais, taux de pénalités, compte de versement',
    errors: [],
  }),
  setReglages: defineRoute({
    method: 'POST',
    url: '/api/adm/setReglages',
    body: setReglagesBody,
    response: reglagesResponse,
    access: access.session(['root'], { audit: true }),
    tag: 'Réglages',
    summary: 'Modifier les réglages (seuls les champs envoyés changent ; chaque changement est enregistré)',
    errors: [],
  }),
};
