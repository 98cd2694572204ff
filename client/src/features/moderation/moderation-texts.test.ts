import { join } from 'node:path';
import { describeNamespaceTexts } from '../../../../tests/support/locale-files';

/** The moderation desk's texts: the desk and its two routes. */
const routes = join(import.meta.dirname, '../../app/routes/profile');
describeNamespaceTexts({
  namespace: 'moderation',
  own: [import.meta.dirname, join(routes, 'operator-orders.tsx'), join(routes, 'operator-order.tsx')],
  atLeast: 40,
});
