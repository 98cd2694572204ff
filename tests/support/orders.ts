/**
 * Customers' orders for tests, written straight to the database (the order desk that makes them
 * comes later): an order of a given customer in a given status (1 forming by default).
 */
import type { Db } from '../../server/src/db/database';
import { insertOrder } from '../../server/src/modules/lot/lot-write.repository';

export async function createCustomerOrder(
  db: Db,
  customerUserId: string,
  options: { status?: number } = {},
): Promise<number> {
  return insertOrder(db, {
    customerUserId,
    status: options.status ?? 1,
    orderType: 1,
    ownerType: 'individual',
    customerName: 'Aliyev Vali',
    customerAddress: "Toshkent sh., Yunusobod tumani, Amir Temur ko'chasi, 7",
    customerPhone: '+998901234567',
    customerExtraPhone: null,
    customerEmail: null,
  });
}

export async function setOrderStatus(db: Db, orderId: number, status: number): Promise<void> {
  await db.updateTable('orders').set({ status }).where('id', '=', orderId).execute();
}
