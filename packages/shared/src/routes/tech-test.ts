import { access, CANDIDATE, defineRoute } from '../contract.js';
import { techTestStatusResponse } from '../schemas/candidate-area.js';

export const techTestApi = {
  techTestStatus: defineRoute({
    method: 'POST',
    url: '/api/cd/techTestStatus',
    response: techTestStatusResponse,
    access: access.session(CANDIDATE),
    tag: 'Test technique',
    summary: 'Sa dernière demande de test technique, et quand en refaire une',
    errors: [],
  }),
  askTechTest: defineRoute({
    method: 'POST',
    url: '/api/cd/askTechTest',
    response: techTestStatusResponse,
    access: access.session(CANDIDATE),
    tag: 'Test technique',
    summary: "Demander un test technique à l'équipe (un message dans le chat ; une demande par 24 h)",
    errors: ['rate.limited', 'tech_test.too_soon'],
  }),
};
