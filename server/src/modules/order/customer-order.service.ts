/**
 * The customer's orders (docs/decisions.md "Customer orders"): made on the form's first step and
 * saved step by step, read for the list and the order's pages, deleted or duplicated. Only the
 * order's customer reaches it (another's order is 404), and only while orderEditable allows may it
 * change (else ORDER_WRONG_STATE). Each change is one transaction under the order's row lock, so a
 * refused step writes nothing.
 */
import {
  ADDITIONAL_FEE_BASIS_POINTS,
  additionalFee,
  localName,
  ORDER_FIELD_ERRORS,
  ORDER_FORMING,
  orderEditable,
  type AdditionalFee,
  type Language,
  type OrderAddressInput,
  type OrderForm,
  type OrderFullInfo,
  type OrderList,
  type OrderPropertyInput,
  type OrderSummary,
  type OrderTabDetails,
  type OrderTerms,
  type OrderFlow,
  type LotCard,
} from '@kimoshdi/shared';
import type { z } from 'zod';
import type { orderAddressSchema, orderPropertySchema, orderRequisitesSchema } from '@kimoshdi/shared';
import type { Database, Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { toDocument, toImage, type FileService, filesOf } from '../file';
import { lotsOfOrder, toCard } from '../lot';
import {
  countFlowsOf,
  countLotsOf,
  deleteOrderRow,
  findArea,
  findBank,
  findCategory,
  findCustomer,
  findOwnOrderRow,
  flowsOf,
  insertCustomerOrder,
  listOwnOrders,
  lockOwnOrder,
  updateOrderFields,
  type OrderRow,
} from './customer-order.repository';
import { insertFlow } from '../trade';
import { priceOf, toForm, toSummary } from './customer-order.mapper';
import { assertNoOpenDebt } from '../ledger';

type OrderProperty = z.output<typeof orderPropertySchema>;
type OrderAddress = z.output<typeof orderAddressSchema>;
type OrderRequisites = z.output<typeof orderRequisitesSchema>;
export type { OrderPropertyInput, OrderAddressInput };

/** A refused field, answered like the shared schemas' own refusals (400 VALIDATION). */
function fieldError(path: string, message: string): AppError {
  return new AppError('VALIDATION', { fields: [{ path, code: 'custom', message }] });
}

export function toFlow(row: { action: string; status: number; at: Date; note: string | null }): OrderFlow {
  return {
    action: row.action as OrderFlow['action'],
    status: row.status,
    at: row.at.toISOString(),
    note: row.note,
  };
}

export function feeOf(row: OrderRow): AdditionalFee {
  const price = priceOf(row);
  return {
    price: price === null ? null : String(price),
    fee: price === null ? null : String(additionalFee(price)),
    basis_points: Number(ADDITIONAL_FEE_BASIS_POINTS),
  };
}

/** Everything the customer gave for an order (the customer's order page and the moderation desk). */
export async function orderFullInfo(db: Db, row: OrderRow, lang: Language): Promise<OrderFullInfo> {
  const [fileRows, flows, bank] = await Promise.all([
    filesOf(db, row.id),
    flowsOf(db, row.id),
    row.bank_mfo ? findBank(db, row.bank_mfo) : undefined,
  ]);
  return {
    ...toForm(row),
    images: fileRows.filter((file) => file.kind === 'image').map(toImage),
    documents: fileRows.filter((file) => file.kind === 'document').map(toDocument),
    flows: flows.map(toFlow),
    fee: feeOf(row),
    bank_name: bank
      ? localName(
          { uz: bank.name_uz, ru: bank.name_ru, 'uz-Cyrl': bank.name_uz_cyrl, en: bank.name_en },
          lang,
        )
      : null,
    customer_name: row.customer_name,
  };
}

async function checkCategory(db: Db, categoryId: number): Promise<void> {
  const category = await findCategory(db, categoryId);
  // A kind with children is chosen through one of them (the form's "category type").
  if (!category || category.has_children) throw fieldError('category_id', ORDER_FIELD_ERRORS.category);
}

function propertyColumns(property: OrderProperty) {
  return {
    property_name: property.property_name,
    category_id: property.category_id,
    quantity: property.quantity,
    description: property.description === '' ? null : property.description,
    owner_type: property.owner_type,
  };
}

export function createCustomerOrderService({ db, files }: { db: Database; files: FileService }) {
  /** The caller's order, or 404. */
  async function own(tx: Db, orderId: number, userId: string): Promise<OrderRow> {
    const row = await findOwnOrderRow(tx, orderId, userId);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** Runs a change of the caller's editable order in one transaction under its lock. */
  async function change(
    orderId: number,
    userId: string,
    write: (tx: Db) => Promise<void>,
  ): Promise<OrderForm> {
    await db.transaction().execute(async (tx) => {
      const order = await lockOwnOrder(tx, orderId, userId);
      if (!order) throw new AppError('NOT_FOUND');
      if (!orderEditable(order.status)) throw new AppError('ORDER_WRONG_STATE', { status: order.status });
      await write(tx);
    });
    return toForm(await own(db, orderId, userId));
  }

  return {
    async list(userId: string, page: { page: number; size: number }): Promise<OrderList> {
      const { items, total } = await listOwnOrders(db, userId, page);
      return { items: items.map(toSummary), total, page: page.page, size: page.size };
    },

    async details(userId: string, orderId: number): Promise<OrderSummary> {
      return toSummary(await own(db, orderId, userId));
    },

    async form(userId: string, orderId: number): Promise<OrderForm> {
      return toForm(await own(db, orderId, userId));
    },

    async fullInfo(userId: string, orderId: number, lang: Language): Promise<OrderFullInfo> {
      return orderFullInfo(db, await own(db, orderId, userId), lang);
    },

    async flows(userId: string, orderId: number): Promise<{ items: OrderFlow[] }> {
      await own(db, orderId, userId);
      return { items: (await flowsOf(db, orderId)).map(toFlow) };
    },

    async lots(userId: string, orderId: number): Promise<{ items: LotCard[] }> {
      await own(db, orderId, userId);
      return { items: (await lotsOfOrder(db, orderId, userId)).map(toCard) };
    },

    async tabDetails(userId: string, orderId: number): Promise<OrderTabDetails> {
      const row = await own(db, orderId, userId);
      const [flows, lots] = await Promise.all([countFlowsOf(db, orderId), countLotsOf(db, orderId)]);
      return {
        images: Number(row.image_count ?? 0),
        documents: Number(row.document_count ?? 0),
        flows,
        lots,
      };
    },

    async additionalFee(userId: string, orderId: number): Promise<AdditionalFee> {
      return feeOf(await own(db, orderId, userId));
    },

    /** The form's first step: a new forming order with the customer's details copied from the profile. */
    async create(userId: string, property: OrderProperty): Promise<{ id: number }> {
      const id = await db.transaction().execute(async (tx) => {
        // An unpaid withdrawal penalty blocks new orders (docs/decisions.md "Withdrawal from trade").
        await assertNoOpenDebt(tx, userId);
        await checkCategory(tx, property.category_id);
        const customer = await findCustomer(tx, userId);
        if (!customer) throw new AppError('UNAUTHORIZED');
        const address =
          customer.address ??
          [customer.region_name, customer.area_name, customer.street].filter(Boolean).join(', ');
        const orderId = await insertCustomerOrder(
          tx,
          {
            customerUserId: userId,
            status: ORDER_FORMING,
            orderType: 1,
            ownerType: property.owner_type,
            customerName: customer.full_name,
            customerAddress: address,
            customerPhone: customer.phone ?? '',
            customerEmail: customer.email,
          },
          propertyColumns(property),
        );
        await insertFlow(tx, { orderId, action: 'created', status: ORDER_FORMING, userId });
        return orderId;
      });
      return { id };
    },

    async updateProperty(userId: string, orderId: number, property: OrderProperty): Promise<OrderForm> {
      return change(orderId, userId, async (tx) => {
        await checkCategory(tx, property.category_id);
        await updateOrderFields(tx, orderId, propertyColumns(property));
      });
    },

    async saveTerms(userId: string, orderId: number, terms: OrderTerms): Promise<OrderForm> {
      return change(orderId, userId, (tx) =>
        updateOrderFields(tx, orderId, {
          trade_type: terms.trade_type,
          start_price: String(terms.start_price),
          estimated_price: terms.estimated_price === null ? null : String(terms.estimated_price),
          stay_mode: terms.stay_mode,
          stay_days: terms.stay_days,
          winner_payment_days: terms.winner_payment_days,
          part_payment: terms.part_payment,
          part_payment_months: terms.part_payment_months,
          order_type: terms.order_type,
          property_type: terms.property_type,
          rent_months: terms.rent_months,
        }),
      );
    },

    async saveAddress(userId: string, orderId: number, address: OrderAddress): Promise<OrderForm> {
      return change(orderId, userId, async (tx) => {
        const area = await findArea(tx, address.area_id);
        if (!area || area.region_id !== address.region_id)
          throw fieldError('area_id', ORDER_FIELD_ERRORS.area);
        await updateOrderFields(tx, orderId, {
          region_id: address.region_id,
          area_id: address.area_id,
          street: address.street,
          latitude: address.coordinates.latitude,
          longitude: address.coordinates.longitude,
        });
      });
    },

    async updateBankInfo(userId: string, orderId: number, requisites: OrderRequisites): Promise<OrderForm> {
      return change(orderId, userId, async (tx) => {
        if (!(await findBank(tx, requisites.bank_mfo))) throw fieldError('bank_mfo', ORDER_FIELD_ERRORS.mfo);
        await updateOrderFields(tx, orderId, requisites);
      });
    },

    /** Deletes a forming order with its files (rows in the transaction, their bytes after it). */
    async delete(userId: string, orderId: number): Promise<{ deleted: true }> {
      const removed = await db.transaction().execute(async (tx) => {
        const order = await lockOwnOrder(tx, orderId, userId);
        if (!order) throw new AppError('NOT_FOUND');
        if (!orderEditable(order.status)) throw new AppError('ORDER_WRONG_STATE', { status: order.status });
        const rows = await filesOf(tx, orderId);
        await deleteOrderRow(tx, orderId);
        return rows;
      });
      await files.removeBytesOf(removed);
      return { deleted: true };
    },

    /**
     * Copies an order (any status) into `copies` new forming orders with the same fields and
     * requisites; photos and documents are not copied (each file belongs to one order).
     */
    async duplicate(userId: string, orderId: number, copies: number): Promise<{ ids: number[] }> {
      const ids = await db.transaction().execute(async (tx) => {
        const source = await own(tx, orderId, userId);
        // Copies are new orders: an unpaid withdrawal penalty blocks them as it blocks creating.
        await assertNoOpenDebt(tx, userId);
        const made: number[] = [];
        for (let copy = 0; copy < copies; copy += 1) {
          const id = await insertCustomerOrder(
            tx,
            {
              customerUserId: userId,
              status: ORDER_FORMING,
              orderType: source.order_type,
              ownerType: source.owner_type,
              customerName: source.customer_name,
              customerAddress: source.customer_address,
              customerPhone: source.customer_phone,
              customerEmail: source.customer_email,
            },
            { ...copiedFields(source), customer_extra_phone: source.customer_extra_phone },
          );
          await insertFlow(tx, {
            orderId: id,
            action: 'duplicated',
            status: ORDER_FORMING,
            userId,
            note: `#${orderId}`,
          });
          made.push(id);
        }
        return made;
      });
      return { ids };
    },
  };
}

function copiedFields(source: OrderRow) {
  return {
    property_name: source.property_name,
    category_id: source.category_id,
    quantity: source.quantity,
    description: source.description,
    trade_type: source.trade_type,
    start_price: source.start_price,
    estimated_price: source.estimated_price,
    stay_mode: source.stay_mode,
    stay_days: source.stay_days,
    winner_payment_days: source.winner_payment_days,
    part_payment: source.part_payment,
    part_payment_months: source.part_payment_months,
    property_type: source.property_type,
    rent_months: source.rent_months,
    region_id: source.region_id,
    area_id: source.area_id,
    street: source.street,
    latitude: source.latitude,
    longitude: source.longitude,
    bank_mfo: source.bank_mfo,
    bank_account: source.bank_account,
    card_type: source.card_type,
    card_number: source.card_number,
  };
}

export type CustomerOrderService = ReturnType<typeof createCustomerOrderService>;
