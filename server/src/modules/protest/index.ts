/**
 * modules/protest's face: what other modules, the doors and the demo use of it (docs/architecture.md
 * section 4).
 */
export { answerProtest, fileProtest, reviewProtest } from './protest.commands';
export { deskProtests, myProtests, orderProtests, protestTerms } from './protest.queries';
