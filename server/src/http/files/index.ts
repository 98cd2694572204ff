import contentDisposition from 'content-disposition';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { pipeline } from 'node:stream/promises';
import type { Deps } from '../../deps';
import type { FileService, OpenedFile } from '../../modules/file';
import { methodNotAllowed } from '../middleware/method-not-allowed';

/**
 * The served answer of a stored file must never run as a page of this site, whatever its bytes
 * are: no scripts, no plugins, no requests, in a sandbox of its own origin.
 */
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const YEAR = 365 * 24 * 3600;

/** The name in Content-Disposition: the real name in RFC 5987 form, and a plain ASCII fallback. */
function disposition(type: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_');
  return contentDisposition.create(name, { type, fallback });
}

/** GET /files/<id>/<variant>: a photo (display, thumb) or a document (file), to those who may read it. */
const getFile =
  (files: FileService): RequestHandler =>
  async (req, res) => {
    const reader = req.user ? { id: req.user.id, role: req.user.role } : undefined;
    const file = await files.open({ id: String(req.params.id), variant: String(req.params.variant) }, reader);
    await sendStoredFile(req, res, file);
  };

/** A stored file's answer (also an edit request's document): sandboxed, never run as a page. */
export async function sendStoredFile(
  req: Request,
  res: Response,
  file: Pick<OpenedFile, 'body' | 'mime' | 'name' | 'disposition' | 'public' | 'tag'>,
): Promise<void> {
  res.setHeader('Content-Security-Policy', FILE_CSP);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // Bytes under an address never change (a new upload is a new id), so caches may keep a public
  // file for a year. A file not public is kept by the reader's browser only and revalidated on
  // every use (the ETag makes that a 304): access revoked is access gone, not gone in a year.
  res.setHeader('Cache-Control', file.public ? `public, max-age=${YEAR}, immutable` : 'private, no-cache');
  if (!file.public) res.vary('Cookie');
  res.setHeader('ETag', file.tag);
  if (req.headers['if-none-match'] === file.tag) {
    file.body.destroy();
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', file.mime);
  res.setHeader('Content-Disposition', disposition(file.disposition, file.name));
  try {
    await pipeline(file.body, res);
  } catch (error) {
    // The reader went away mid-file: nothing to answer, nothing to log.
    if ((error as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
  }
}

/** /files/*: orders' photos and documents (the file module decides who may read each). */
export function filesRouter(deps: Deps): Router {
  const router = Router();
  router.route('/:id/:variant').get(getFile(deps.services.files)).all(methodNotAllowed);
  return router;
}
