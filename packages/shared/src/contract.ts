import type { z } from 'zod';
import { ADMIN_ROLES, type LinkTokenPurpose, ROLES, type Role } from './enums.js';
import { ERRORS, type ErrorCode } from './errors.js';

/**
 * One declaration per route (issue 14): method, url, body, response and access, in packages/shared.
 * The server binds its handler to the entry; its auth hook, second-factor gate, audit log and the
 * permission matrix read the access from it; OpenAPI is generated from it; the web calls
 * `call(route, body)` typed by it. A path is spelled once, here.
 */

/** Staff under root's mandatory second factor (issue 9): refused until they turn it on, unless exempt. */
export type SecondFactorRule = 'required' | 'exempt';

export interface SessionAccess {
  kind: 'session';
  roles: readonly Role[];
  /** The account must be `active` (DECISIONS §3): a pending one gets 403 `account.not_active`. */
  active: boolean;
  /** Callable before the e-mail is verified (resend the mail, log out). */
  unverified: boolean;
  /**
   * `required`: a staff member who must turn the second factor on is refused until they do.
   * `exempt`: the account calls that let them do so (Mon compte, session upkeep).
   */
  secondFactor: SecondFactorRule;
  /** A staff write recorded in the security log (who, what, when, on which ids). */
  audit: boolean;
}

/** What a link token is for: the account links of link_tokens, or an invitation to a company (team_invitations). */
export type LinkPurpose = LinkTokenPurpose | 'team_invite';

export type RouteAccess = { kind: 'public' } | { kind: 'link'; purpose: LinkPurpose } | SessionAccess;

type SessionOptions = Partial<Omit<SessionAccess, 'kind' | 'roles'>>;

export const access = {
  /** Anyone, no token. */
  public: { kind: 'public' } as const,
  /**
   * The holder of a link token of this purpose, sent in sb-tkn (DECISIONS §2). The auth hook hands the
   * purpose to the token check, so that a service never names it again.
   */
  link: <const P extends LinkPurpose>(purpose: P) => ({ kind: 'link', purpose }) as const,
  /** A signed-in user of one of these roles, with a verified e-mail. */
  session: (roles: readonly Role[], options: SessionOptions = {}): SessionAccess => ({
    kind: 'session',
    roles,
    active: options.active ?? false,
    unverified: options.unverified ?? false,
    secondFactor: options.secondFactor ?? 'required',
    audit: options.audit ?? false,
  }),
};

/** Roles, spelled once. */
export const ANY_ROLE: readonly Role[] = ROLES;
export const STAFF: readonly Role[] = ADMIN_ROLES;
export const CLIENT: readonly Role[] = ['client'];
export const CANDIDATE: readonly Role[] = ['condidat'];

export type HttpMethod = 'GET' | 'POST';

/** A binary answer (a file download) rather than JSON. */
export const FILE = 'file' as const;

export interface RouteContract {
  method: HttpMethod;
  /** The path, Fastify style (`/api/files/cv/:userId`). */
  url: string;
  /** The JSON body (POST). */
  body?: z.ZodType;
  /** Path parameters. */
  params?: z.ZodType;
  /** Query string parameters (GET). */
  query?: z.ZodType;
  /** A multipart upload (field `file`) instead of a JSON body. */
  multipart?: boolean;
  /** The 200 answer, or FILE for a download. */
  response: z.ZodType | typeof FILE;
  access: RouteAccess;
  /** One line for the API reference, in French. */
  summary: string;
  /** The API reference's section. */
  tag: string;
  /** The failures this route answers itself, beyond those its access and input imply (see errorsOf). */
  errors: readonly ErrorCode[];
}

/** Keeps the literal type of a contract (its schemas and access) for the server and the web. */
export function defineRoute<const C extends RouteContract>(contract: C): C {
  return contract;
}

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What the web sends: the body, plus path parameters and query fields where the route has them. */
export type BodyOf<C extends RouteContract> = Input<C['body']>;
export type ParamsOf<C extends RouteContract> = Input<C['params']>;
export type QueryOf<C extends RouteContract> = Input<C['query']>;
/** What the web receives (a file route answers a download, not JSON: never). */
export type ResponseOf<C extends RouteContract> = C['response'] extends z.ZodType ? z.output<C['response']> : never;
/** What a server handler returns (before the response schema's defaults and transforms). */
export type HandlerResult<C extends RouteContract> = C['response'] extends z.ZodType ? z.input<C['response']> : never;
/** What a server handler receives, validated. */
export type ValidBody<C extends RouteContract> = Output<C['body']>;
export type ValidParams<C extends RouteContract> = Output<C['params']>;
export type ValidQuery<C extends RouteContract> = Output<C['query']>;

/** `/api/files/cv/:userId` with {userId: 3} → `/api/files/cv/3`. */
export function pathOf(contract: Pick<RouteContract, 'url'>, params?: Record<string, string | number>): string {
  return contract.url.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${contract.url}: parameter ${name} missing`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Every failure a route can answer: those of its input, of its access, and its own. The API reference
 * lists exactly these; the permission matrix and the fuzz test fail on a code outside them.
 */
export function errorsOf(contract: RouteContract): ErrorCode[] {
  const codes = new Set<ErrorCode>(contract.errors);
  const hasInput = contract.body || contract.params || contract.query;
  // A text holding a control character is refused with its own code (schemas/fields.ts, oneLine and paragraphs).
  if (hasInput) for (const code of ['input.invalid', 'input.forbidden_characters'] as const) codes.add(code);
  if (contract.method === 'POST' && !contract.multipart) {
    for (const code of [
      'input.malformed_json',
      'input.empty_body',
      'input.forbidden_characters',
      'input.too_large',
      'input.unsupported_media_type',
    ] as const)
      codes.add(code);
  }
  if (contract.multipart) {
    for (const code of ['upload.multipart_expected', 'upload.file_required', 'input.too_large'] as const) codes.add(code);
  }
  const a = contract.access;
  if (a.kind === 'link') codes.add('auth.link_invalid');
  if (a.kind === 'session') {
    for (const code of ['auth.unauthenticated', 'auth.session_invalid', 'auth.account_blocked'] as const) codes.add(code);
    if (a.roles.length < ROLES.length) codes.add('auth.role_forbidden');
    if (!a.unverified) codes.add('account.email_not_verified');
    if (a.active) codes.add('account.not_active');
    if (a.secondFactor === 'required' && a.roles.some((role) => (ADMIN_ROLES as readonly Role[]).includes(role))) {
      codes.add('auth.two_factor_required');
    }
  }
  return [...codes].sort();
}

/** The HTTP statuses of a route's failures, for the API reference. */
export function errorStatusesOf(contract: RouteContract): number[] {
  return [...new Set(errorsOf(contract).map((code) => ERRORS[code].status))].sort((a, b) => a - b);
}
