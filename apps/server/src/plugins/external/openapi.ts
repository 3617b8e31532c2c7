import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { FILE, TOKEN_HEADER } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The API reference, generated from the route schemas, served at /api/docs (DECISIONS §2). */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Passerelle API',
          description:
            "API de Passerelle. Le jeton de session se transmet dans l'en-tête `sb-tkn`, sans « Bearer ». " +
            'Chaque échec répond `{done: false, success: false, message, code}` : un message en français et un code stable ' +
            '(docs/api.md), que les clients testent plutôt que le message.',
          version: '1.0.0',
          license: { name: 'Propriétaire — tous droits réservés' },
        },
        servers: [{ url: '/', description: 'Ce serveur (APP_URL)' }],
        components: {
          securitySchemes: {
            session: {
              type: 'apiKey',
              in: 'header',
              name: TOKEN_HEADER,
              description: 'Le jeton de session (login, vrfmail, loginTwoFactor, refreshToken), sans « Bearer ».',
            },
            linkToken: {
              type: 'apiKey',
              in: 'header',
              name: TOKEN_HEADER,
              description: 'Le jeton du lien reçu par e-mail (validation de l’adresse, nouveau mot de passe).',
            },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: (document) => {
        if (!('openapiObject' in document)) return document.swaggerObject;
        const spec = document.openapiObject;
        fixNullableSiblings(spec);
        describeDownloads(spec as OpenApiDocument, app);
        return spec;
      },
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      transformStaticCSP: (header) => header,
      uiConfig: { docExpansion: 'list', deepLinking: false },
    });
  },
  { name: 'openapi' },
);

type OpenApiDocument = {
  paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
};

/**
 * OpenAPI 3.0 wants `type` beside `nullable`; zod's `a.or(b).nullish()` comes out as `nullable` beside
 * `anyOf`. The same meaning, valid: each branch of the `anyOf` is nullable.
 */
function fixNullableSiblings(node: unknown): void {
  if (Array.isArray(node)) {
    for (const child of node) fixNullableSiblings(child);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (schema.nullable === true && schema.type === undefined && Array.isArray(schema.anyOf)) {
    delete schema.nullable;
    schema.anyOf = (schema.anyOf as Record<string, unknown>[]).map((branch) => ({ ...branch, nullable: true }));
  }
  for (const child of Object.values(schema)) fixNullableSiblings(child);
}

/** A download (a FILE contract) answers bytes, not JSON: its 200 says so. */
function describeDownloads(spec: OpenApiDocument, app: FastifyInstance): void {
  for (const entry of app.routeCatalog) {
    if (entry.contract.response !== FILE) continue;
    const path = entry.url.replace(/:([A-Za-z_]+)/g, '{$1}');
    const operation = spec.paths?.[path]?.[entry.method.toLowerCase()];
    if (!operation) continue;
    operation.responses = {
      200: {
        description: 'Le fichier',
        content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
      },
      ...operation.responses,
    };
  }
}
