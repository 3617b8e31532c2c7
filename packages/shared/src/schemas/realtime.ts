import { z } from 'zod';
import { ERROR_CODES } from '../errors.js';
import { chatMessageSchema } from './chat.js';

/**
 * The payloads of the socket's events (SPEC §7 Real-time socket), beside their names in `socket.ts` and their
 * access in `routes/realtime.ts`: the server parses what a client emits with these, and the tests what the
 * server pushes.
 */

/** client_msg: the text alone (a user to the staff), or with `id_to` (a staff member to that user). */
export const clientMessagePayload = z.union([
  z.string(),
  z.object({ content: z.string(), id_to: z.number().int().positive().optional() }),
]);
export type ClientMessagePayload = z.infer<typeof clientMessagePayload>;

/** client_msg's acknowledgement: the stored message, or the refusal with its code. */
export const clientMessageAck = z.union([
  z.object({ done: z.literal(true), data: chatMessageSchema }),
  z.object({ done: z.literal(false), message: z.string(), code: z.enum(ERROR_CODES).optional() }),
]);
export type ClientMessageAck = z.infer<typeof clientMessageAck>;

/** notify_client_msg (staff): the stored message a connected user is told about. */
export const notifyClientPayload = z.object({ id_to: z.number().int().positive(), msg: chatMessageSchema });
export type NotifyClientPayload = z.infer<typeof notifyClientPayload>;

/** connected_lst (staff): the ids of the users connected now, each mapped to true. */
export const connectedListPayload = z.record(z.string(), z.literal(true));
export type ConnectedListPayload = z.infer<typeof connectedListPayload>;

/** new_msg (staff): a message of a conversation, with the user of that conversation. */
export const newMessagePayload = z.object({
  user: z.object({
    id: z.number(),
    nom: z.string().nullable(),
    prenom: z.string().nullable(),
    img: z.string().nullable(),
    role: z.string(),
    etat: z.string(),
    email: z.string(),
  }),
  msg: chatMessageSchema,
});
export type NewMessagePayload = z.infer<typeof newMessagePayload>;

/** shortlist_changed (a company's members): the offer whose shortlist changed. */
export const shortlistChangedPayload = z.object({ offreId: z.number() });
export type ShortlistChangedPayload = z.infer<typeof shortlistChangedPayload>;
