import os from 'node:os';
import { pino, stdSerializers, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };

/** `auto`: readable lines for a person at a terminal outside production, JSON everywhere else. */
export type LogFormat = 'auto' | 'json' | 'pretty';

export interface LogSettings {
  format?: LogFormat;
  /** Production never picks the readable format by itself (default: NODE_ENV is production). */
  production?: boolean;
  /** Where lines go (default: standard output); tests read them here. */
  destination?: DestinationStream;
  /** The readable format shows the pid too (several web processes write to one terminal). */
  showPid?: boolean;
}

export function createLogger(level: string, settings: LogSettings = {}): Logger {
  const {
    format = 'auto',
    production = process.env.NODE_ENV === 'production',
    destination,
    showPid = false,
  } = settings;
  const options: LoggerOptions = {
    level,
    // pid and hostname tell the lines of several processes and machines apart in one collector.
    base: { pid: process.pid, hostname: os.hostname(), service: 'kimoshdi' },
    serializers: { err: compactError },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      remove: true,
    },
  };
  const readable =
    format === 'pretty' ||
    (format === 'auto' && !production && !destination && process.stdout.isTTY === true);
  if (readable) {
    // In the process, synchronously: a line is on the terminal before the process exits or crashes.
    return pino(
      options,
      pretty({
        colorize: destination ? false : pretty.isColorSupported,
        ignore: showPid ? 'hostname,service' : 'pid,hostname,service',
        translateTime: 'SYS:HH:MM:ss.l',
        sync: true,
        ...(destination ? { destination } : {}),
      }),
    );
  }
  return destination ? pino(options, destination) : pino(options);
}

const SERIALIZED_ERROR = Object.getPrototypeOf(stdSerializers.err(new Error('probe'))) as object;

/**
 * pino's error serializer, without the objects some errors carry: pg puts its whole client on an
 * idle connection's error (3.6 KB of sockets and settings per warning), sockets and requests ride
 * on others. Kept: type, message, stack, every plain value (code, errno, detail, constraint, ...),
 * plain data objects and nested errors (cause, aggregate errors), themselves compacted.
 */
export function compactError(error: unknown): unknown {
  const serialized = stdSerializers.err(error as Error) as unknown;
  if (serialized === error || !isSerializedError(serialized)) return serialized;
  return compact(serialized);
}

function isSerializedError(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === SERIALIZED_ERROR;
}

function compact(serialized: Record<string, unknown>): Record<string, unknown> {
  for (const key of Object.keys(serialized)) {
    const value = serialized[key];
    if (isSerializedError(value)) compact(value);
    else if (Array.isArray(value)) {
      if (value.every((item) => isSerializedError(item) || isPlain(item))) {
        for (const item of value) if (isSerializedError(item)) compact(item);
      } else delete serialized[key];
    } else if (!isPlain(value)) delete serialized[key];
  }
  return serialized;
}

/** A value, or an object literal's data: not an instance of some class (a client, a socket). */
function isPlain(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return typeof value !== 'function';
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}
