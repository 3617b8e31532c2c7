import { defineRoute, FILE } from '@passerelle/shared/contract';
import { MSG } from '@passerelle/shared/messages';
import { accountsApi } from '@passerelle/shared/routes/accounts';
import { adminAccountsApi } from '@passerelle/shared/routes/admin-accounts';
import { filesApi } from '@passerelle/shared/routes/files';
import { clientOffersApi } from '@passerelle/shared/routes/offers';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { z } from 'zod';
import { userOf } from '../test/fixtures';
import { fakeApi, fakeUploads, refusal } from '../test/render';
import {
  ApiError,
  call,
  errorMessage,
  GENERIC_ERROR,
  NETWORK_ERROR,
  requestOf,
  setSessionExpiredHandler,
  setTwoFactorRequiredHandler,
  upload,
} from './api-client';
import { download } from './download';
import { queryKeyOf } from './query-keys';
import { sessionStore } from './session';

const signedIn = () =>
  sessionStore.set({
    token: 'jeton',
    user: {
      id: 1,
      nom: null,
      prenom: null,
      email: 'a@exemple.fr',
      tel: null,
      img: null,
      cv: null,
      role: 'admin',
      etat: 'active',
      email_verified: true,
      profile_done: true,
      formation_done: true,
      exp_done: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  });

/** A GET route with a path parameter and a query, as a contract may declare one. */
const pagedGet = defineRoute({
  method: 'GET',
  url: '/test/:kind/items',
  params: z.object({ kind: z.string() }),
  query: z.object({ page: z.number(), tags: z.array(z.string()).optional() }),
  response: z.object({ done: z.literal(true) }),
  access: { kind: 'public' },
  summary: 'test',
  tag: 'test',
  errors: [],
});

describe('requestOf: the request a contract and an input make', () => {
  it('a POST sends the input as its JSON body, {} without one', () => {
    expect(requestOf(clientOffersApi.cancelOffre, { id: 3 })).toEqual({ url: clientOffersApi.cancelOffre.url, body: '{"id":3}' });
    expect(requestOf(accountsApi.checkuser)).toEqual({ url: accountsApi.checkuser.url, body: '{}' });
  });
  it("fills the url's parameters from the input; a GET sends the rest as its query string", () => {
    expect(requestOf(filesApi.cv, { userId: 42 })).toEqual({ url: filesApi.cv.url.replace(':userId', '42') });
    expect(requestOf(pagedGet, { kind: 'a b', page: 2, tags: ['x', 'y'] })).toEqual({
      url: '/test/a%20b/items?page=2&tags=x&tags=y',
    });
    expect(() => requestOf(filesApi.cv, {})).toThrow(/userId/);
  });
});

describe('call, upload and download', () => {
  beforeEach(() => {
    setSessionExpiredHandler(() => undefined);
    setTwoFactorRequiredHandler(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it("sends the session's token, or the one given, or none", async () => {
    const api = fakeApi();
    api.on(accountsApi.checkuser, { body: { done: true, user: userOf('client'), twoFactorSetupRequired: false } });
    signedIn();
    await call(accountsApi.checkuser);
    await call(accountsApi.checkuser, undefined, { token: 'lien' });
    await call(accountsApi.checkuser, undefined, { token: null });
    expect(api.sentTo(accountsApi.checkuser).map((r) => r.token)).toEqual(['jeton', 'lien', null]);
  });

  it('an error answer becomes an ApiError with its message, code and field errors', async () => {
    const api = fakeApi();
    api.on(clientOffersApi.cancelOffre, refusal(409, 'offer.already_closed', MSG.offerAlreadyClosed));
    api.on(clientOffersApi.createOffre, refusal(400, 'input.invalid', MSG.invalidInput, { titre: 'Titre !' }));
    api.onOutsideContract(clientOffersApi.saveOffre, refusal(418, 'not.a.code', 'Réponse étrange'));
    const closed = await call(clientOffersApi.cancelOffre, { id: 1 }).catch((e: unknown) => e);
    expect(closed).toMatchObject({
      status: 409,
      code: 'offer.already_closed',
      message: MSG.offerAlreadyClosed,
      fromServer: true,
    });
    const invalid = await call(clientOffersApi.createOffre, {} as never).catch((e: unknown) => e);
    expect(invalid).toMatchObject({ code: 'input.invalid', errors: { titre: 'Titre !' } });
    // A code the catalogue does not know is no code.
    const odd = (await call(clientOffersApi.saveOffre, {} as never).catch((e: unknown) => e)) as ApiError;
    expect(odd.code).toBeNull();
  });

  it("SPEC §8: the server's message, else the transport's, else the screen's", () => {
    expect(errorMessage(new ApiError('Du serveur', 409, { fromServer: true }), 'Repli')).toBe('Du serveur');
    expect(errorMessage(new ApiError(NETWORK_ERROR, 0), 'Repli')).toBe(NETWORK_ERROR);
    expect(errorMessage(new ApiError('Bad Gateway', 502), 'Repli')).toBe('Repli');
    expect(errorMessage(new Error('x'))).toBe(GENERIC_ERROR);
  });

  it('a 401 on a session call ends the session and calls the expiry handler; not on a call without it', async () => {
    const api = fakeApi();
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    api.on(accountsApi.checkuser, refusal(401, 'auth.session_invalid', MSG.sessionInvalid));
    await call(accountsApi.checkuser, undefined, { token: null }).catch(() => undefined);
    expect(expired).not.toHaveBeenCalled();
    signedIn();
    await call(accountsApi.checkuser).catch(() => undefined);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(sessionStore.get()).toBeNull();
  });

  it('the two-factor handler answers the code auth.two_factor_required, never the French sentence', async () => {
    const api = fakeApi();
    const required = vi.fn();
    setTwoFactorRequiredHandler(required);
    signedIn();
    // The sentence reworded: still recognised by its code.
    api.on(adminAccountsApi.getAllClient, refusal(403, 'auth.two_factor_required', 'Activez la double authentification.'));
    await call(adminAccountsApi.getAllClient, {} as never).catch(() => undefined);
    expect(required).toHaveBeenCalledTimes(1);
    // The very sentence under another code: not the second factor.
    api.on(adminAccountsApi.getAllClient, refusal(403, 'auth.role_forbidden', MSG.twoFactorRequired));
    await call(adminAccountsApi.getAllClient, {} as never).catch(() => undefined);
    expect(required).toHaveBeenCalledTimes(1);
  });

  it('upload: multipart with progress, the answer typed by the route; a refusal with its code', async () => {
    const photoUrl = filesApi.photo.url.replace(':name', 'a.png');
    const { sent, outcome } = fakeUploads({ body: { done: true, data: photoUrl } });
    signedIn();
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const progress: number[] = [];
    const answer = await upload(filesApi.upload, file, (p) => progress.push(p));
    expect(answer.data).toBe(photoUrl);
    expect(progress).toEqual([50, 100]);
    expect(sent).toEqual([{ url: filesApi.upload.url, token: 'jeton', file }]);

    Object.assign(outcome, refusal(415, 'upload.photo_type', MSG.photoWrongType));
    await expect(upload(filesApi.upload, file)).rejects.toMatchObject({ code: 'upload.photo_type', message: MSG.photoWrongType });
  });

  it('download: fetches a FILE route with the session and saves it under the announced name', async () => {
    const requested: unknown[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      requested.push([url, init.method, new Headers(init.headers).get('sb-tkn')]);
      return new Response('%PDF', { headers: { 'content-disposition': 'attachment; filename="CV Léa.pdf"' } });
    });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    // jsdom has no object URLs: the two functions are lent for this test.
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = () => 'blob:x';
    URL.revokeObjectURL = () => undefined;
    onTestFinished(() => {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    });
    signedIn();
    expect(filesApi.cv.response).toBe(FILE);
    await download(filesApi.cv, 'cv', { userId: 7 });
    expect(requested).toEqual([[filesApi.cv.url.replace(':userId', '7'), 'GET', 'jeton']]);
    expect(clicked).toEqual(['CV Léa.pdf']);
  });

  it('queryKeyOf: a route and its input; the route alone is the prefix of all its answers', () => {
    expect(queryKeyOf(clientOffersApi.offreinfo, { id: 3, client_id: 5 })).toEqual([
      clientOffersApi.offreinfo.url,
      { id: 3, client_id: 5 },
    ]);
    expect(queryKeyOf(clientOffersApi.offreinfo)).toEqual([clientOffersApi.offreinfo.url]);
  });
});
