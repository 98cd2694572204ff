/**
 * The OpenAPI 3.1 document of the platform, generated from the zod contracts: every group of
 * `shared/src/api/groups.ts` (its calls with their schemas, who may call, the errors) and the
 * game's Socket.IO events (`x-socket-events`). zod-openapi turns the schemas into JSON Schema
 * (requests as they are sent, answers as they are answered); docs/decisions.md "API documentation".
 */
import { apiGroups } from '@kimoshdi/shared/api/groups';
import type { ApiCall, ApiGroup, CallKey } from '@kimoshdi/shared/api/call';
import { errorBodySchema } from '@kimoshdi/shared/api/error-body';
import { errorStatus, type ErrorCode } from '@kimoshdi/shared/errors';
import { socketEvents, type SocketEventDoc } from '@kimoshdi/shared/realtime/socket-events';
import { z } from 'zod';
import {
  createDocument,
  createSchema,
  type CreateDocumentOptions,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponsesObject,
  type oas31,
} from 'zod-openapi';
import { namedSchemas } from './named-schemas';
import { apiOverview } from './overview';

export type OpenApiDocument = oas31.OpenAPIObject;

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Answers are documented open to new fields (zod's output mode would close every object with
 * `additionalProperties: false`): a client must not break when a field is added, and a model then
 * reads the same as a request and as an answer, so it is shown once under its name.
 */
const options: CreateDocumentOptions = {
  override: ({ jsonSchema, io }) => {
    if (io === 'output' && jsonSchema.additionalProperties === false) delete jsonSchema.additionalProperties;
  },
};

/** The state-changing calls of /api/shop need the CSRF header (http/middleware/csrf.ts). */
const CSRF_PREFIX = '/api/shop/';

export function splitKey(key: CallKey): { method: Method; path: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space).toLowerCase() as Method, path: key.slice(space + 1) };
}

/** `post /api/shop/order-action/do-act` -> `postShopOrderActionDoAct`. */
function operationId(method: Method, path: string): string {
  const words = path
    .replace(/^\/api\//, '/')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return method + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

function needsCsrf(method: Method, path: string): boolean {
  return method !== 'get' && path.startsWith(CSRF_PREFIX);
}

/** The codes a call can answer: its own and those its kind always has. */
export function errorsOf(method: Method, path: string, call: ApiCall): ErrorCode[] {
  // Every call under /api reads a body whenever one is sent, whatever the method, and refuses one
  // over BODY_LIMIT before anything else (http/middleware/request-bodies.ts; the payment callbacks'
  // own parsers have the same limit): the one 4xx answer every operation shares.
  const tooLarge: ErrorCode[] = path.startsWith('/api/') ? ['PAYLOAD_TOO_LARGE'] : [];
  if (call.auth === 'provider') return tooLarge;
  const codes = new Set<ErrorCode>();
  // Outside /api (the files) a malformed address is simply not found.
  const input = call.params || call.query || call.body || call.form || call.multipart;
  if (input && path.startsWith('/api/')) codes.add('VALIDATION');
  if (call.body) codes.add('MALFORMED_JSON');
  if (call.auth !== 'guest') codes.add('UNAUTHORIZED');
  if (Array.isArray(call.auth)) codes.add('FORBIDDEN');
  if (needsCsrf(method, path)) codes.add('CSRF_INVALID');
  for (const code of call.errors ?? []) codes.add(code);
  for (const code of tooLarge) codes.add(code);
  return [...codes];
}

function whoMayCall(call: ApiCall): string {
  if (call.auth === 'guest') return 'anyone (a guest too)';
  if (call.auth === 'user') return 'signed in (guests 401)';
  if (call.auth === 'provider') return 'the payment provider (server to server)';
  return `signed in as ${call.auth.join(' or ')} (guests 401, other roles 403)`;
}

function security(method: Method, path: string, call: ApiCall): oas31.SecurityRequirementObject[] {
  if (call.auth === 'provider') return path.endsWith('/payme') ? [{ paymeBasic: [] }] : [];
  const csrf: oas31.SecurityRequirementObject = needsCsrf(method, path) ? { csrf: [] } : {};
  const session: oas31.SecurityRequirementObject = { session: [], ...csrf };
  return call.auth === 'guest' ? [csrf, session] : [session];
}

/** The error answers grouped by status, each naming its codes. */
function errorResponses(codes: ErrorCode[]): ZodOpenApiResponsesObject {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes)
    byStatus.set(errorStatus[code], [...(byStatus.get(errorStatus[code]) ?? []), code]);
  const responses: ZodOpenApiResponsesObject = {};
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    // The one body (a reference), its code narrowed to this status's codes.
    const schema = z.intersection(
      errorBodySchema,
      z.object({ ERROR: z.object({ code: z.enum(list as [ErrorCode, ...ErrorCode[]]) }) }),
    );
    responses[String(status) as `${1 | 2 | 3 | 4 | 5}${string}`] = {
      description: list.map((code) => `\`${code}\``).join(', '),
      content: { 'application/json': { schema } },
    };
  }
  return responses;
}

