import { access, CANDIDATE, CLIENT, defineRoute, STAFF } from '../contract.js';
import { notificationReadBody, notificationsResponse } from '../schemas/chat.js';
import { doneResponse } from '../schemas/common.js';

export const notificationsApi = {
  cl: {
    getMyNotif: defineRoute({
      method: 'POST',
      url: '/api/cl/getMyNotif',
      response: notificationsResponse,
      access: access.session(CLIENT),
      tag: 'Notifications',
      summary: 'Mes notifications (les 50 dernières) et le nombre de non lues',
      errors: [],
    }),
    setNotifRead: defineRoute({
      method: 'POST',
      url: '/api/cl/setNotifRead',
      body: notificationReadBody,
      response: doneResponse,
      access: access.session(CLIENT),
      tag: 'Notifications',
      summary: 'Marquer comme lue une notification (id) ou toutes',
      errors: ['notification.not_found'],
    }),
  },
  cd: {
    getMyNotif: defineRoute({
      method: 'POST',
      url: '/api/cd/getMyNotif',
      response: notificationsResponse,
      access: access.session(CANDIDATE),
      tag: 'Notifications',
      summary: 'Mes notifications (les 50 dernières) et le nombre de non lues',
      errors: [],
    }),
    setNotifRead: defineRoute({
      method: 'POST',
      url: '/api/cd/setNotifRead',
      body: notificationReadBody,
      response: doneResponse,
      access: access.session(CANDIDATE),
      tag: 'Notifications',
      summary: 'Marquer comme lue une notification (id) ou toutes',
      errors: ['notification.not_found'],
    }),
  },
  adm: {
    getMyNotif: defineRoute({
      method: 'POST',
      url: '/api/adm/getMyNotif',
      response: notificationsResponse,
      access: access.session(STAFF),
      tag: 'Notifications',
      summary: 'Mes notifications (les 50 dernières) et le nombre de non lues',
      errors: [],
    }),
    setNotifRead: defineRoute({
      method: 'POST',
      url: '/api/adm/setNotifRead',
      body: notificationReadBody,
      response: doneResponse,
      access: access.session(STAFF, { audit: true }),
      tag: 'Notifications',
      summary: 'Marquer comme lue une notification (id) ou toutes',
      errors: ['notification.not_found'],
    }),
  },
};
