/**
 * What each exportable list is: who may export it, the filter its page uses (the same schema,
 * without the page and size), how many rows that filter finds (the page's own count) and the rows
 * themselves, streamed by the module that owns them in the page's order (keyset pages), and its
 * columns. A person's list always reads the caller's own rows: the user id comes from the session.
 */
import type {
  Language,
  ModerationOrder,
  LotReview,
  OperatorEditRequest,
  OperatorProtest,
  OperatorRefund,
  Payment,
  Transaction,
} from '@kimoshdi/shared';
import { operatorRefundQuerySchema } from '@kimoshdi/shared/api/shop/operator';
import { operatorProtestsQuerySchema } from '@kimoshdi/shared/api/shop/lot-protests';
import { operatorEditRequestQuerySchema } from '@kimoshdi/shared/api/shop/edit-requests';
import { operatorProtocolQuerySchema } from '@kimoshdi/shared/api/shop/protocols';
import type { OperatorProtocol } from '@kimoshdi/shared/api/shop/protocols';
import type { ExportList } from '@kimoshdi/shared/domain/export/export-lists';
import { z } from 'zod';
import type { CabinetService } from '../cabinet';
import type { EditRequestService } from '../edit-request';
import type { LotReviewDesk } from '../lot-review';
import type { createModerationDesk } from '../order';
import type { ProtestService } from '../protest';
import type { ProtocolDesk } from '../protocol';
import type { RefundService } from '../refund';
import { column, type CellKind, type CellValue, type Column, type Words } from './columns';

export interface ExportServices {
  refunds: RefundService;
  cabinet: CabinetService;
  protocolDesk: ProtocolDesk;
  protests: ProtestService;
  moderationDesk: ReturnType<typeof createModerationDesk>;
  editRequests: EditRequestService;
  lotReviews: LotReviewDesk;
}

export interface ExportContext {
  userId: string;
  /** The platform's public address, for the protocols' check links. */
  origin: string;
}

/** A list ready to write: its columns and its rows as cells. */
export interface OpenedList {
  columns: { header: string; kind: CellKind; width: number }[];
  count: () => Promise<number>;
  rows: () => AsyncGenerator<CellValue[], void, undefined>;
}

export interface ExportSource {
  operatorOnly: boolean;
  /** Parses the list's filter from the query (VALIDATION on a bad value), as the page's call does. */
  filterSchema: z.ZodType<Record<string, string | undefined>, Record<string, unknown>>;
  open: (
    services: ExportServices,
    context: ExportContext,
    filter: Record<string, string | undefined>,
    words: Words,
    lang: Language,
  ) => OpenedList;
}

const ONE = { page: 1, size: 1 };
const noFilter = z.object({}).transform((): Record<string, string | undefined> => ({}));

/** The list's columns over its rows, with the count and the rows' stream it reads. */
function opened<Row>(
  columns: Column<Row>[],
  count: () => Promise<number>,
  rows: () => AsyncIterable<Row>,
  words: Words,
  lang: Language,
): OpenedList {
  return {
    columns: columns.map(({ header, kind, width }) => ({ header, kind, width })),
    count,
    async *rows() {
      for await (const row of rows()) yield columns.map((c) => c.value(row, words, lang));
    },
  };
}

const localName = (names: Partial<Record<Language, string | null>>, lang: Language) =>
  names[lang] || names.uz || '';

const protocolColumns = (operator: boolean): Column<OperatorProtocol>[] => [
  column('protocolNumber', 'text', 16, (p) => p.number),
  column('date', 'day', 12, (p) => p.date),
  column('lotNumber', 'text', 14, (p) => p.lot_number),
  column('lotName', 'text', 40, (p, _w, lang) => localName(p.name, lang)),
  column('finalPrice', 'money', 18, (p) => p.final_price),
  ...(operator ? [column<OperatorProtocol>('winner', 'text', 28, (p) => p.winner_name)] : []),
  column('status', 'text', 14, (p, w) => w(`protocols:statuses.${p.status}`)),
  column('cancelledAt', 'time', 20, (p) => p.cancelled_at),
  column('cancelReason', 'text', 30, (p) => p.cancel_reason),
  ...(operator ? [column<OperatorProtocol>('cancelledBy', 'text', 24, (p) => p.cancelled_by_name)] : []),
  column('checkUrl', 'text', 40, (p) => p.check_url),
];

const refundColumns: Column<OperatorRefund>[] = [
  column('id', 'number', 10, (r) => Number(r.id)),
  column('createdAt', 'time', 20, (r) => r.created_at),
  column('user', 'text', 28, (r) => r.user_full_name),
  column('userId', 'number', 12, (r) => Number(r.user_id)),
  column('bank', 'text', 20, (r) => r.bank_name),
  column('cardType', 'text', 10, (r) => r.card_type),
  column('card', 'text', 20, (r) => r.card_number),
  column('amount', 'money', 18, (r) => r.amount),
  column('status', 'text', 16, (r, w) => w(`cabinet:refunding.statuses.${r.status}`)),
  column('decidedAt', 'time', 20, (r) => r.decided_at),
  column('reason', 'text', 30, (r) => r.reason),
];