function successResponse(call: ApiCall): ZodOpenApiResponsesObject {
  const { answer } = call;
  if ('redirect' in answer) {
    return {
      '303': {
        description: answer.redirect,
        headers: { Location: { schema: { type: 'string' } } },
      },
    };
  }
  const status = String(call.status ?? 200) as `2${string}`;
  if ('media' in answer) {
    return { [status]: { description: answer.description, content: { [answer.media]: {} } } };
  }
  return { [status]: { description: 'The answer.', content: { 'application/json': { schema: answer } } } };
}

function requestBody(call: ApiCall): ZodOpenApiOperationObject['requestBody'] {
  if (call.body) return { required: true, content: { 'application/json': { schema: call.body } } };
  if (call.form)
    return { required: true, content: { 'application/x-www-form-urlencoded': { schema: call.form } } };
  if (call.multipart) {
    const files = z.array(z.string().meta({ format: 'binary' })).meta({ description: 'One or more files.' });
    const fields = call.multipart.fields;
    const schema = fields instanceof z.ZodObject ? fields.extend({ [call.multipart.files]: files }) : fields;
    return { required: true, content: { 'multipart/form-data': { schema } } };
  }
  return undefined;
}

/**
 * Parameters are listed one by one, so a query that is an intersection of objects (the lot list's
 * filters and its page) is shown as the one object it parses to.
 */
type ParameterSchema = z.ZodType<unknown, Record<string, unknown>>;
function parameterObject(schema: ParameterSchema): ParameterSchema {
  const intersection: unknown = schema;
  if (!(intersection instanceof z.ZodIntersection)) return schema;
  const { left, right } = intersection.def;
  if (!(left instanceof z.ZodObject) || !(right instanceof z.ZodObject)) return schema;
  return z.object({ ...left.shape, ...right.shape });
}

function operation(group: ApiGroup, method: Method, path: string, call: ApiCall): ZodOpenApiOperationObject {
  const who = `**Who:** ${whoMayCall(call)}.`;
  return {
    operationId: operationId(method, path),
    tags: [group.tag],
    summary: call.summary,
    description: call.description ? `${who}\n\n${call.description}` : who,
    security: security(method, path, call),
    ...(Array.isArray(call.auth) ? { 'x-roles': [...call.auth] } : {}),
    ...(call.params || call.query
      ? {
          requestParams: {
            ...(call.params ? { path: call.params } : {}),
            ...(call.query ? { query: parameterObject(call.query) } : {}),
          },
        }
      : {}),
    requestBody: requestBody(call),
    responses: {
      ...successResponse(call),
      ...errorResponses(errorsOf(method, path, call)),
      default: {
        description:
          'Any call may also answer `INTERNAL` (500), `SERVICE_UNAVAILABLE` (503) or `RATE_LIMITED` (429).',
        content: { 'application/json': { schema: errorBodySchema } },
      },
    },
  };
}

