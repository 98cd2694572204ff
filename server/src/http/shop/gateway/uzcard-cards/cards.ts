import {
  bindCardSchema,
  cardTopUpSchema,
  rowIdParamsSchema,
  verifyCardSchema,
  type SavedCardList,
} from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import type { SavedCardService } from '../../../../modules/top-up';
import { parse } from '../../../../lib/parse';
import { currentUser } from '../../../middleware/auth';

/** GET: the person's bound cards. */
export function getCards(cards: SavedCardService): RequestHandler {
  return async (req, res) => {
    const answer: SavedCardList = { items: await cards.list(currentUser(req).id) };
    res.setHeader('Cache-Control', 'no-store');
    res.json(answer);
  };
}

/** POST {number, expire}: Payme takes the card and texts its owner a code. */
export function postBind(cards: SavedCardService): RequestHandler {
  return async (req, res) => {
    const input = parse(bindCardSchema, req.body);
    res.status(201).json(await cards.bind(currentUser(req).id, input));
  };
}

export function postSendCode(cards: SavedCardService): RequestHandler {
  return async (req, res) => {
    const { id } = parse(rowIdParamsSchema, req.params);
    res.json(await cards.resendCode(currentUser(req).id, id));
  };
}

export function postVerify(cards: SavedCardService): RequestHandler {
  return async (req, res) => {
    const { id } = parse(rowIdParamsSchema, req.params);
    const { code } = parse(verifyCardSchema, req.body);
    res.json(await cards.verify(currentUser(req).id, id, code));
  };
}

export function deleteCard(cards: SavedCardService): RequestHandler {
  return async (req, res) => {
    const { id } = parse(rowIdParamsSchema, req.params);
    await cards.remove(currentUser(req).id, id);
    res.status(204).end();
  };
}

/** POST {amount, request_id}: a receipt paid with the card, credited once per request id. */
export function postTopUpFromCard(cards: SavedCardService): RequestHandler {
  return async (req, res) => {
    const { id } = parse(rowIdParamsSchema, req.params);
    const { amount, request_id: requestId } = parse(cardTopUpSchema, req.body);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await cards.topUp(currentUser(req).id, id, { amount, requestId }));
  };
}
