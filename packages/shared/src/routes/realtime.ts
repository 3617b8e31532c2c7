import { ANY_ROLE, access, STAFF } from '../contract.js';

/**
 * The socket's access, read by the server's socket checks as the HTTP routes' by the auth hook
 * (issue 14): the handshake, then each event a client may emit (SPEC §7 Socket).
 */
export const socketApi = {
  /** /api/socket.io/: any signed-in user with a verified e-mail (and a browser from our origin). */
  handshake: access.session(ANY_ROLE),
  /** A chat message to the staff, or from a staff member to a user (`id_to`). */
  client_msg: access.session(ANY_ROLE),
  /** Who is online: the staff's chat shows it; nobody else may know (issue 16). */
  get_connected_lst: access.session(STAFF),
  /** The staff tell a connected user that a message awaits. */
  notify_client_msg: access.session(STAFF),
};
