/**
 * modules/protocol's face: what other modules, the doors and the demo use of it (docs/architecture.md
 * section 4).
 */
export { issueProtocol } from './issue-protocol';
export { createProtocolDesk, type ProtocolDesk } from './protocol-desk.service';
export { createProtocolService, type ProtocolService } from './protocol.service';
