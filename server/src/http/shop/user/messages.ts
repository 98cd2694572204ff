import { pageQuerySchema, rowIdParamsSchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import type { CabinetService } from '../../../modules/cabinet';
import { currentUser } from '../../middleware/auth';
import { parse } from '../../../lib/parse';

/** GET user/messages?page=&size=: the user's notifications, newest first. */
export function getMessages(cabinet: CabinetService): RequestHandler {
  return async (req, res) => {
    const query = parse(pageQuerySchema, req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await cabinet.messages(currentUser(req).id, query, req.lang));
  };
}

/** GET user/unread-message-count: the navbar badge. */
export function getUnreadMessageCount(cabinet: CabinetService): RequestHandler {
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await cabinet.unreadCount(currentUser(req).id));
  };
}

/** POST user/messages/read/:id: marks one of the user's messages read; answers the unread count. */
export function postReadMessage(cabinet: CabinetService): RequestHandler {
  return async (req, res) => {
    const { id } = parse(rowIdParamsSchema, req.params);
    res.json(await cabinet.markRead(currentUser(req).id, id));
  };
}

/** POST user/messages/read: marks every message of the user read; answers the unread count (0). */
export function postReadAllMessages(cabinet: CabinetService): RequestHandler {
  return async (req, res) => {
    res.json(await cabinet.markAllRead(currentUser(req).id));
  };
}
