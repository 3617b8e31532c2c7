import { z } from 'zod';
import { CHAT_MESSAGE_MAX } from '../constants.js';
import { MSG } from '../messages.js';
import { idField } from './fields.js';

/** Chat calls (SPEC §7 Chat). */

/** sendit: the message; an administrator names the recipient with id_to. */
export const sendMessageBody = z.object({
  content: z
    .string({ error: MSG.chatMessageEmpty })
    .trim()
    .min(1, { error: MSG.chatMessageEmpty })
    .max(CHAT_MESSAGE_MAX, { error: `Message trop long ( max ${CHAT_MESSAGE_MAX} caractères ) !` }),
  id_to: idField.nullish(),
});
export type SendMessageBody = z.infer<typeof sendMessageBody>;

export const messagesByUserBody = z.object({ id_user: idField, before: idField.nullish() });
