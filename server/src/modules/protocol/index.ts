/** modules/protocol's face: what other modules and http/ use of it (docs/architecture.md section 4). */
export { issueProtocol } from './issue-protocol';
export { createProtocolDesk, type ProtocolDesk } from './protocol-desk.service';
export { createProtocolService, type ProtocolService } from './protocol.service';
