import swagger, { type SwaggerOptions } from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  artifactListResponseSchema,
  characterUpdateSchema,
  createArtifactRequestSchema,
  GAME_VERSION,
  HTTP_MESSAGES,
  updateArtifactRequestSchema,
} from '@authentic/core';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';
export const ERROR_COMPONENT = 'ApiError';
export const BEARER_SCHEME = 'bearer';

type Route = Pick<RouteOptions, 'method' | 'url' | 'onRequest' | 'preHandler' | 'preValidation'>;
type Transform = NonNullable<Extract<SwaggerOptions, { mode?: 'dynamic' }>['transform']>;

/**
 * What the document leaves out, and why: the document's own routes; the WebSocket (an upgrade,
 * not a request and an answer: its messages are the zod schemas in core's realtime contracts);
 * and every path outside /api (the built web app and uploaded files, which are files).
 */
export function isUndocumented(url: string): boolean {
  if (url === OPENAPI_PATH || url === DOCS_PATH || url.startsWith(`${DOCS_PATH}/`)) return true;
  if (url === '/api/presence' || url === '/api/metrics') return true;
  return !url.startsWith('/api/');
}

/** The error body the one error handler sends (plugins/errors.ts), as one shared component. */
const components = z.registry<{ id: string }>();
components.add(apiErrorSchema, { id: ERROR_COMPONENT });
const errorRef = { $ref: `#/components/schemas/${ERROR_COMPONENT}` };

function hooksOf(route: Route): unknown[] {
  return [route.onRequest, route.preValidation, route.preHandler].flatMap((hook) => hook ?? []);
}

const keyOf = (route: Route) => `${String(route.method)} ${route.url}`;

/** Routes that sign their caller in with a hook of their own, which wraps `optionalAuth`. */
const OWN_AUTH_HOOKS: Record<string, 'required'> = {
  // Creating answers the form's own 401 text (spec 01 §5).
  'POST /api/artifacts/': 'required',
};

/**
 * Answers documented here, not on the route: the list is sent as a string encoded once per shared
 * read with exactly this contract schema (routes/artifacts/read.ts), so the route declares none.
 */
const DOCUMENTED_ANSWERS: Record<string, Record<number, z.ZodType>> = {
  'GET /api/artifacts/': { 200: artifactListResponseSchema },
};

/** A file in a multipart form. */
const FILE = { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' } as const;

/** A contract's input as JSON Schema, for a body the document states by hand. */
function inputSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return json;
}

/**
 * Bodies the handlers read themselves, JSON or a multipart form with files (routes/artifacts/multipart.ts,
 * routes/users/avatar-form.ts), so the routes declare no body schema: stated here, by operation.
 */
function documentedBodies(): Record<string, unknown> {
  const artifactBody = (json: Record<string, unknown>) => ({
    required: true,
    content: {
      'application/json': { schema: json },
      'multipart/form-data': {
        schema: {
          type: 'object',
          description:
            "The JSON body's fields as form fields (location as location[x], location[y], location[mapName] " +
            'and location[area]; tags and allowedUsers as comma lists), with the files image (the icon: PNG, ' +
            'JPEG, GIF or WebP) and attachment.',
          properties: { image: FILE, attachment: FILE },
          additionalProperties: { type: 'string' },
        },
      },
    },
  });
  return {
    'post /api/artifacts': artifactBody(inputSchema(createArtifactRequestSchema)),
    'put /api/artifacts/{id}': artifactBody(inputSchema(updateArtifactRequestSchema)),
    'post /api/worlds/{worldId}/tilesets': {
      required: true,
      content: { 'image/png': { schema: { type: 'string', format: 'binary', contentMediaType: 'image/png' } } },
    },
    'post /api/users/me/avatar': {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', required: ['avatar'], properties: { avatar: FILE } },
        },
      },
    },
    'put /api/users/{id}': {
      required: true,
      content: {
        'application/json': { schema: inputSchema(characterUpdateSchema) },
        'multipart/form-data': {
          schema: {
            type: 'object',
            description: 'Each field of the JSON body as JSON text, and the avatar as a file (PNG, JPEG, GIF or WebP).',
            properties: { avatar: FILE },
            additionalProperties: { type: 'string' },
          },
        },
      },
    },
  };
}

/** How a route signs its caller in: `app.authenticate` must, `app.optionalAuth` may. */
function securityOf(app: FastifyInstance, route: Route): Array<Record<string, string[]>> | undefined {
  const hooks = hooksOf(route);
  if (hooks.includes(app.authenticate) || OWN_AUTH_HOOKS[keyOf(route)] === 'required') {
    return [{ [BEARER_SCHEME]: [] }];
  }
  if (hooks.includes(app.optionalAuth)) return [{ [BEARER_SCHEME]: [] }, {}];
  return undefined;
}

/**
 * Per route, before zod's transform: hide what is not documented, mark the auth the route's
 * hooks require, tag it by resource and say that any other 4xx has the error handler's shape.
 */
