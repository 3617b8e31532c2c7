import { access, CANDIDATE, CLIENT, defineRoute, STAFF } from '../contract.js';
import { adminEditOfferBody } from '../schemas/admin.js';
import { doneResponse } from '../schemas/common.js';
import { idBody } from '../schemas/fields.js';
import {
  applyBody,
  candidateOfferDetailResponse,
  clientOfferDetailResponse,
  createOfferBody,
  decideApplicationBody,
  myApplicationsResponse,
  myOffersBody,
  offerInfoBody,
  offerResponse,
  offersPageResponse,
  pageBody,
  postulerBody,
  publicOffersPageResponse,
  saveOfferBody,
  searchPageBody,
  staffOfferDetailResponse,
} from '../schemas/offers.js';

/** The client's offers, `/api/cl` (SPEC §7 Client). Ids name the caller's client record. */
const clientTag = 'Offres (client)';
const client = access.session(CLIENT);
const activeClient = access.session(CLIENT, { active: true });

export const clientOffersApi = {
  createOffre: defineRoute({
    method: 'POST',
    url: '/api/cl/createOffre',
    body: createOfferBody,
    response: offerResponse,
    access: activeClient,
    tag: clientTag,
    summary: 'Publier une offre (compte validé ; client_id : son enregistrement client)',
    errors: ['access.not_owner'],
  }),
  getMyOffre: defineRoute({
    method: 'POST',
    url: '/api/cl/getMyOffre',
    body: myOffersBody,
    response: offersPageResponse,
    access: client,
    tag: clientTag,
    summary: 'Ses offres, les plus récentes en premier (id : son enregistrement client)',
    errors: ['access.not_owner'],
  }),
  searchMyOffre: defineRoute({
    method: 'POST',
    url: '/api/cl/searchMyOffre',
    body: myOffersBody,
    response: offersPageResponse,
    access: client,
    tag: clientTag,
    summary: 'Chercher dans ses offres (texte, état : Tous, ouvert, en_cours, ferme)',
    errors: ['access.not_owner'],
  }),
  offreinfo: defineRoute({
    method: 'POST',
    url: '/api/cl/offreinfo',
    body: offerInfoBody,
    response: clientOfferDetailResponse,
    access: client,
    tag: clientTag,
    summary: 'Une de ses offres avec ses candidatures (profil professionnel des candidats, sans leurs coordonnées)',
    errors: ['access.not_owner', 'offer.not_found'],
  }),
  saveOffre: defineRoute({
    method: 'POST',
    url: '/api/cl/saveOffre',
    body: saveOfferBody,
    response: offerResponse,
    access: activeClient,
    tag: clientTag,
    summary: 'Modifier une de ses offres (pas une offre fermée)',
    errors: ['access.not_owner', 'offer.not_found', 'offer.closed'],
  }),
  cancelOffre: defineRoute({
    method: 'POST',
    url: '/api/cl/cancelOffre',
    body: idBody,
    response: doneResponse,
    access: client,
    tag: clientTag,
    summary: 'Fermer une de ses offres ; les candidatures en attente deviennent non retenues',
    errors: ['access.not_owner', 'offer.not_found', 'offer.already_closed'],
  }),
  decideCandidature: defineRoute({
    method: 'POST',
    url: '/api/cl/decideCandidature',
    body: decideApplicationBody,
    response: doneResponse,
    access: activeClient,
    tag: clientTag,
    summary: 'Retenir ou non une candidature à son offre, avec un message facultatif ; le candidat est prévenu',
    errors: ['access.not_owner', 'application.not_found', 'application.answered'],
  }),
};

/** Offers for candidates, `/api/cd` (SPEC §7 Candidate). Ids name the caller's candidate record. */
const candidateTag = 'Offres (candidat)';
const candidate = access.session(CANDIDATE);

export const candidateOffersApi = {
  offres: defineRoute({
    method: 'POST',
    url: '/api/cd/offres',
    body: pageBody,
    response: publicOffersPageResponse,
    access: candidate,
    tag: candidateTag,
    summary: 'Les offres ouvertes ou en cours, les plus récentes en premier',
    errors: [],
  }),
  searchOffre: defineRoute({
    method: 'POST',
    url: '/api/cd/searchOffre',
    body: searchPageBody,
    response: publicOffersPageResponse,
    access: candidate,
    tag: candidateTag,
    summary: 'Chercher dans les offres (plein texte, sans accents ni casse ; les meilleures en premier)',
    errors: [],
  }),
  offreInf: defineRoute({
    method: 'POST',
    url: '/api/cd/offreInf',
    body: offerInfoBody,
    response: candidateOfferDetailResponse,
    access: candidate,
    tag: candidateTag,
    summary: "Une offre, et sa propre candidature s'il y en a une (postule, demande_offres)",
    errors: ['access.not_owner', 'offer.not_found'],
  }),
  postuler: defineRoute({
    method: 'POST',
    url: '/api/cd/postuler',
    body: postulerBody,
    response: doneResponse,
    access: access.session(CANDIDATE, { active: true }),
    tag: candidateTag,
    summary:
      'Postuler à une offre ouverte (compte validé, une fois par offre), avec un message facultatif (1 000 caractères au plus)',
    errors: ['access.not_owner', 'offer.not_found', 'offer.not_open', 'application.already_applied'],
  }),
  annulerPostulation: defineRoute({
    method: 'POST',
    url: '/api/cd/annulerPostulation',
    body: applyBody,
    response: doneResponse,
    access: candidate,
    tag: candidateTag,
    summary: "Retirer sa candidature tant qu'elle est en attente (elle est supprimée)",
    errors: ['access.not_owner', 'application.not_found', 'application.answered'],
  }),
  getMyDmdOffer: defineRoute({
    method: 'POST',
    url: '/api/cd/getMyDmdOffer',
    body: idBody,
    response: myApplicationsResponse,
    access: candidate,
    tag: candidateTag,
    summary: 'Ses candidatures avec leurs offres, les plus récentes en premier (id : son enregistrement candidat)',
    errors: ['access.not_owner'],
  }),
};

/** Offers for the staff, `/api/adm` (SPEC §7 Admin). */
const staffTag = 'Offres (administration)';
const staff = access.session(STAFF);

export const staffOffersApi = {
  getOffres: defineRoute({
    method: 'POST',
    url: '/api/adm/getOffres',
    body: pageBody,
    response: offersPageResponse,
    access: staff,
    tag: staffTag,
    summary: 'Toutes les offres, bloquées comprises, les plus récentes en premier',
    errors: [],
  }),
  searchOffre: defineRoute({
    method: 'POST',
    url: '/api/adm/searchOffre',
    body: searchPageBody,
    response: offersPageResponse,
    access: staff,
    tag: staffTag,
    summary: 'Chercher dans toutes les offres (plein texte ; les meilleures en premier)',
    errors: [],
  }),
  getOffreInfo: defineRoute({
    method: 'POST',
    url: '/api/adm/getOffreInfo',
    body: idBody,
    response: staffOfferDetailResponse,
    access: staff,
    tag: staffTag,
    summary: "Une offre, son budget, l'entreprise qui l'a publiée et ses candidatures",
    errors: ['offer.not_found'],
  }),
  editoffre: defineRoute({
    method: 'POST',
    url: '/api/adm/editoffre',
    body: adminEditOfferBody,
    response: offerResponse,
    access: access.session(STAFF, { audit: true }),
    tag: staffTag,
    summary: "Modifier une offre et la bloquer ou la débloquer (l'action est enregistrée)",
    errors: ['offer.not_found'],
  }),
};
