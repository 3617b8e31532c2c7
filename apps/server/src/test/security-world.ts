import { randomBytes } from 'node:crypto';
import { type Role, TOKEN_HEADER } from '@passerelle/shared';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { notifications } from '../db/schema/index.js';
import { SessionTokens } from '../lib/tokens.js';
import { type MadeUser, makeUser } from './factories.js';
import {
  type MadeCandidate,
  type MadeClient,
  makeCandidate,
  makeClient,
  makeMember,
  makeOffer,
  type OfferRow,
} from './marketplace.js';
import { multipart, PDF, uploadFile, uploadPhoto } from './multipart.js';
import type { TestApp } from './test-app.js';

/**
 * The shared fixture of the permission matrix and the fuzz test: one actor per role, a second client and
 * candidate whose records the first ones must not reach, and what the routes need to find (offers, a
 * stored photo, a stored CV). Routes that change or consume what they touch build fresh data instead.
 */
export interface World {
  t: TestApp;
  root: MadeUser;
  admin: MadeUser;
  client: MadeClient;
  candidate: MadeCandidate;
  /** Owners of the records the first client and candidate try to reach. */
  otherClient: MadeClient;
  otherCandidate: MadeCandidate;
  /** A member (not the owner) of the first client's company, and one of the other client's (issue 18). */
  member: MadeUser;
  otherMember: MadeUser;
  offer: OfferRow;
  otherOffer: OfferRow;
  /** A photo the first client uploaded, and one the other client uploaded. */
  photo: string;
  otherPhoto: string;
  /** Per area, a notification of another user than the area's first actor (the other client or candidate, root). */
  foreignNotification: Record<'cl' | 'cd' | 'adm', number>;
}

async function notificationOf(t: TestApp, userId: number): Promise<number> {
  const [row] = await t.app.ctx.db
    .insert(notifications)
    .values({ userId, titre: 'other', content: 'Votre offre a été publiée.', url: null })
    .returning();
  if (!row) throw new Error('insert notifications returned nothing');
  return row.id;
}

export async function buildWorld(t: TestApp): Promise<World> {
  const { ctx } = t.app;
  const client = await makeClient(ctx);
  const otherClient = await makeClient(ctx);
  const candidate = await makeCandidate(ctx);
  // The CV the candidate and the staff download (makeCandidate names one that is not stored).
  const cv = await uploadFile(t.app, '/api/upload/cv', candidate.token, PDF, 'cv.pdf', 'application/pdf');
  if (cv.statusCode !== 200) throw new Error(`CV upload failed: ${cv.body}`);
  const root = await makeUser(ctx, { role: 'root' });
  const otherCandidate = await makeCandidate(ctx);
  return {
    t,
    root,
    admin: await makeUser(ctx, { role: 'admin' }),
    client,
    candidate,
    otherClient,
    otherCandidate,
    member: await makeMember(ctx, client.client.id),
    otherMember: await makeMember(ctx, otherClient.client.id),
    offer: await makeOffer(ctx, client.client.id),
    otherOffer: await makeOffer(ctx, otherClient.client.id),
    photo: await uploadPhoto(t.app, client.token),
    otherPhoto: await uploadPhoto(t.app, otherClient.token),
    foreignNotification: {
      cl: await notificationOf(t, otherClient.user.id),
      cd: await notificationOf(t, otherCandidate.user.id),
      adm: await notificationOf(t, root.user.id),
    },
  };
}

/** The shared actor of a role. */
export function actorOf(w: World, role: Role): MadeUser {
  return { root: w.root, admin: w.admin, client: w.client, condidat: w.candidate }[role];
}

/** A new actor of a role, with a profile for clients and candidates (for calls that use up their caller). */
export function freshActor(w: World, role: Role, etat: 'active' | 'pending' = 'active'): Promise<MadeUser> {
  if (role === 'client') return makeClient(w.t.app.ctx, { etat });
  if (role === 'condidat') return makeCandidate(w.t.app.ctx, { etat });
  return makeUser(w.t.app.ctx, { role, etat });
}

/** One request of the tables: who sends it (the cell's caller unless `as`), where, and what. */
export interface ApiRequest {
  /** The caller the route needs (a fresh account); the matrix still swaps in the cell's token. */
  as?: MadeUser;
  body?: unknown;
  /** For routes with path parameters or a GET: the concrete URL. */
  url?: string;
  /** A multipart upload of one file under `file`. */
  file?: { data: Buffer; name: string; type: string; fields?: Record<string, string> };
  /** A raw payload sent as is with this content type (malformed JSON...). */
  raw?: { payload: string | Buffer; contentType: string };
}

let address = 0;
/** A distinct client address per request, so that per-address rate limits never decide a cell. */
function nextAddress(): string {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

export function send(
  w: World,
  method: string,
  catalogUrl: string,
  request: ApiRequest,
  token: string | undefined,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = token ? { [TOKEN_HEADER]: token } : {};
  const options: InjectOptions = {
    method: method as InjectOptions['method'],
    url: request.url ?? catalogUrl,
    remoteAddress: nextAddress(),
    headers,
  };
  if (request.file) {
    const body = multipart(request.file.data, request.file.name, request.file.type, request.file.fields);
    options.payload = body.payload;
    Object.assign(headers, body.headers);
  } else if (request.raw) {
    options.payload = request.raw.payload;
    headers['content-type'] = request.raw.contentType;
  } else if (method !== 'GET') {
    options.payload = (request.body ?? {}) as InjectOptions['payload'];
  }
  return w.t.app.inject(options);
}

/** A session token of a live session, signed with another key. */
export function forgedToken(claims: { userId: number; sessionId: string }): Promise<string> {
  return new SessionTokens(randomBytes(32).toString('hex')).sign(claims);
}

/** The session id a token names (the factories sign one session per user). */
export async function sessionOf(w: World, token: string): Promise<{ userId: number; sessionId: string }> {
  const claims = await w.t.app.ctx.tokens.verify(token);
  if (!claims) throw new Error('not a session token');
  return claims;
}

/** A token of a live session, correctly signed, whose lifetime is over. */
export async function expiredToken(w: World, token: string): Promise<string> {
  return w.t.app.ctx.tokens.sign(await sessionOf(w, token), -60);
}
