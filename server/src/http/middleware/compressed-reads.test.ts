import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { encodingFor, isCompressedRead } from './compressed-reads';

const answer = (type: string | undefined) =>
  ({
    getHeader: (name: string) => (name === 'Content-Type' ? type : undefined),
  }) as unknown as ServerResponse;
const asked = (method: string) => ({ method }) as IncomingMessage;

describe('isCompressedRead', () => {
  it.each([
    ['GET', 'application/json; charset=utf-8', true],
    ['HEAD', 'application/json; charset=utf-8', true],
    // A bid's or any command's answer: a few hundred bytes on the measured path.
    ['POST', 'application/json; charset=utf-8', false],
    ['PUT', 'application/json', false],
    // A stream would wait in the compressor's buffer; files keep their own encoding.
    ['GET', 'text/event-stream', false],
    ['GET', 'application/pdf', false],
    ['GET', 'image/jpeg', false],
    ['GET', undefined, false],
  ])('%s %s: %s', (method, type, expected) => {
    expect(isCompressedRead(asked(method), answer(type))).toBe(expected);
  });
});

describe('encodingFor', () => {
  const asking = (acceptEncoding: string | undefined) =>
    ({
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    }) as IncomingMessage;
  it.each([
    // No header: a load tester or curl, the answer as it is.
    [undefined, undefined],
    // Browsers list what they take in no order of preference: brotli wins the tie.
    ['gzip, deflate, br, zstd', 'br'],
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['deflate', undefined],
    // A lower weight is a preference.
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0, identity', undefined],
    ['identity', undefined],
    ['*', 'br'],
    ['', undefined],
  ])('%s: %s', (header, expected) => {
    expect(encodingFor(asking(header))).toBe(expected);
  });
});
