import type { ContactBody, DoneResponse } from '@passerelle/shared';
import { api } from '../../../lib/api-client';

/** The landing page's contact form (SPEC §7: `/api/adm/contactus/new`, public). */
export const sendContactMessage = (body: ContactBody) => api.post<DoneResponse>('/api/adm/contactus/new', body, { token: null });
