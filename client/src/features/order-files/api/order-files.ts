import type { OrderDocuments, OrderFiles, OrderImages } from '@kimoshdi/shared';
import { api } from '../../../lib/api-client';

export type UploadProgress = (sent: number, total: number) => void;

/** The order's id first, then the files: the server checks the order before it reads any bytes. */
function form(orderId: number, files: readonly File[], extra: Record<string, string> = {}): FormData {
  const data = new FormData();
  data.append('order_id', String(orderId));
  for (const [name, value] of Object.entries(extra)) data.append(name, value);
  for (const file of files) data.append('files', file, file.name);
  return data;
}

export function getImages(orderId: number, signal?: AbortSignal): Promise<OrderImages> {
  return api.get('file/images', { query: { order_id: orderId }, signal });
}

export function getDocuments(orderId: number, signal?: AbortSignal): Promise<OrderDocuments> {
  return api.get('file/documents', { query: { order_id: orderId }, signal });
}

export function addImages(
  orderId: number,
  files: readonly File[],
  onProgress?: UploadProgress,
): Promise<OrderImages> {
  return api.upload('file/images/add', form(orderId, files), { onProgress });
}

export function addDocuments(
  orderId: number,
  files: readonly File[],
  visible: boolean,
  onProgress?: UploadProgress,
): Promise<OrderDocuments> {
  return api.upload('file/documents/add', form(orderId, files, { visible: String(visible) }), { onProgress });
}

export function markAsMain(fileId: string): Promise<OrderImages> {
  return api.post('file/images/mark-as-main', { file_id: fileId });
}

export function setDocumentVisible(fileId: string, visible: boolean): Promise<OrderDocuments> {
  return api.post('file/documents/set-visible', { file_id: fileId, visible });
}

export function deleteFile(fileId: string): Promise<OrderFiles> {
  return api.post('file/delete', { file_id: fileId });
}
