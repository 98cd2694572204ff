import { pageQuerySchema } from '@kimoshdi/shared';
import { protocolPdfQuerySchema } from '@kimoshdi/shared/api/shop/protocols';
import { Router, type RequestHandler } from 'express';
import type { Deps } from '../../../deps';
import { parse } from '../../../lib/parse';
import { publicOrigin } from '../../../lib/origin';
import type { ProtocolDesk } from '../../../modules/protocol';
import type { Config } from '../../../config';
import { currentUser, requireUser } from '../../middleware/auth';
import { methodNotAllowed } from '../../middleware/method-not-allowed';

/** GET lot-protocols?page=&size=: the caller's protocols as the winner, newest first. */
const getMine =
  (desk: ProtocolDesk, config: Config): RequestHandler =>
  async (req, res) => {
    const page = parse(pageQuerySchema, req.query);
    res.json(await desk.mine(currentUser(req).id, page, publicOrigin(req, config)));
  };

/**
 * GET lot-protocols/pdf?number=&lang=uz|ru: the PDF, shown in the browser and saved under its
 * name. The winner, the seller and operators get the ids in full, anyone else the public copy.
 */
const getPdf =
  (desk: ProtocolDesk, config: Config): RequestHandler =>
  async (req, res) => {
    const query = parse(protocolPdfQuerySchema, req.query);
    const pdf = await desk.pdf(req.user, query, publicOrigin(req, config));
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `inline; filename="${pdf.fileName}"`);
    res.send(pdf.bytes);
  };

/** api/shop/lot-protocols: the buyer's results protocols and every protocol's PDF. */
export function lotProtocolsRouter({ services, config }: Deps): Router {
  const router = Router();
  const desk = services.protocolDesk;
  router.route('/').get(requireUser, getMine(desk, config)).all(methodNotAllowed);
  router.route('/pdf').get(getPdf(desk, config)).all(methodNotAllowed);
  return router;
}