const protestColumns: Column<OperatorProtest>[] = [
  column('id', 'number', 10, (p) => p.id),
  column('createdAt', 'time', 20, (p) => p.created_at),
  column('lotNumber', 'text', 14, (p) => p.lot_number),
  column('lotName', 'text', 36, (p, _w, l) => localName(p.lot_name, l)),
  column('participant', 'text', 26, (p) => p.participant_name),
  column('buyerNumber', 'number', 10, (p) => p.buyer_number),
  column('customer', 'text', 26, (p) => p.customer_name),
  column('orderId', 'number', 12, (p) => p.order_id),
  column('text', 'text', 50, (p) => p.text),
  column('state', 'text', 16, (p, w) => w(`protests:states.${p.state}`)),
  column('overdue', 'text', 10, (p, w) => w(p.overdue ? 'exports:yes' : 'exports:no')),
  column('answerDueAt', 'time', 20, (p) => p.answer_due_at),
  column('answeredAt', 'time', 20, (p) => p.answered_at),
  column('answerNote', 'text', 40, (p) => p.answer_note),
  column('reviewedAt', 'time', 20, (p) => p.reviewed_at),
  column('reviewNote', 'text', 40, (p) => p.review_note),
];

const orderColumns: Column<ModerationOrder>[] = [
  column('orderId', 'number', 12, (o) => o.id),
  column('sentAt', 'time', 20, (o) => o.sent_at),
  column('property', 'text', 40, (o) => o.property_name),
  column('customer', 'text', 28, (o) => o.customer_name),
  column('phone', 'text', 16, (o) => o.customer_phone),
  column('quantity', 'number', 10, (o) => o.quantity),
  column('price', 'money', 18, (o) => o.price),
  column('returnReason', 'text', 30, (o) => o.return_reason),
];

/** One column per field's old and new value: a field the request leaves as it is stays empty. */
const changeOf = (r: OperatorEditRequest, field: 'full_name' | 'pinfl' | 'stir') =>
  r.changes.find((change) => change.field === field);

const lotReviewColumns: Column<LotReview>[] = [
  column('id', 'number', 10, (r) => Number(r.id)),
  column('lotNumber', 'text', 14, (r) => r.lot_number),
  column('lotName', 'text', 40, (r, _w, lang) => localName(r.name, lang)),
  column('startsAt', 'time', 20, (r) => r.starts_at),
  column('reason', 'text', 40, (r) => r.reason),
  column('suspendedAt', 'time', 20, (r) => r.suspended_at),
  column('suspendedBy', 'text', 24, (r) => r.suspended_by_name),
  column('applicants', 'number', 12, (r) => r.applicants),
  column('state', 'text', 18, (r, w) =>
    w(r.decision === null ? 'lot-reviews:desk.open' : `lot-reviews:desk.decisions.${r.decision}`),
  ),
  column('decidedAt', 'time', 20, (r) => r.decided_at),
  column('decidedBy', 'text', 24, (r) => r.decided_by_name),
  column('reviewNote', 'text', 40, (r) => r.decision_note),
];

const editRequestColumns: Column<OperatorEditRequest>[] = [
  column('id', 'number', 10, (r) => Number(r.id)),
  column('createdAt', 'time', 20, (r) => r.created_at),
  column('user', 'text', 28, (r) => r.user_full_name),
  column('userId', 'number', 12, (r) => Number(r.user_id)),
  column('phone', 'text', 16, (r) => r.user_phone),
  column('fullNameOld', 'text', 28, (r) => changeOf(r, 'full_name')?.old ?? null),
  column('fullNameNew', 'text', 28, (r) => changeOf(r, 'full_name')?.new ?? null),
  column('pinflOld', 'text', 16, (r) => changeOf(r, 'pinfl')?.old ?? null),
  column('pinflNew', 'text', 16, (r) => changeOf(r, 'pinfl')?.new ?? null),
  column('stirOld', 'text', 12, (r) => changeOf(r, 'stir')?.old ?? null),
  column('stirNew', 'text', 12, (r) => changeOf(r, 'stir')?.new ?? null),
  column('text', 'text', 40, (r) => r.reason),
  column('status', 'text', 16, (r, w) => w(`edit-requests:statuses.${r.status}`)),
  column('decidedAt', 'time', 20, (r) => r.decided_at),
  column('reason', 'text', 30, (r) => r.decision_reason),
];

const paymentColumns: Column<Payment>[] = [
  column('receipt', 'text', 20, (p) => p.receipt_no),
  column('createdAt', 'time', 20, (p) => p.created_at),
  column('provider', 'text', 12, (p) => p.provider),
  column('amount', 'money', 18, (p) => p.amount),
  column('status', 'text', 14, (p, w) => w(`cabinet:payments.statuses.${p.status}`)),
  column('description', 'text', 40, (p) => p.description),
];

