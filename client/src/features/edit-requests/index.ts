/** The edit requests' feature: the person's form and list, and the operator's desk. */
export * from './api/edit-requests';
export { EditRequestCard } from './components/edit-request-card';
export { EditRequestDesk } from './components/edit-request-desk';
export { EditRequestForm } from './components/edit-request-form';
