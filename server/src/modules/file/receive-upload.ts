/**
 * Reads a multipart upload as it streams in (busboy), each file straight to a temporary file:
 * nothing is held in memory beyond a chunk. The text fields must come before the files; at the
 * first file they are handed to `begin`, which checks the order and says what it already holds,
 * and from then on every chunk is counted against the limits (shared checkAddition). On a broken
 * limit it stops at once: the request is no longer parsed, its rest is discarded, and the
 * temporary files are removed. Whatever happens, it returns with no temporary file left behind
 * except those it hands back (the caller removes them with `discardReceived`).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  checkAddition,
  cleanFileName,
  FILE_LIMITS,
  megabytes,
  type FileKind,
  type FileTotals,
  type IncomingFile,
} from '@kimoshdi/shared';
import busboy from 'busboy';
import { AppError } from '../../lib/app-error';

/** The part of an HTTP request an upload reads (an IncomingMessage is one). */
export interface UploadRequest extends Readable {
  headers: IncomingHttpHeaders;
}

export interface ReceivedFile {
  tmpPath: string;
  /** The name the person gave, cleaned. */
  name: string;
  bytes: number;
}

export interface UploadStart {
  kind: FileKind;
  existing: FileTotals;
}

export interface ReceiveOptions<F> {
  tmpDir: string;
  /** Checks the text fields (throws to refuse) and tells what the order holds. */
  begin(fields: Record<string, string>): Promise<UploadStart & { fields: F }>;
  /** The refusal of an upload without a file (default: VALIDATION). */
  noFiles?(): AppError;
  /** Bytes a text field may have (default 1024; a reason of 1000 letters in Cyrillic needs more). */
  fieldSize?: number;
}

/** The form field that carries files. */
export const FILES_FIELD = 'files';

/** Multipart framing on top of the files: headers of each part and the text fields. */
const FRAMING_BYTES = 1024 * 1024;
/** After a refusal, the rest of a request is read and dropped up to this much, then the connection is cut. */
const DRAIN_BYTES = 8 * 1024 * 1024;

/** A request larger than any upload could be is refused before its body is read. */
export const MAX_UPLOAD_REQUEST_BYTES =
  Math.max(...Object.values(FILE_LIMITS).map((limits) => limits.maxTotalBytes)) + FRAMING_BYTES;

/** The AppError of a broken limit, its message with the limit in megabytes. */
export function limitError(result: Exclude<ReturnType<typeof checkAddition>, { ok: true }>): AppError {
  const { limit, name } = result.data;
  const shown = result.code === 'TOO_MANY_FILES' ? limit : megabytes(limit);
  return new AppError(result.code, result.data, { limit: shown, name: name ?? '' });
}

