import type { RateLimitOptions } from '@fastify/rate-limit';
import {
  errorResponse,
  errorStatusesOf,
  FILE,
  type HandlerResult,
  type RouteContract,
  type ValidBody,
  type ValidParams,
  type ValidQuery,
} from '@passerelle/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { LinkProofOf } from './access.js';

/**
 * A request whose body, path parameters and query were validated by its contract's schemas; on a link
 * route, with the link token and the purpose the contract declares (the auth hook's LinkProof).
 */
export type ContractRequest<C extends RouteContract> = Omit<FastifyRequest, 'body' | 'params' | 'query' | 'link'> & {
  body: ValidBody<C>;
  params: ValidParams<C>;
  query: ValidQuery<C>;
  link: LinkProofOf<C>;
};

/** A JSON route returns its answer; a file route sends it on the reply and returns the reply. */
export type ContractHandler<C extends RouteContract> = (
  request: ContractRequest<C>,
  reply: FastifyReply,
) => Promise<C['response'] extends typeof FILE ? FastifyReply : HandlerResult<C>>;

/** What the server adds to a route beyond its contract: operational limits. */
export interface RouteExtras {
  rateLimit?: RateLimitOptions;
  bodyLimit?: number;
  onRequest?: onRequestHookHandler;
}

/**
 * Binds a handler to its contract (packages/shared/src/routes): method, url, the schemas that validate
 * the input and the answer, and the access the auth hook enforces. OpenAPI reads the same: security
 * on protected operations only, and exactly the failures the contract can give (errorsOf).
 */
export function route<C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  handler: ContractHandler<C>,
  extras: RouteExtras = {},
): void {
  const response: Record<number, unknown> = {};
  if (contract.response !== FILE) response[200] = contract.response;
  for (const status of errorStatusesOf(contract)) response[status] = errorResponse;
  const { access } = contract;
  app.route({
    method: contract.method,
    url: contract.url,
    ...(extras.bodyLimit ? { bodyLimit: extras.bodyLimit } : {}),
    ...(extras.onRequest ? { onRequest: extras.onRequest } : {}),
    config: { access, contract, ...(extras.rateLimit ? { rateLimit: extras.rateLimit } : {}) },
    schema: {
      tags: [contract.tag],
      summary: contract.summary,
      operationId: operationIdOf(contract),
      ...(contract.body ? { body: contract.body } : {}),
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.multipart ? { consumes: ['multipart/form-data'] } : {}),
      security: access.kind === 'public' ? [] : [{ [access.kind === 'link' ? 'linkToken' : 'session']: [] }],
      response,
    },
    handler: handler as never,
  });
}

/** `/api/cl/getMyOffre` → `cl_getMyOffre`: unique, stable, readable in a generated client. */
function operationIdOf(contract: Pick<RouteContract, 'method' | 'url'>): string {
  const path = contract.url
    .replace(/^\/api\//, '')
    .replace(/:([A-Za-z_]+)/g, 'by_$1')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
  return contract.method === 'GET' ? `get_${path}` : path;
}
