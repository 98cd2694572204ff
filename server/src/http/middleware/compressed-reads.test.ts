import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isCompressedRead } from './compressed-reads';

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
