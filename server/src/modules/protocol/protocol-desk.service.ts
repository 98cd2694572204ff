function toOperatorRow(row: ProtocolListRow, origin: string): OperatorProtocol {
  return { ...toRow(row, origin), winner_name: row.winner_name, cancelled_by_name: row.cancelled_by_name };
}

/**
 * Protocols beyond the public check: the PDF for each reader, the winner's and the customer's
 * lists, and the operator's list and cancel (docs/decisions.md "Results protocols: PDF, QR,
 * cancel"). `origin` is the platform's public address, for the QR code and the check links.
 */
import type { Page, PageQuery } from '@kimoshdi/shared';
import type {
  OperatorProtocol,
  OperatorProtocolQuery,
  ProtocolCancel,
  ProtocolPdfQuery,
  ProtocolRow,
} from '@kimoshdi/shared/api/shop/protocols';
import {
  protocolCheckUrl,
  protocolFiles,
  protocolPdfFileName,
} from '@kimoshdi/shared/domain/protocol/protocol-links';
import { protocolReader, readsFullIds } from '@kimoshdi/shared/domain/protocol/protocol-reader';
import type { Role } from '@kimoshdi/shared/domain/user/roles';
import type { Database, Db } from '../../db/database';
import { keysetRows } from '../../db/keyset';
import { AppError } from '../../lib/app-error';
import { inTransaction, userLanguage } from '../ledger';
import { notify, messageNotification } from '../notification';
import { renderProtocolPdf } from './protocol-pdf';
import {
  findProtocolDocument,
  findProtocolForUpdate,
  listProtocols,
  lockLotOfProtocol,
  markCancelled,
  protocolsAfter,
  type ProtocolListRow,
} from './protocol-records.repository';
import { filesOf } from './protocol.service';

export interface ProtocolPdf {
  fileName: string;
  bytes: Buffer;
}

function toRow(row: ProtocolListRow, origin: string): ProtocolRow {
  const files = filesOf(row.files);
  return {
    id: row.id,
    number: row.number,
    status: row.status as ProtocolRow['status'],
    lot_id: row.lot_id,
    lot_number: row.lot_number,
    name: { uz: row.name_uz, ru: row.name_ru, 'uz-Cyrl': row.name_uz_cyrl, en: row.name_en },
    date: row.protocol_date,
    final_price: row.final_price === null ? null : String(row.final_price),
    cancelled_at: row.cancelled_at?.toISOString() ?? null,
    cancel_reason: row.cancel_reason,
    check_url: protocolCheckUrl(origin, row.number),
    // Rows issued before the PDF (the demo's) may list other files; the PDF is there for all.
    files: files.some((f) => f.url.startsWith('/api/shop/lot-protocols/pdf'))
      ? files
      : [...protocolFiles(row.number), ...files],
  };
}

/**
 * What a protocol's cancel does to the sale it records, in the cancel's transaction with the lot
 * locked: the won lot's road owns it (modules/winlot imports this module, so it is handed in).
 */
export type AnnulSale = (trx: Db, lotId: number) => Promise<void>;

export function createProtocolDesk(db: Database, { annulSale }: { annulSale: AnnulSale }) {
  return {
    async pdf(
      caller: { id: string; role: Role } | undefined,
      query: ProtocolPdfQuery,
      origin: string,
    ): Promise<ProtocolPdf> {
      const row = await findProtocolDocument(db, query.number);
      if (!row) throw new AppError('NOT_FOUND');
      const reader = protocolReader(caller, {
        winnerUserId: row.winner_user_id,
        sellerUserId: row.customer_user_id,
      });
      const bytes = await renderProtocolPdf(
        {
          number: row.number,
          status: row.status as 'active' | 'cancelled',
          date: row.protocol_date,
          cancelledAt: row.cancelled_at,
          lotNumber: row.lot_number,
          lotName: (query.lang === 'ru' ? row.name_ru : row.name_uz) || row.name_uz,
          startPrice: String(row.start_price),
          finalPrice: row.final_price === null ? null : String(row.final_price),
          auctionStart: row.starts_at,
          auctionEnd: row.ends_at,
          seller: row.customer_name,
          winnerName: row.winner_name,
          tin: row.tin,
          pinfl: row.pinfl,
          address: row.address,
          digest: row.digest,
        },
        { lang: query.lang, checkUrl: protocolCheckUrl(origin, row.number), masked: !readsFullIds(reader) },
      );
      return { fileName: protocolPdfFileName(row.number, query.lang), bytes };
    },

    async mine(userId: string, page: PageQuery, origin: string): Promise<Page<ProtocolRow>> {
      const { items, total } = await listProtocols(db, { winnerUserId: userId }, page);
      return { items: items.map((row) => toRow(row, origin)), total, ...page };
    },

    async ofCustomer(userId: string, page: PageQuery, origin: string): Promise<Page<ProtocolRow>> {
      const { items, total } = await listProtocols(db, { customerUserId: userId }, page);
      return { items: items.map((row) => toRow(row, origin)), total, ...page };
    },

    async all(query: OperatorProtocolQuery, origin: string): Promise<Page<OperatorProtocol>> {
      const page = { page: query.page, size: query.size };
      const { items, total } = await listProtocols(db, { status: query.status }, page);
      return { items: items.map((row) => toOperatorRow(row, origin)), total, ...page };
    },

    /**
     * A list's rows in its order, read a keyset page at a time (exports): the operator's by
     * status, or one user's as the winner or as the customer.
     */
    async *stream(
      filter:
        { status?: OperatorProtocolQuery['status'] } | { winnerUserId: string } | { customerUserId: string },
      origin: string,
    ): AsyncGenerator<OperatorProtocol> {
      const rows = keysetRows((after, limit) => protocolsAfter(db, filter, after, limit));
      for await (const row of rows) yield toOperatorRow(row, origin);
    },

    /**
     * Cancels an active protocol with the operator's reason, annuls the sale it records (the lot
     * becomes 13, "cancelled") and tells the winner in the cabinet, in one transaction. Cancelled
     * already: 409 WRONG_STATE, nothing changes.
     */
    async cancel(operatorId: string, input: ProtocolCancel, now = new Date()): Promise<{ number: string }> {
      return inTransaction(db, async (trx) => {
        const lot = await lockLotOfProtocol(trx, input.number);
        const protocol = lot && (await findProtocolForUpdate(trx, input.number));
        if (!lot || !protocol) throw new AppError('NOT_FOUND');
        if (protocol.status !== 'active') throw new AppError('WRONG_STATE', { status: protocol.status });
        await markCancelled(trx, protocol.id, { operatorId, reason: input.reason, at: now });
        await annulSale(trx, lot.id);
        if (protocol.winner_user_id !== null) {
          const lang = await userLanguage(trx, protocol.winner_user_id);
          await notify(
            trx,
            messageNotification(protocol.winner_user_id, 'warning', lang, {
              key: 'protocols:cancelled.cabinet',
              params: {
                number: protocol.number,
                lot: protocol.lot_number,
                reason: input.reason,
              },
            }),
          );
        }
        return { number: protocol.number };
      });
    },
  };
}
export type ProtocolDesk = ReturnType<typeof createProtocolDesk>;
