/**
 * An order's files as its lots will show them (lot_photos, lot_documents: url based). The code
 * that creates an order's lots calls it and copies the rows to each lot; the addresses stay
 * /files/<id>/<variant>, so the bytes are not copied and the access rules of file-access.ts keep
 * applying (a document stays for the lot's applicants when flagged, else for the owner and operators).
 */
import { fileUrl } from '@kimoshdi/shared';
import type { Db } from '../../db/database';
import { filesOf } from './file.repository';

export interface OrderFilesForLots {
  /** lot_photos rows: url (the display variant), is_main, sort_order in upload order. */
  photos: { url: string; thumbUrl: string; isMain: boolean; sortOrder: number }[];
  /** lot_documents rows, and whether the lot's applicants may read each. */
  documents: {
    name: string;
    url: string;
    sizeBytes: number;
    sortOrder: number;
    visibleToParticipants: boolean;
  }[];
}

export async function filesOfOrder(db: Db, orderId: number): Promise<OrderFilesForLots> {
  const rows = await filesOf(db, orderId);
  const photos = rows.filter((row) => row.kind === 'image');
  const documents = rows.filter((row) => row.kind === 'document');
  return {
    photos: photos.map((row, index) => ({
      url: fileUrl(row.id, 'display'),
      thumbUrl: fileUrl(row.id, 'thumb'),
      isMain: row.is_main,
      sortOrder: index,
    })),
    documents: documents.map((row, index) => ({
      name: row.name,
      url: fileUrl(row.id, 'file'),
      sizeBytes: row.size_bytes,
      sortOrder: index,
      visibleToParticipants: row.visible_to_participants,
    })),
  };
}