function routeTransform(app: FastifyInstance): Transform {
  const zodTransform = createJsonSchemaTransform({ schemaRegistry: components, skipList: [] });
  return (document) => {
    const { url, route } = document as typeof document & { route: Route };
    if (isUndocumented(url)) return { schema: { hide: true }, url };
    const schema = (document.schema ?? {}) as Record<string, unknown>;
    const security = securityOf(app, route);
    const tag = url.split('/')[2] ?? 'api';
    const response = {
      ...DOCUMENTED_ANSWERS[keyOf(route)],
      ...(schema.response as object | undefined),
      '4XX': apiErrorSchema,
    };
    return zodTransform({
      ...document,
      // '/' under a prefix answers with and without the slash; clients call '/api/health'.
      url: url.replace(/(.)\/$/, '$1'),
      schema: { ...schema, tags: [tag], response, ...(security && { security }) },
    } as typeof document);
  };
}

/** After the paths are built: say where a success answer has no contract schema, and tidy components. */
const objectTransform: NonNullable<Extract<SwaggerOptions, { mode?: 'dynamic' }>['transformObject']> = (document) => {
  const built = createJsonSchemaTransformObject({ schemaRegistry: components })(document) as {
    paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    components?: { schemas?: Record<string, unknown> };
  };
  // Only answers use the error component; the input copy zod's registry also makes is not referenced.
  delete built.components?.schemas?.[`${ERROR_COMPONENT}Input`];
  const bodies = documentedBodies();
  for (const [path, operations] of Object.entries(built.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const body = bodies[`${method} ${path}`];
      if (body) (operation as { requestBody?: unknown }).requestBody = body;
      const responses = operation.responses ?? {};
      if (!Object.keys(responses).some((status) => /^2/.test(status))) {
        responses['2XX'] = { description: 'Success. This answer has no schema in the shared contracts yet.' };
      }
      for (const status of Object.keys(responses)) {
        // Declared 4xx answers that are exactly the error shape point at the one component.
        const content = (responses[status] as { content?: Record<string, { schema?: unknown }> }).content;
        const json = content?.['application/json'];
        if (/^4/.test(status) && json && isErrorShape(json.schema)) json.schema = errorRef;
      }
    }
  }
  return built as ReturnType<typeof objectTransform>;
};

function isErrorShape(schema: unknown): boolean {
  const candidate = schema as { $ref?: string; properties?: Record<string, unknown> } | undefined;
  if (candidate?.$ref) return candidate.$ref === errorRef.$ref;
  const keys = Object.keys(candidate?.properties ?? {});
  return keys.length === 2 && keys.includes('success') && keys.includes('message');
}

/**
 * The reference page: @fastify/swagger-ui, which serves its own assets (no CDN) and needs no
 * inline script or style, so our CSP stands. Its code loads on the first visit, in an instance
 * of its own that this app forwards /api/docs/* to, so the server's start never pays for it.
 */
async function docsInstance(app: FastifyInstance): Promise<FastifyInstance> {
  const { default: swaggerUi } = await import('@fastify/swagger-ui');
  const ui = Fastify({ logger: false });
  // swagger-ui reads the document through `swagger()`: this app's, under the plugin name it needs.
  await ui.register(
    fp(
      async (scope) => {
        scope.decorate('swagger', app.swagger.bind(app));
      },
      { name: '@fastify/swagger' },
    ),
  );
  await ui.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    validatorUrl: false,
    uiConfig: { deepLinking: true },
    theme: { title: 'Authentic Internet API' },
  });
  await ui.ready();
  return ui;
}

const FORWARDED_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified', 'location'];

/** /api/openapi.json and /api/docs, both built on the first request (decision 0256). */
export const openApiPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Authentic Internet API',
        version: GAME_VERSION,
        description:
          'Every HTTP route under /api. Not here: the WebSocket at /api/presence (its messages are the ' +
          'realtime schemas in @authentic/core contracts), the web app and uploaded files (/uploads/*), ' +
          'which are files. Every 4xx and 5xx answer has the ApiError shape.',
      },
      components: {
        securitySchemes: {
          [BEARER_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The access token from /api/auth/login, /register or /refresh.',
          },
        },
      },
    },
    transform: routeTransform(app),
    transformObject: objectTransform,
  });

  // @fastify/swagger builds the document on its first call and keeps it.
  app.get(OPENAPI_PATH, async (_request, reply) => reply.type('application/json; charset=utf-8').send(app.swagger()));

  let docs: Promise<FastifyInstance> | undefined;
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    docs ??= docsInstance(app);
    const answer = await (await docs).inject({ method: 'GET', url: request.url });
    if (answer.statusCode >= 400) return reply.status(404).send({ success: false, message: HTTP_MESSAGES.notFound });
    for (const name of FORWARDED_HEADERS) {
      const value = answer.headers[name];
      if (value !== undefined) reply.header(name, value);
    }
    return reply.status(answer.statusCode).send(answer.rawPayload);
  };
  app.get(DOCS_PATH, forward);
  app.get(`${DOCS_PATH}/*`, forward);
  app.addHook('onClose', async () => (await docs)?.close());
});
