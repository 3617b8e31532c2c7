import { access, CANDIDATE, CLIENT, defineRoute, FILE, STAFF } from '../contract.js';
import { doneResponse } from '../schemas/common.js';
import {
  contratCodeResponse,
  contratIdBody,
  contratParams,
  contratsBody,
  contratsResponse,
  setBonCommandeBody,
  signContratBody,
  signContratResponse,
  verifyContratResponse,
} from '../schemas/contracts.js';

const TAG = 'Contrats';

/** Contracts signed on the platform (DECISIONS §6.5). */
function signerRoutes(prefix: 'cl' | 'cd') {
  const who = prefix === 'cl' ? CLIENT : CANDIDATE;
  const doc = prefix === 'cl' ? 'le bon de commande (tout membre de l’entreprise)' : 'son contrat de prestation';
  return {
    getContrats: defineRoute({
      method: 'POST',
      url: `/api/${prefix}/getContrats`,
      body: contratsBody,
      response: contratsResponse,
      access: access.session(who),
      tag: TAG,
      summary: `Les contrats d’une mission : ${doc}`,
      errors: ['mission.not_found'],
    }),
    contratCode: defineRoute({
      method: 'POST',
      url: `/api/${prefix}/contratCode`,
      body: contratIdBody,
      response: contratCodeResponse,
      access: access.session(who),
      tag: TAG,
      summary:
        'Recevoir par e-mail un code de signature à 6 chiffres (10 minutes, 5 essais ; un nouveau code annule le précédent)',
      errors: ['contract.not_found', 'contract.already_signed', 'rate.limited'],
    }),
    signContrat: defineRoute({
      method: 'POST',
      url: `/api/${prefix}/signContrat`,
      body: signContratBody,
      response: signContratResponse,
      access: access.session(who),
      tag: TAG,
      summary: 'Signer avec le code reçu et l’acceptation explicite : le PDF signé porte un « Certificat de signature »',
      errors: ['contract.not_found', 'contract.bad_code', 'contract.already_signed'],
    }),
  };
}

export const contractsApi = {
  cl: {
    ...signerRoutes('cl'),
    setBonCommande: defineRoute({
      method: 'POST',
      url: '/api/cl/setBonCommande',
      body: setBonCommandeBody,
      response: doneResponse,
      access: access.session(CLIENT, { active: true }),
      tag: TAG,
      summary:
        'La référence du bon de commande de l’entreprise (1 à 35 caractères) : imprimée sur le bon de commande (redessiné tant qu’il n’est pas signé) et sur chaque facture émise ensuite (BT-13)',
      errors: ['mission.not_found'],
    }),
  },
  cd: signerRoutes('cd'),
  adm: {
    getContrats: defineRoute({
      method: 'POST',
      url: '/api/adm/getContrats',
      body: contratsBody,
      response: contratsResponse,
      access: access.session(STAFF),
      tag: TAG,
      summary: 'Les deux contrats d’une mission',
      errors: ['mission.not_found'],
    }),
  },
  contrat: defineRoute({
    method: 'GET',
    url: '/api/files/contrat/:id',
    params: contratParams,
    response: FILE,
    access: access.session([...CLIENT, ...CANDIDATE, ...STAFF]),
    tag: TAG,
    summary: 'Le PDF d’un contrat (signé une fois signé) : les membres de l’entreprise, le freelance ou l’équipe',
    errors: ['contract.not_found'],
  }),
  verifier: defineRoute({
    method: 'POST',
    url: '/api/contrats/verifier',
    multipart: true,
    response: verifyContratResponse,
    access: access.public,
    tag: TAG,
    summary:
      'Vérifier un contrat signé (public, multipart : file, 5 Mo au plus) : valide si le fichier est, octet pour octet, un contrat signé',
    errors: ['input.malformed_json', 'input.too_large', 'upload.file_required', 'upload.aborted', 'rate.limited'],
  }),
};
