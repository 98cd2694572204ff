/**
 * Writes docs/api.md from the OpenAPI document (server/src/http/openapi/), so the Markdown
 * reference and the served document cannot disagree: the overview, then each group's prose and
 * its calls (who, input, answer, errors, the notes), then the named models. The file goes through
 * Prettier with the repository's settings, so `prettier --check .` agrees with the generator.
 *
 *   npm run docs:api              writes docs/api.md
 *   npm run docs:api -- --check   only says whether docs/api.md is up to date (exit 1 if not)
 *
 * Never edit docs/api.md by hand: change the contracts and their registrations in shared/src/api/
 * and run the generator. scripts/docs-api.test.ts fails when the committed file is out of date.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { buildOpenApiDocument, type OpenApiDocument } from '../server/src/http/openapi/document';
import { runIfMain } from './lib/run-if-main';

export const API_MD = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/api.md');

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
};
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
}
interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: Schema }> }>;
}

const refName = (ref: string) => ref.split('/').pop() ?? ref;

/** A schema in one short line: `{items: LotCard[], total, page, size}`, `"a" | "b"`, `Profile`. */
export function shape(schema: Schema | undefined, depth = 0): string {
  if (!schema) return 'any';
  if (schema.$ref) return refName(schema.$ref);
  const union = schema.oneOf ?? schema.anyOf;
  if (union) return union.map((part) => shape(part, depth)).join(' | ');
  if (schema.allOf) return schema.allOf.map((part) => shape(part, depth)).join(' & ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (schema.items) return `${shape(schema.items, depth)}[]`;
  if (schema.properties) {
    const required = new Set(schema.required ?? []);
    const fields = Object.entries(schema.properties).map(([name, field]) => {
      const optional = required.has(name) ? '' : '?';
      const nested = field.$ref || field.items?.$ref || (field.properties && depth < 1);
      return nested ? `${name}${optional}: ${shape(field, depth + 1)}` : `${name}${optional}`;
    });
    return `{${fields.join(', ')}}`;
  }
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  return type ?? 'any';
}

const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;

function inputLine(operation: Operation): string | undefined {
  const parts: string[] = [];
  const byPlace = (place: string) =>
    (operation.parameters ?? [])
      .filter((parameter) => parameter.in === place)
      .map((parameter) => `${parameter.name}${parameter.required ? '' : '?'}`);
  const pathParams = byPlace('path');
  const query = byPlace('query');
  if (pathParams.length) parts.push(`path ${pathParams.map(code).join(', ')}`);
  if (query.length) parts.push(`query ${query.map(code).join(', ')}`);
  for (const [media, { schema }] of Object.entries(operation.requestBody?.content ?? {})) {
    const kind = media === 'application/json' ? 'body' : media;
    parts.push(`${kind} ${code(shape(schema))}`);
  }
  return parts.length ? parts.join('; ') : undefined;
}

function answerLine(operation: Operation): string {
  const success = Object.entries(operation.responses).filter(([status]) => /^[23]/.test(status));
  return success
    .map(([status, response]) => {
      const [media, content] = Object.entries(response.content ?? {})[0] ?? [];
      if (!media) return `${status}: ${response.description}`;
      const body =
        media === 'application/json' ? code(shape(content?.schema)) : `${media}: ${response.description}`;
      return `${status} ${body}`;
    })
    .join('; ');
}

function errorsLine(operation: Operation): string | undefined {
  const errors = Object.entries(operation.responses)
    .filter(([status]) => /^[45]/.test(status))
    .map(([status, response]) => `${status} ${response.description}`);
  return errors.length ? errors.join('; ') : undefined;
}

/** The call's notes: its description without the "Who" line the list above says. */
function notes(operation: Operation): { who: string; text: string } {
  const [first = '', ...rest] = (operation.description ?? '').split('\n\n');
  const who = first.startsWith('**Who:**') ? first.replace('**Who:** ', '').replace(/\.$/, '') : '';
  return { who, text: (who ? rest : [first, ...rest]).join('\n\n') };
}

function callSection(method: string, path: string, operation: Operation): string {
  const { who, text } = notes(operation);
  const lines = [`### ${code(`${method.toUpperCase()} ${path}`)}`, '', `${operation.summary ?? ''}.`, ''];
  lines.push(`- who: ${who}`);
  const input = inputLine(operation);
  if (input) lines.push(`- in: ${input}`);
  lines.push(`- answer: ${answerLine(operation)}`);
  const errors = errorsLine(operation);
  if (errors) lines.push(`- errors: ${errors}`);
  if (text) lines.push('', text);
  return lines.join('\n');
}

/** The Markdown reference of a document, before formatting. */
export function renderApiMarkdown(document: OpenApiDocument): string {
  const out: string[] = [
    '# The HTTP API',
    '',
    '<!-- Generated by `npm run docs:api` from the OpenAPI document (server/src/http/openapi/). Do not edit: change the contracts and their registrations in shared/src/api/ and run it again. -->',
    '',
    'Served as `GET /api/openapi.json` (OpenAPI 3.1) and the page `/api/docs`; docs/architecture.md section 5 says how a call is added.',
    '',
    document.info.description ?? '',
  ];
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item ?? {})
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({ method, path, operation: operation as Operation })),
  );
  for (const tag of document.tags ?? []) {
    out.push('', `## ${tag.name}`, '', tag.description ?? '');
    for (const { method, path, operation } of operations.filter((entry) =>
      entry.operation.tags?.includes(tag.name),
    )) {
      out.push('', callSection(method, path, operation));
    }
  }
  out.push(
    '',
    '## Models',
    '',
    "The answers shared by several calls (and the socket events' payloads), by name.",
    '',
  );
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
    out.push(`- ${code(name)}: ${code(shape(schema as Schema))}`);
  }
  return `${out.join('\n')}\n`;
}

export async function generateApiMarkdown(
  document: OpenApiDocument = buildOpenApiDocument(),
): Promise<string> {
  const options = (await resolveConfig(API_MD)) ?? {};
  return format(renderApiMarkdown(document), { ...options, parser: 'markdown' });
}

async function main(args: string[]): Promise<number> {
  const generated = await generateApiMarkdown();
  if (args.includes('--check')) {
    const committed = await readFile(API_MD, 'utf8').catch(() => '');
    if (committed === generated) return 0;
    console.error('docs/api.md is out of date: run npm run docs:api');
    return 1;
  }
  await writeFile(API_MD, generated);
  console.log(`wrote ${path.relative(process.cwd(), API_MD)}`);
  return 0;
}

runIfMain(import.meta.url, main);
