/**
 * modules/edit-request's face: what other modules, the doors and the demo use of it
 * (docs/architecture.md section 4).
 */
export { createEditRequestService, type EditRequestService } from './edit-request.service';
export { EDIT_REQUESTS_PATH } from './edit-request-messages';
