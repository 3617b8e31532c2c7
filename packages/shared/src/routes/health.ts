import { access, defineRoute } from '../contract.js';
import { healthResponse } from '../schemas/common.js';

export const healthApi = {
  health: defineRoute({
    method: 'GET',
    url: '/api/health',
    response: healthResponse,
    access: access.public,
    tag: 'Exploitation',
    summary: 'État du service',
    errors: [],
  }),
};
