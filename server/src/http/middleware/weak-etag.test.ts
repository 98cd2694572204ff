import express from 'express';
import { describe, expect, it } from 'vitest';
import { weakEtag } from './weak-etag';

// Express's own weak ETag generator, as an app that is not told otherwise uses it.
const expressEtag = express().get('etag fn') as (body: string | Buffer, encoding?: BufferEncoding) => string;

describe('weakEtag', () => {
  it.each([
    ['an empty body', ''],
    ['a small JSON answer', '{"date":"25.11.2026 22:16:10","epoch_ms":1795731370000}'],
    ['Uzbek and Russian text (multi-byte)', '{"name":"Oʻzbekiston — Ташкент, ёлка"}'],
    ['a long answer', 'x'.repeat(70_000)],
  ])('%s: the same value as Express', (_label, body) => {
    expect(weakEtag(body, 'utf8')).toBe(expressEtag(body, 'utf8'));
    expect(weakEtag(Buffer.from(body))).toBe(expressEtag(Buffer.from(body)));
  });

  it('a string in another encoding is hashed as its bytes, as Express does', () => {
    expect(weakEtag('caf\u00e9', 'latin1')).toBe(expressEtag('caf\u00e9', 'latin1'));
  });
});
