import type {
  OperatorServiceContractsAnswer,
  ServiceContract,
  ServiceContractsAnswer,
  ServiceContractText,
} from '@kimoshdi/shared/api/shop/service-contracts';
import { api } from '../../../lib/api-client';

/** GET service-contracts: the caller's contracts and the version in force. */
export function getServiceContracts(signal?: AbortSignal): Promise<ServiceContractsAnswer> {
  return api.get('service-contracts', { signal });
}

/** GET service-contracts/text: the version in force in the interface language, to sign. */
export function getServiceContractText(): Promise<ServiceContractText> {
  return api.get('service-contracts/text');
}

/** POST service-contracts/sign: the signed contract (base64 CMS); answers the new contract. */
export function signServiceContract(version: string, cms: string): Promise<ServiceContract> {
  return api.post('service-contracts/sign', { version, cms });
}

/** GET operator/service-contracts?order_id=: the contracts of an order's customer (operators). */
export function getOrderCustomerContracts(
  orderId: number,
  signal?: AbortSignal,
): Promise<OperatorServiceContractsAnswer> {
  return api.get('operator/service-contracts', { query: { order_id: String(orderId) }, signal });
}
