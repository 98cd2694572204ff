/** modules/protest's face: what other modules and http/ use of it (docs/architecture.md section 4). */
export {
  answerProtest,
  deskProtests,
  fileProtest,
  myProtests,
  orderProtests,
  protestTerms,
  reviewProtest,
} from './protest.commands';
