import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { API_MD, generateApiMarkdown, shape } from './docs-api';

describe('docs/api.md', () => {
  it('is what the generator makes from the OpenAPI document (run npm run docs:api)', async () => {
    expect(await readFile(API_MD, 'utf8')).toBe(await generateApiMarkdown());
    // Building the document and running Prettier over it takes seconds on a busy two-core machine.
  }, 30_000);
});

describe('shape', () => {
  it.each([
    [{ $ref: '#/components/schemas/LotCard' }, 'LotCard'],
    [{ type: 'array', items: { $ref: '#/components/schemas/LotCard' } }, 'LotCard[]'],
    [{ type: 'string', enum: ['a', 'b'] }, '"a" | "b"'],
    [{ type: ['string', 'null'] }, 'string | null'],
    [
      {
        type: 'object',
        properties: { items: { type: 'array', items: { $ref: '#/x/LotCard' } }, total: { type: 'integer' } },
        required: ['items'],
      },
      '{items: LotCard[], total?}',
    ],
    [
      {
        type: 'object',
        properties: {
          lot: { type: 'object', properties: { id: {}, deep: { type: 'object', properties: { x: {} } } } },
        },
      },
      '{lot?: {id?, deep?}}',
    ],
    [
      { oneOf: [{ type: 'object', properties: { found: { const: false } } }, { type: 'string' }] },
      '{found?} | string',
    ],
  ])('%j reads %s', (schema, expected) => {
    expect(shape(schema)).toBe(expected);
  });
});
