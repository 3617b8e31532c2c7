import { availabilityApi } from '@passerelle/shared/routes/alerts';
import { call } from '../../../lib/api-client';

/** The reminder mail's link (DECISIONS §6.2): confirms the availability as it stands, with the link's own token. */
export const confirmDispoByLink = (token: string) => call(availabilityApi.confirmDispoLink, {}, { token });

/** The retention mail's « Conserver mon compte » link. */
export const keepAccountByLink = (token: string) => call(availabilityApi.keepAccount, undefined, { token });
