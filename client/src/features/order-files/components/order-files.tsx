import { orderEditable } from '@kimoshdi/shared';
import { OrderDocuments } from './order-documents';
import { OrderImages } from './order-images';
import './order-files.css';

export interface OrderFilesProps {
  orderId: number;
  /** The order's status: changes are offered only while orderEditable says the order may change. */
  orderStatus: number;
}

/** Both parts of an order's files, for the order's form and page to embed. */
export function OrderFiles({ orderId, orderStatus }: OrderFilesProps) {
  const editable = orderEditable(orderStatus);
  return (
    <div className="order-files" data-testid="order-files">
      <OrderImages orderId={orderId} editable={editable} />
      <OrderDocuments orderId={orderId} editable={editable} />
    </div>
  );
}
