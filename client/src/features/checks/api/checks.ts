import type { BlackListAnswer, Protocol } from '@kimoshdi/shared/api/shop/check';
import type { ServiceContractCheck } from '@kimoshdi/shared/api/shop/service-contracts';
import { api } from '../../../lib/api-client';

export type ProtocolQuery = { number: string } | { tin?: string; pinfl?: string; lot_number: string };

export function checkProtocol(query: ProtocolQuery): Promise<Protocol> {
  return api.get('check-protocol', { query });
}

export function checkBlackList(query: { tin: string } | { pinfl: string }): Promise<BlackListAnswer> {
  return api.get('check-black-list', { query });
}

/** GET service-contracts/check?number=: a service contract as anyone may see it (ids masked). */
export function checkServiceContract(number: string): Promise<ServiceContractCheck> {
  return api.get('service-contracts/check', { query: { number } });
}
