import { ANY_ROLE, access, STAFF } from '../contract.js';

/**
 * The socket's access, read by the server's socket checks as the HTTP routes' by the auth hook
 * (issue 14): the handshake, each event a client may emit (SPEC §7 Socket; names and payloads in
 * `socket.ts`), and the staff's room. The server reads each again, with the session, on every event.
 */
export const socketApi = {
  /** The socket path: any signed-in user with a verified e-mail (and a browser from our origin). */
  handshake: access.session(ANY_ROLE),
  /** A chat message to the staff, or from a staff member to a user (`id_to`). */
  client_msg: access.session(ANY_ROLE),
  /** Who is online: the staff's chat shows it; nobody else may know (issue 16). */
  get_connected_lst: access.session(STAFF),
  /** The staff tell a connected user that a message awaits. */
  notify_client_msg: access.session(STAFF),
  /**
   * The staff's room (`new_msg`, `connected_lst`): a staff member whom root's mandatory second factor holds
   * back leaves it when the policy changes, and comes back once it has the second factor (issue 28).
   */
  staff_room: access.session(STAFF),
};
