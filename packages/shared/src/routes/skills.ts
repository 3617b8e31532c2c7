import { ANY_ROLE, access, CLIENT, defineRoute, STAFF } from '../contract.js';
import {
  briefBody,
  briefResponse,
  resolveSkillsBody,
  resolveSkillsResponse,
  skillAliasBody,
  skillChangeResponse,
  skillNewBody,
  skillsQuery,
  skillsResponse,
  skillTagsBody,
  skillTagsResponse,
} from '../schemas/skills.js';

/** The skill vocabulary (DECISIONS §6.1): suggestions, resolution, the brief reader, the staff's curation. */
export const skillsApi = {
  suggest: defineRoute({
    method: 'GET',
    url: '/api/skills',
    query: skillsQuery,
    response: skillsResponse,
    access: access.session(ANY_ROLE),
    tag: 'Compétences',
    summary: "Suggestions de compétences pendant la saisie (q : le texte saisi ; 10 au plus, les meilleures d'abord)",
    errors: [],
  }),
  resolve: defineRoute({
    method: 'POST',
    url: '/api/skills/resolve',
    body: resolveSkillsBody,
    response: resolveSkillsResponse,
    access: access.session(ANY_ROLE),
    tag: 'Compétences',
    summary: "La compétence canonique de chaque étiquette (100 au plus), dans l'ordre donné",
    errors: [],
  }),
};

/** From a job description to the search form (DECISIONS §6.1 « Coller une fiche de poste »). */
export const briefApi = {
  brief: defineRoute({
    method: 'POST',
    url: '/api/cl/brief',
    body: briefBody,
    response: briefResponse,
    access: access.session(CLIENT, { active: true }),
    tag: 'Recherche de candidats',
    summary: 'Lire une fiche de poste collée (20 000 caractères au plus) : compétences, expérience, date de démarrage',
    errors: ['rate.limited'],
  }),
  briefFile: defineRoute({
    method: 'POST',
    url: '/api/cl/briefFile',
    multipart: true,
    response: briefResponse,
    access: access.session(CLIENT, { active: true }),
    tag: 'Recherche de candidats',
    summary: 'Lire une fiche de poste envoyée en fichier (multipart, champ file ; PDF, DOCX ou TXT, 2 Mo au plus)',
    errors: [
      'input.malformed_json',
      'brief.file_too_large',
      'brief.file_type',
      'brief.no_text',
      'file.too_complex',
      'file.reader_busy',
      'rate.limited',
      'server.unavailable',
    ],
  }),
};

/** The staff's screen « Compétences »: the free tags in use, made aliases or new canonical skills. */
export const staffSkillsApi = {
  getSkillTags: defineRoute({
    method: 'POST',
    url: '/api/adm/getSkillTags',
    body: skillTagsBody,
    response: skillTagsResponse,
    access: access.session(STAFF),
    tag: 'Compétences',
    summary: "Les étiquettes libres en usage que le vocabulaire ne connaît pas, les plus utilisées d'abord (paginé)",
    errors: [],
  }),
  skillAlias: defineRoute({
    method: 'POST',
    url: '/api/adm/skillAlias',
    body: skillAliasBody,
    response: skillChangeResponse,
    access: access.session(STAFF, { audit: true }),
    tag: 'Compétences',
    summary: 'Rattacher une étiquette à une compétence canonique (nouvelle orthographe) : la correspondance suit aussitôt',
    errors: ['skill.unknown', 'skill.alias_taken'],
  }),
  skillNew: defineRoute({
    method: 'POST',
    url: '/api/adm/skillNew',
    body: skillNewBody,
    response: skillChangeResponse,
    access: access.session(STAFF, { audit: true }),
    tag: 'Compétences',
    summary: 'Ajouter une compétence canonique et ses orthographes : la correspondance suit aussitôt',
    errors: ['skill.label_taken', 'skill.alias_taken'],
  }),
};
