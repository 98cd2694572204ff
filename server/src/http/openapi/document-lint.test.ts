import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './document';

/** The repository's redocly.yaml: Redocly's `recommended` rules, and the reason for each one off. */
const CONFIG = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../redocly.yaml');

const document = buildOpenApiDocument();
const source = JSON.stringify(document);

describe('the OpenAPI document under Redocly', () => {
  it('passes the recommended rules (redocly.yaml) without an error or a warning', async () => {
    const config = await loadConfig({ configPath: CONFIG });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const found = problems.map(
      (problem) =>
        `${problem.severity} ${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer})`,
    );
    expect(found).toEqual([]);
  }, 30_000);

  // In place of no-unused-components, which redocly.yaml turns off (the socket events' models are
  // referenced from x-socket-events, an extension the linter does not follow).
  it('references every component it defines, in its paths or in x-socket-events', () => {
    const referenced = new Set(
      [...source.matchAll(/"\$ref":"#\/components\/(\w+)\/([^"]+)"/g)].map((m) => `${m[1]}/${m[2]}`),
    );
    const defined = Object.entries(document.components ?? {})
      .filter(([kind]) => kind !== 'securitySchemes')
      .flatMap(([kind, entries]) => Object.keys(entries as object).map((name) => `${kind}/${name}`));
    expect(defined.filter((component) => !referenced.has(component))).toEqual([]);
  });

  it('says where the calls are and answers every operation with a 4xx as well', () => {
    expect(document.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    const operations = Object.values(document.paths ?? {}).flatMap((item) => Object.values(item as object));
    for (const operation of operations as { responses: Record<string, unknown> }[])
      expect(Object.keys(operation.responses).some((status) => status.startsWith('4'))).toBe(true);
  });
});
