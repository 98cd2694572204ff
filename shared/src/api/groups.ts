/**
 * Every group of calls in the API document, in the order the page shows them. A new contract file
 * with calls adds its group here (one line); a new call goes into its file's group.
 */
import type { ApiGroup } from './call';
import { paymentsApi } from './payments';
import { authApi } from './shop/auth';
import { commonApi } from './shop/common';
import { dictionariesApi } from './shop/dictionaries';
import { gatewayApi } from './shop/gateway';
import { operatorApi } from './shop/operator';
import { paymentBackApi } from './shop/payment-back';
import { userApi } from './shop/user';

export const apiGroups: readonly ApiGroup[] = [
  commonApi,
  dictionariesApi,
  authApi,
  userApi,
  gatewayApi,
  paymentBackApi,
  operatorApi,
  paymentsApi,
];
