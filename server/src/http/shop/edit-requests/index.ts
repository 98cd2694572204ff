import { editRequestDocumentParamsSchema, editRequestParamsSchema, pageQuerySchema } from '@kimoshdi/shared';
import { Router } from 'express';
import type { Deps } from '../../../deps';
import { AppError } from '../../../lib/app-error';
import { parse } from '../../../lib/parse';
import { sendStoredFile } from '../../files';
import { currentUser, requireUser } from '../../middleware/auth';
import { methodNotAllowed } from '../../middleware/method-not-allowed';

/**
 * api/shop/edit-requests: the signed-in person's requests to change the verified fields of the
 * profile (guests 401; another's request 404). The operator's desk is operator/edit-requests.
 */
export function editRequestsRouter({ services }: Deps): Router {
  const { editRequests } = services;
  const router = Router();
  router
    .route('/')
    .get(requireUser, async (req, res) => {
      const page = parse(pageQuerySchema, req.query);
      res.setHeader('Cache-Control', 'no-store');
      res.json(await editRequests.listOwn(currentUser(req).id, page));
    })
    // Multipart: the text fields, then the documents in `files` (modules/file checks them).
    .post(requireUser, async (req, res) => {
      res.status(201).json(await editRequests.submit(currentUser(req).id, req));
    })
    .all(methodNotAllowed);
  router
    .route('/:id/withdraw')
    .post(requireUser, async (req, res) => {
      const { id } = parse(editRequestParamsSchema, req.params);
      res.json(await editRequests.withdraw(currentUser(req).id, id));
    })
    .all(methodNotAllowed);
  router
    .route('/:id/documents/:file_id')
    .get(requireUser, async (req, res) => {
      // A malformed id is simply not found, as /files/* answers.
      const parsed = editRequestDocumentParamsSchema.safeParse(req.params);
      if (!parsed.success) throw new AppError('NOT_FOUND');
      const { id, role } = currentUser(req);
      const file = await editRequests.document({ id, role }, parsed.data.id, parsed.data.file_id);
      await sendStoredFile(req, res, { ...file, disposition: 'attachment', public: false });
    })
    .all(methodNotAllowed);
  return router;
}
