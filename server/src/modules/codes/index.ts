/**
 * modules/codes's face: what other modules, the doors and the demo use of it (docs/architecture.md
 * section 4).
 */
export { verifyCode } from './code-check';
export { createCodeLimiters } from './code-limits';
export { CODE_RULES, createCodeHasher, generateCode } from './codes';
export { insertCode, latestCodeForDestination, latestCodeForFlow, type StoredCode } from './codes.repository';
