/** modules/codes's face: what other modules and http/ use of it (docs/architecture.md section 4). */
export { verifyCode } from './code-check';
export { createCodeLimiters, type CodeLimits } from './code-limits';
export { CODE_RULES, createCodeHasher, generateCode } from './codes';
export { insertCode, latestCodeForDestination, latestCodeForFlow, type StoredCode } from './codes.repository';
