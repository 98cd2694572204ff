import type { EditRequest, EditRequestStatus, OperatorEditRequest, Page } from '@kimoshdi/shared';
import { api } from '../../../lib/api-client';

export interface EditRequestInput {
  full_name: string;
  pinfl: string;
  stir: string;
  reason: string;
}

/** GET edit-requests: the person's own requests, newest first. */
export function getMyEditRequests(page: number, size: number): Promise<Page<EditRequest>> {
  return api.get('edit-requests', { query: { page, size } });
}

/** POST edit-requests: the text fields first, then the documents (the server checks the fields before any byte). */
export function submitEditRequest(input: EditRequestInput, files: readonly File[]): Promise<EditRequest> {
  const form = new FormData();
  for (const [name, value] of Object.entries(input)) form.append(name, value);
  for (const file of files) form.append('files', file, file.name);
  return api.upload('edit-requests', form);
}

export function withdrawEditRequest(id: string): Promise<EditRequest> {
  return api.post(`edit-requests/${encodeURIComponent(id)}/withdraw`, {});
}

export type DeskFilter = EditRequestStatus | 'all';

/** GET operator/edit-requests: pending oldest first; the other statuses newest first. */
export function getDeskEditRequests(
  status: DeskFilter,
  page: number,
  size: number,
): Promise<Page<OperatorEditRequest>> {
  return api.get('operator/edit-requests', { query: { status, page, size } });
}

export function approveEditRequest(id: string): Promise<OperatorEditRequest> {
  return api.post(`operator/edit-requests/${encodeURIComponent(id)}/approve`, {});
}

export function rejectEditRequest(id: string, reason: string): Promise<OperatorEditRequest> {
  return api.post(`operator/edit-requests/${encodeURIComponent(id)}/reject`, { reason: reason.trim() });
}
