import { chatApi } from '@passerelle/shared/routes/chat';
import { call } from '../../../lib/api-client';

/** The digest mail's link (issue 8): works without a session, with the token the link carries. */
export const unsubscribe = (token: string) => call(chatApi.unsubscribe, { token }, { token: null });
