import {
  serviceContractNumberQuerySchema,
  signServiceContractBodySchema,
} from '@kimoshdi/shared/api/shop/service-contracts';
import { canSell } from '@kimoshdi/shared/domain/user/roles';
import { Router, type RequestHandler } from 'express';
import type { Config } from '../../../config';
import type { Deps } from '../../../deps';
import { publicOrigin } from '../../../lib/origin';
import { parse } from '../../../lib/parse';
import type { ServiceContractService } from '../../../modules/service-contract';
import { currentUser, requireRole, requireUser } from '../../middleware/auth';
import { methodNotAllowed } from '../../middleware/method-not-allowed';

/** GET service-contracts: the caller's contracts and the version in force. */
const getMine =
  (contracts: ServiceContractService): RequestHandler =>
  async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await contracts.mine(currentUser(req).id, req.lang));
  };

/** GET service-contracts/text: the version in force in the caller's language, to sign. */
const getText =
  (contracts: ServiceContractService): RequestHandler =>
  async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await contracts.text(currentUser(req).id, req.lang));
  };

/** POST service-contracts/sign {version, cms}: the signed contract, checked, numbered and kept. */
const postSign =
  (contracts: ServiceContractService): RequestHandler =>
  async (req, res) => {
    const body = parse(signServiceContractBodySchema, req.body);
    res.status(201).json(await contracts.sign(currentUser(req).id, body, req.lang));
  };

/** GET service-contracts/pdf?number=: the PDF, made now, for its owner and operators. */
const getPdf =
  (contracts: ServiceContractService, config: Config): RequestHandler =>
  async (req, res) => {
    const { number } = parse(serviceContractNumberQuerySchema, req.query);
    const pdf = await contracts.pdf(currentUser(req), number, publicOrigin(req, config));
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `inline; filename="${pdf.fileName}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(pdf.bytes);
  };

/** GET service-contracts/check?number=: the public check (the /check-contract page the PDF's QR code opens asks it). */
const getCheck =
  (contracts: ServiceContractService): RequestHandler =>
  async (req, res) => {
    const { number } = parse(serviceContractNumberQuerySchema, req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await contracts.check(number));
  };

/**
 * api/shop/service-contracts: the customer's service contracts with the operator ("operator
 * contracts"; docs/decisions.md "Operator contracts"). The list, the text and signing are the
 * sellers' (guests 401, other roles 403); the PDF any signed-in caller may ask for (its owner and
 * operators get it, anyone else 404); the check is public.
 */
export function serviceContractsRouter({ services, config }: Deps): Router {
  const router = Router();
  const contracts = services.serviceContracts;
  const seller = requireRole(canSell);
  router.route('/').get(seller, getMine(contracts)).all(methodNotAllowed);
  router.route('/text').get(seller, getText(contracts)).all(methodNotAllowed);
  router.route('/sign').post(seller, postSign(contracts)).all(methodNotAllowed);
  router.route('/pdf').get(requireUser, getPdf(contracts, config)).all(methodNotAllowed);
  router.route('/check').get(getCheck(contracts)).all(methodNotAllowed);
  return router;
}
