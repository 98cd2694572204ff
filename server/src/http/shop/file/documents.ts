import { orderFilesQuerySchema, setDocumentVisibleBodySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import { parse } from '../../../lib/parse';
import type { FileService } from '../../../modules/file';
import { currentUser } from '../../middleware/auth';

/** POST file/documents/add (multipart order_id, visible?, files...): the order's documents after it. */
export const postAddDocuments =
  (files: FileService): RequestHandler =>
  async (req, res) => {
    res.json(await files.addDocuments(currentUser(req).id, req));
  };

/** GET file/documents?order_id: the order's documents, oldest first. */
export const getDocuments =
  (files: FileService): RequestHandler =>
  async (req, res) => {
    const { order_id } = parse(orderFilesQuerySchema, req.query);
    res.json(await files.listDocuments(currentUser(req).id, order_id));
  };

/** POST file/documents/set-visible {file_id, visible}: whether the lot's applicants may read it. */
export const postSetVisible =
  (files: FileService): RequestHandler =>
  async (req, res) => {
    const { file_id, visible } = parse(setDocumentVisibleBodySchema, req.body);
    res.json(await files.setVisible(currentUser(req).id, file_id, visible));
  };