const transactionColumns: Column<Transaction>[] = [
  column('id', 'number', 10, (t) => Number(t.id)),
  column('createdAt', 'time', 20, (t) => t.created_at),
  column('type', 'text', 12, (t, w) => w(`cabinet:transactions.types.${t.type}`)),
  column('kind', 'text', 30, (t, w) => w(`cabinet:transactions.kinds.${t.kind}`)),
  // Signed, so a column sum is the balance's change.
  column('amount', 'money', 18, (t) => (t.type === 'outgoing' ? `-${t.amount}` : t.amount)),
  column('status', 'text', 14, (t, w) => w(`cabinet:transactions.statuses.${t.status}`)),
  column('description', 'text', 40, (t) => t.description),
];

export const EXPORT_SOURCES: Record<ExportList, ExportSource> = {
  'operator-refunds': {
    operatorOnly: true,
    filterSchema: operatorRefundQuerySchema.omit({ page: true, size: true }),
    open: ({ refunds }, _context, filter, words, lang) => {
      const { status } = operatorRefundQuerySchema.omit({ page: true, size: true }).parse(filter);
      return opened(
        refundColumns,
        async () => (await refunds.listAll({ ...ONE, status })).total,
        () => refunds.streamAll({ status }),
        words,
        lang,
      );
    },
  },
  'operator-protocols': {
    operatorOnly: true,
    filterSchema: operatorProtocolQuerySchema.omit({ page: true, size: true }),
    open: ({ protocolDesk }, { origin }, filter, words, lang) => {
      const { status } = operatorProtocolQuerySchema.omit({ page: true, size: true }).parse(filter);
      return opened(
        protocolColumns(true),
        async () => (await protocolDesk.all({ ...ONE, status }, origin)).total,
        () => protocolDesk.stream({ status }, origin),
        words,
        lang,
      );
    },
  },
  'operator-protests': {
    operatorOnly: true,
    filterSchema: operatorProtestsQuerySchema.omit({ page: true, size: true }),
    open: ({ protests }, _context, filter, words, lang) => {
      const { state } = operatorProtestsQuerySchema.omit({ page: true, size: true }).parse(filter);
      return opened(
        protestColumns,
        async () => (await protests.desk({ ...ONE, state })).total,
        () => protests.streamDesk(state),
        words,
        lang,
      );
    },
  },
  'operator-orders': {
    operatorOnly: true,
    filterSchema: noFilter,
    open: ({ moderationDesk }, _context, _filter, words, lang) =>
      opened(
        orderColumns,
        async () => (await moderationDesk.queue(ONE)).total,
        () => moderationDesk.streamQueue(),
        words,
        lang,
      ),
  },
  'operator-edit-requests': {
    operatorOnly: true,
    filterSchema: operatorEditRequestQuerySchema.omit({ page: true, size: true }),
    open: ({ editRequests }, _context, filter, words, lang) => {
      const { status } = operatorEditRequestQuerySchema.omit({ page: true, size: true }).parse(filter);
      return opened(
        editRequestColumns,
        async () => (await editRequests.desk({ ...ONE, status })).total,
        () => editRequests.streamDesk(status),
        words,
        lang,
      );
    },
  },
  'operator-lot-reviews': {
    operatorOnly: true,
    filterSchema: noFilter,
    open: ({ lotReviews }, _context, _filter, words, lang) =>
      opened(
        lotReviewColumns,
        async () => (await lotReviews.list(ONE)).total,
        () => lotReviews.stream(),
        words,
        lang,
      ),
  },
  payments: {
    operatorOnly: false,
    filterSchema: noFilter,
    open: ({ cabinet }, { userId }, _filter, words, lang) =>
      opened(
        paymentColumns,
        async () => (await cabinet.payments(userId, ONE)).total,
        () => cabinet.streamPayments(userId),
        words,
        lang,
      ),
  },
  transactions: {
    operatorOnly: false,
    filterSchema: noFilter,
    open: ({ cabinet }, { userId }, _filter, words, lang) =>
      opened(
        transactionColumns,
        async () => (await cabinet.transactions(userId, ONE)).total,
        () => cabinet.streamTransactions(userId),
        words,
        lang,
      ),
  },
  protocols: {
    operatorOnly: false,
    filterSchema: noFilter,
    open: ({ protocolDesk }, { userId, origin }, _filter, words, lang) =>
      opened(
        protocolColumns(false),
        async () => (await protocolDesk.mine(userId, ONE, origin)).total,
        () => protocolDesk.stream({ winnerUserId: userId }, origin),
        words,
        lang,
      ),
  },
  'customer-protocols': {
    operatorOnly: false,
    filterSchema: noFilter,
    open: ({ protocolDesk }, { userId, origin }, _filter, words, lang) =>
      opened(
        protocolColumns(false),
        async () => (await protocolDesk.ofCustomer(userId, ONE, origin)).total,
        () => protocolDesk.stream({ customerUserId: userId }, origin),
        words,
        lang,
      ),
  },
};
