import { z } from 'zod';
import { ANY_ROLE, access, CANDIDATE, defineRoute, FILE } from '../contract.js';
import { uploadResponse } from '../schemas/common.js';
import { idField, oneLine } from '../schemas/fields.js';
import { uploadCvResponse } from '../schemas/skills.js';

export const filesApi = {
  upload: defineRoute({
    method: 'POST',
    url: '/api/upload',
    multipart: true,
    response: uploadResponse,
    access: access.session(ANY_ROLE),
    tag: 'Fichiers',
    summary: 'Envoyer une photo (multipart, champ file ; JPEG, PNG ou WebP, 2 Mo au plus)',
    errors: ['input.malformed_json', 'storage.unavailable', 'upload.photo_too_large', 'upload.photo_type'],
  }),
  uploadCv: defineRoute({
    method: 'POST',
    url: '/api/upload/cv',
    multipart: true,
    response: uploadCvResponse,
    access: access.session(CANDIDATE),
    tag: 'Fichiers',
    summary: 'Envoyer son CV (multipart, champ file ; PDF, DOC ou DOCX, 2 Mo au plus) : répond les compétences lues dans le CV',
    errors: [
      'input.malformed_json',
      'storage.unavailable',
      'upload.cv_too_large',
      'upload.cv_type',
      'file.too_complex',
      'file.reader_busy',
      'rate.limited',
      'server.unavailable',
    ],
  }),
  photo: defineRoute({
    method: 'GET',
    url: '/api/files/photos/:name',
    params: z.object({ name: oneLine(z.string().max(80)) }),
    response: FILE,
    access: access.public,
    tag: 'Fichiers',
    summary: 'Une photo de profil',
    errors: ['file.not_found', 'storage.unavailable'],
  }),
  cv: defineRoute({
    method: 'GET',
    url: '/api/files/cv/:userId',
    params: z.object({ userId: idField }),
    response: FILE,
    access: access.session(['condidat', 'admin', 'root']),
    tag: 'Fichiers',
    summary: "Télécharger le CV d'un candidat (le candidat lui-même ou l'équipe)",
    errors: ['access.not_owner', 'storage.unavailable'],
  }),
};