export async function receiveUpload<F>(
  request: UploadRequest,
  options: ReceiveOptions<F>,
): Promise<{ fields: F; files: ReceivedFile[] }> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_UPLOAD_REQUEST_BYTES) {
    discardRest(request);
    throw new AppError('PAYLOAD_TOO_LARGE', { limit: MAX_UPLOAD_REQUEST_BYTES });
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: request.headers,
      // Browsers send file names as raw UTF-8; busboy's default would read them as Latin-1.
      defParamCharset: 'utf8',
      // A file's own limit is ours (checkAddition); these only bound the form around it.
      limits: {
        fields: 10,
        fieldSize: options.fieldSize ?? 1024,
        parts: 64,
        files: FILE_LIMITS.image.maxFiles + 1,
      },
    });
  } catch {
    throw new AppError('VALIDATION', { reason: 'multipart/form-data expected' });
  }
  await mkdir(options.tmpDir, { recursive: true });

  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  const incoming: IncomingFile[] = [];
  let started: Promise<UploadStart & { fields: F }> | undefined;
  let chain: Promise<void> = Promise.resolve();
  let failure: unknown;

  const result = new Promise<{ fields: F; files: ReceivedFile[] }>((resolve, reject) => {
    const fail = (error: unknown) => {
      if (failure !== undefined) return;
      failure = error;
      request.unpipe(parser);
      parser.removeAllListeners();
      // busboy's own errors after this point have no one to hear them.
      parser.on('error', () => undefined);
      discardRest(request);
      reject(error);
    };

    parser.on('field', (name, value) => {
      if (started) fail(new AppError('VALIDATION', { reason: 'text fields must come before the files' }));
      else fields[name] = value;
    });

    parser.on('file', (field, stream, info) => {
      if (field !== FILES_FIELD) {
        stream.resume();
        fail(new AppError('VALIDATION', { reason: `files go in the field "${FILES_FIELD}"` }));
        return;
      }
      if (!started) {
        started = options.begin({ ...fields });
        // Its refusal is heard through the chain below; this keeps it from counting as unhandled first.
        started.catch(() => undefined);
      }
      const name = cleanFileName(info.filename ?? '');
      // One file at a time: busboy gives the next only once this one's stream is read.
      chain = chain.then(async () => {
        if (failure !== undefined) {
          stream.resume();
          return;
        }
        const start = await started!;
        if (failure !== undefined) {
          stream.resume();
          return;
        }
        const entry: IncomingFile = { name, bytes: 0 };
        incoming.push(entry);
        const first = checkAddition(start.kind, start.existing, incoming);
        if (!first.ok) throw limitError(first);
        const tmpPath = path.join(options.tmpDir, randomUUID());
        files.push({ tmpPath, name, bytes: 0 });
        // Opened before a byte flows: a stream that opened its file lazily could create it after a
        // refusal had already removed the temporary files, and leave it behind.
        const target = await open(tmpPath, 'wx');
        if (failure !== undefined) {
          await target.close();
          stream.resume();
          return;
        }
        const counter = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            entry.bytes += chunk.length;
            const check = checkAddition(start.kind, start.existing, incoming);
            if (check.ok) {
              done(null, chunk);
              return;
            }
            // Refused here, first, so no later error of the torn-down streams takes its place.
            const error = limitError(check);
            fail(error);
            done(error);
          },
        });
        await pipeline(stream, counter, target.createWriteStream());
        files[files.length - 1]!.bytes = entry.bytes;
      });
      chain.catch(fail);
    });

    parser.on('partsLimit', () => fail(new AppError('VALIDATION', { reason: 'too many form parts' })));
    parser.on('fieldsLimit', () => fail(new AppError('VALIDATION', { reason: 'too many form fields' })));
    parser.on('filesLimit', () =>
      fail(limitError({ ok: false, code: 'TOO_MANY_FILES', data: { limit: FILE_LIMITS.image.maxFiles } })),
    );
    parser.on('error', (error) => fail(new AppError('VALIDATION', { reason: (error as Error).message })));
    parser.on('close', () => {
      chain
        .then(async () => {
          if (failure !== undefined) return;
          // No file at all: the fields are still checked (another's order is 404 before "no files").
          const start = await (started ?? options.begin({ ...fields }));
          if (files.length === 0)
            throw (
              options.noFiles?.() ?? new AppError('VALIDATION', { reason: `no files in "${FILES_FIELD}"` })
            );
          resolve({ fields: start.fields, files });
        })
        .catch(fail);
    });
    request.on('aborted', () => fail(new AppError('VALIDATION', { reason: 'the upload was interrupted' })));
    request.on('error', fail);
    request.pipe(parser);
  });

  try {
    return await result;
  } catch (error) {
    await chain.catch(() => undefined);
    await discardReceived(files);
    throw error;
  }
}

/** Removes the temporary files of an upload. */
export async function discardReceived(files: readonly ReceivedFile[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file.tmpPath, { force: true })));
}

/**
 * Reads and drops what is left of a refused request, so the client, still sending, gets the
 * answer rather than a reset; past DRAIN_BYTES the connection is cut.
 */
function discardRest(request: UploadRequest): void {
  let dropped = 0;
  request.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DRAIN_BYTES) request.destroy();
  });
  request.resume();
}
