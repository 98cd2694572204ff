/**
 * modules/service-contract's face: what the doors, deps.ts and the demo use of it (docs/architecture.md
 * section 4). The customer's service contracts with the operator (docs/decisions.md "Operator contracts").
 */
export { createServiceContractService, type ServiceContractService } from './service-contract.service';
