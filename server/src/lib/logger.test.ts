import os from 'node:os';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

/** A destination that keeps each line written. */
function lines() {
  const written: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written.push(chunk.toString());
      done();
    },
  });
  return { written, destination };
}

/** What pg puts on an idle connection's error: the whole client, sockets and all. */
class Client {
  readonly connectionParameters = { host: '10.0.0.5', password: 'secret', options: 'x'.repeat(3_000) };
}

describe('the production logger', () => {
  it('writes one JSON line with pid, hostname and the level', () => {
    const { written, destination } = lines();
    createLogger('info', { production: true, destination }).info({ lotId: 7 }, 'a lot closed');
    expect(written).toHaveLength(1);
    const line = JSON.parse(written[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({
      level: 30,
      pid: process.pid,
      hostname: os.hostname(),
      service: 'kimoshdi',
      lotId: 7,
      msg: 'a lot closed',
    });
    expect(typeof line.time).toBe('number');
  });

  it("serialises an error with pino's err serializer: type, message, stack, its plain fields", () => {
    const { written, destination } = lines();
    const error = Object.assign(new Error('Connection terminated unexpectedly'), {
      code: '57P01',
      detail: 'terminating connection due to administrator command',
      client: new Client(),
      cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', socket: new Client() }),
    });
    createLogger('info', { production: true, destination }).warn(
      { err: error },
      'an idle PostgreSQL connection failed',
    );
    const line = JSON.parse(written[0]!) as { err: Record<string, unknown> };
    expect(line.err).toMatchObject({
      type: 'Error',
      message: 'Connection terminated unexpectedly: read ECONNRESET',
      code: '57P01',
      detail: 'terminating connection due to administrator command',
    });
    expect(line.err.stack).toContain('Connection terminated unexpectedly');
    // The client (and the cause's socket) stay out: their kilobytes, their addresses and secrets.
    expect(line.err).not.toHaveProperty('client');
    expect(written[0]).not.toContain('10.0.0.5');
    expect(written[0]).not.toContain('xxxxxxxx');
  });

  it('keeps plain data and aggregate errors', () => {
    const { written, destination } = lines();
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const error = Object.assign(new AggregateError([refused], ''), {
      code: 'ECONNREFUSED',
      command: { name: 'ping', args: [] },
    });
    createLogger('info', { production: true, destination }).error({ err: error }, 'redis connection error');
    const line = JSON.parse(written[0]!) as { err: Record<string, unknown> };
    expect(line.err).toMatchObject({
      type: 'AggregateError',
      code: 'ECONNREFUSED',
      command: { name: 'ping', args: [] },
      aggregateErrors: [{ type: 'Error', code: 'ECONNREFUSED' }],
    });
  });
});

describe('the readable format', () => {
  it('prints a line for people, not JSON', () => {
    const { written, destination } = lines();
    const logger = createLogger('info', { format: 'pretty', destination });
    logger.info({ lotId: 7 }, 'a lot closed');
    logger.flush();
    const text = written.join('');
    expect(text).toContain('INFO');
    expect(text).toContain('a lot closed');
    expect(text).toContain('lotId: 7');
    expect(() => JSON.parse(text) as unknown).toThrow();
  });
});
