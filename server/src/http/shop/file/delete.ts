import { fileIdBodySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import { parse } from '../../../lib/parse';
import type { FileService } from '../../../modules/file';
import { currentUser } from '../../middleware/auth';

/** POST file/delete {file_id}: both lists after it (a deleted main photo passes the mark on). */
export const postDelete =
  (files: FileService): RequestHandler =>
  async (req, res) => {
    res.json(await files.delete(currentUser(req).id, parse(fileIdBodySchema, req.body).file_id));
  };
