/** Click SHOP-API answer codes and the notes Click documents for them. */
export const CLICK_ERRORS = {
  SUCCESS: { error: 0, note: 'Success' },
  SIGN_CHECK_FAILED: { error: -1, note: 'SIGN CHECK FAILED!' },
  INCORRECT_AMOUNT: { error: -2, note: 'Incorrect parameter amount' },
  ACTION_NOT_FOUND: { error: -3, note: 'Action not found' },
  ALREADY_PAID: { error: -4, note: 'Already paid' },
  USER_NOT_FOUND: { error: -5, note: 'User does not exist' },
  TRANSACTION_NOT_FOUND: { error: -6, note: 'Transaction does not exist' },
  /** Our failure (database away...): Click retries later. */
  UPDATE_FAILED: { error: -7, note: 'Failed to update user' },
  BAD_REQUEST: { error: -8, note: 'Error in request from click' },
  TRANSACTION_CANCELLED: { error: -9, note: 'Transaction cancelled' },
} as const;

export type ClickErrorName = keyof typeof CLICK_ERRORS;

export class ClickError extends Error {
  constructor(readonly reason: ClickErrorName) {
    super(reason);
    this.name = 'ClickError';
  }
}