/** `auction:auto-bid:set` -> `AuctionAutoBidSet`. */
function eventName(event: string): string {
  return event
    .split(/[^A-Za-z0-9]+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

/**
 * The events as an AsyncAPI-like extension: each names its payload and ack, added as schema
 * components (`<Event>Payload`, `<Event>Ack`) so the page shows them with the REST models. What a
 * client sends is shown as it is sent (input), before the server's parse turns sums into tiyin.
 */
function addSocketEvents(document: OpenApiDocument): void {
  const schemas = (document.components ??= {}).schemas ?? {};
  document.components.schemas = schemas;
  const component = (id: string, schema: z.ZodType, io: 'input' | 'output') => {
    const created = createSchema(schema, {
      io,
      opts: options,
      schemaComponents: namedSchemas,
      openapiVersion: '3.1.0',
    });
    for (const [name, named] of Object.entries(created.components)) schemas[name] ??= named;
    schemas[id] = created.schema;
    return { $ref: `#/components/schemas/${id}` };
  };
  const describe = (
    direction: 'client-to-server' | 'server-to-client',
    events: Record<string, SocketEventDoc>,
  ) =>
    Object.entries(events).map(([event, doc]) => {
      const name = eventName(event);
      return [
        event,
        {
          direction,
          summary: doc.summary,
          ...(doc.description ? { description: doc.description } : {}),
          ...(doc.payload
            ? {
                payload: component(
                  `${name}Payload`,
                  doc.payload,
                  direction === 'client-to-server' ? 'input' : 'output',
                ),
              }
            : {}),
          ...(doc.ack ? { ack: component(`${name}Ack`, doc.ack, 'output') } : {}),
        },
      ];
    });
  const events = [
    ...describe('client-to-server', socketEvents.clientToServer),
    ...describe('server-to-client', socketEvents.serverToClient),
  ];
  document['x-socket-events'] = { description: socketEvents.description, events: Object.fromEntries(events) };
  // The page renders the overview, not extensions: the events are listed there too.
  const name = (ref: unknown) => (ref as { $ref?: string } | undefined)?.$ref?.split('/').pop();
  const rows = events.map(([event, entry]) => {
    const { direction, summary, payload, ack } = entry as Record<string, unknown>;
    const model = (ref: unknown) => (name(ref) ? `\`${name(ref)}\`` : '');
    const from = direction === 'client-to-server' ? 'client' : 'server';
    return `| \`${String(event)}\` | ${from} | ${model(payload)} | ${model(ack)} | ${String(summary)} |`;
  });
  document.info.description += [
    '',
    '',
    '## Socket.IO events',
    '',
    `${socketEvents.description} The payloads and acks are under Schemas; \`x-socket-events\` in the document holds them.`,
    '',
    '| event | sent by | payload | ack | what |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

export function buildOpenApiDocument(groups: readonly ApiGroup[] = apiGroups): OpenApiDocument {
  const paths: ZodOpenApiPathsObject = {};
  for (const group of groups) {
    for (const [key, call] of Object.entries(group.calls) as [CallKey, ApiCall][]) {
      const { method, path } = splitKey(key);
      const item = (paths[path] ??= {});
      if (item[method]) throw new Error(`${key} is registered twice`);
      item[method] = operation(group, method, path, call);
    }
  }
  const document = createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: 'Kimoshdi API',
        version: '1',
        description: apiOverview(),
        license: { name: 'MIT', identifier: 'MIT' },
      },
      // Relative: the calls are on the origin that serves this document (/api/openapi.json), be it
      // the demo's localhost:3000 or PUBLIC_URL; the paths carry their own /api prefix.
      servers: [{ url: '/', description: 'The origin this document is served from.' }],
      tags: groups.map((group) => ({ name: group.tag, description: group.description })),
      paths,
      components: {
        schemas: { ErrorBody: errorBodySchema, ...namedSchemas },
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: 'sid',
            description: 'The session cookie set by the sign-in (`auth/callback`, `auth/cabinet`).',
          },
          csrf: {
            type: 'apiKey',
            in: 'header',
            name: 'x-csrf-token',
            description:
              "State-changing calls under `/api/shop` send the `csrf` cookie's value in this header.",
          },
          paymeBasic: { type: 'http', scheme: 'basic', description: '`Paycom:<PAYME_KEY>`' },
        },
      },
    },
    options,
  );
  addSocketEvents(document);
  return document;
}

/**
 * The document as served, built on the first request and kept: the contracts do not change while
 * the process runs, and building takes about half a second (docs/decisions.md "API documentation").
 */
let served: string | undefined;
export function openApiJson(): string {
  served ??= JSON.stringify(buildOpenApiDocument());
  return served;
}
