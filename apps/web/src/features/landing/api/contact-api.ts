import { contactApi } from '@passerelle/shared/routes/contact';
import type { ContactBody } from '@passerelle/shared/schemas/admin';
import { call } from '../../../lib/api-client';

/** The landing page's contact form (SPEC §7 contactus/new, public: no session sent). */
export const sendContactMessage = (body: ContactBody) => call(contactApi.contactusNew, body, { token: null });
