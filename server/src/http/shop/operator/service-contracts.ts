import { operatorServiceContractsQuerySchema } from '@kimoshdi/shared/api/shop/service-contracts';
import type { RequestHandler } from 'express';
import { parse } from '../../../lib/parse';
import type { ServiceContractService } from '../../../modules/service-contract';

/** GET operator/service-contracts?user_id= | ?order_id=: a customer's contracts (operators). */
export function getCustomerServiceContracts(contracts: ServiceContractService): RequestHandler {
  return async (req, res) => {
    const query = parse(operatorServiceContractsQuerySchema, req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await contracts.ofCustomer(query, req.lang));
  };
}
