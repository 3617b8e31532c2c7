import type { FastifyInstance } from 'fastify';
import { type IoServer, STAFF_ROOM, userRoom } from './rooms.js';

/**
 * Domain events → pushes (SPEC §7): each goes to a room, which the adapter spans over every instance. The
 * sockets that close when a session or an account ends are socket-auth.ts's.
 */
export function fanOut(app: FastifyInstance, io: IoServer): void {
  const { events } = app.ctx;
  events.on('chat.message', ({ message, user }) => {
    const { id, nom, prenom, img, role, etat, email } = user;
    io.to(STAFF_ROOM).emit('new_msg', { user: { id, nom, prenom, img, role, etat, email }, msg: message });
    if (message.from_staff) io.to(userRoom(user.id)).emit('new_msg_to_client', message);
  });
  events.on('notifications.created', ({ userIds }) => {
    if (userIds.length > 0) io.to(userIds.map(userRoom)).emit('notif');
  });
  // Issue 18: the members of a company see each other's shortlist votes and comments live.
  events.on('shortlist.changed', ({ offerId, userIds }) => {
    if (userIds.length > 0) io.to(userIds.map(userRoom)).emit('shortlist_changed', { offreId: offerId });
  });
  // Issue 33: an invoice list open on the screen reloads when one of its invoices changed state.
  events.on('invoices.changed', ({ userIds }) => {
    if (userIds.length > 0) io.to(userIds.map(userRoom)).emit('factures_changed');
  });
  events.on('account.validated', ({ userId }) => {
    io.to(userRoom(userId)).emit('notif_valid_cmpt');
  });
}
