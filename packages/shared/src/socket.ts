import type { ChatMessage } from './schemas/chat.js';
import type {
  ClientMessageAck,
  ClientMessagePayload,
  ConnectedListPayload,
  NewMessagePayload,
  NotifyClientPayload,
  ShortlistChangedPayload,
} from './schemas/realtime.js';

/**
 * The real-time socket (SPEC §7), declared once for the server, the web, the tests and the scripts: its path,
 * and its events' names with their payloads' types (the payloads' zod schemas are in `schemas/realtime.ts`,
 * who may emit each event in `routes/realtime.ts`). This module runs no zod: the web imports it as it is.
 */

/** Where socket.io listens (and where a proxy must pass WebSocket upgrades). */
export const SOCKET_PATH = '/api/socket.io/';

/** What a client emits (each checked against `socketApi` on every event). */
export interface ClientToServerEvents {
  client_msg: (payload: ClientMessagePayload, ack?: (answer: ClientMessageAck) => void) => void;
  get_connected_lst: () => void;
  notify_client_msg: (payload: NotifyClientPayload) => void;
}

/** What the server pushes. */
export interface ServerToClientEvents {
  /** To the staff: who is connected. */
  connected_lst: (list: ConnectedListPayload) => void;
  /** To the staff: a message of a conversation. */
  new_msg: (payload: NewMessagePayload) => void;
  /** To a user: a message from the staff. */
  new_msg_to_client: (message: ChatMessage) => void;
  /** To a user: its notifications changed (read them again). */
  notif: () => void;
  /** To a user: the staff validated its account (refresh the token, reload). */
  notif_valid_cmpt: () => void;
  /** To a company's members: an offer's shortlist changed. */
  shortlist_changed: (payload: ShortlistChangedPayload) => void;
  /** To a user: invoices it reads changed state (a payout confirmed: « Versée »); read them again. */
  factures_changed: () => void;
}

export type ServerEvent = keyof ServerToClientEvents;
/** The payload of a server event (undefined for those that carry none). */
export type ServerEventPayload<E extends ServerEvent> = Parameters<ServerToClientEvents[E]>[0];
