/** modules/withdrawal's face: what other modules and http/ use of it (docs/architecture.md section 4). */
export { withdrawLot, withdrawTerms } from './withdrawal.service';
