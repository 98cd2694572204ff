import { fileIdBodySchema, orderFilesQuerySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import { parse } from '../../../lib/parse';
import type { FileService } from '../../../modules/file';
import { currentUser } from '../../middleware/auth';

/** POST file/images/add (multipart order_id, files...): the order's photos after the upload. */
export const postAddImages =
  (files: FileService): RequestHandler =>
  async (req, res) => {
    res.json(await files.addImages(currentUser(req).id, req));
  };

/** GET file/images?order_id: the order's photos, oldest first. */
export const getImages =
  (files: FileService): RequestHandler =>
  async (req, res) => {
    const { order_id } = parse(orderFilesQuerySchema, req.query);
    res.json(await files.listImages(currentUser(req).id, order_id));
  };

/** POST file/images/mark-as-main {file_id}: the order's one main photo. */
export const postMarkAsMain =
  (files: FileService): RequestHandler =>
  async (req, res) => {
    res.json(await files.markAsMain(currentUser(req).id, parse(fileIdBodySchema, req.body).file_id));
  };
