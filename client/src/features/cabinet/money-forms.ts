import { refundApplicationSchema } from '@kimoshdi/shared/api/shop/payment-back';
import { topUpSchema, type TopUpProvider } from '@kimoshdi/shared/api/shop/gateway';
import { formatTiyin, parseSumToTiyin } from '@kimoshdi/shared/domain/money/tiyin';
import { cardNumberProblem, type CardType } from '@kimoshdi/shared/domain/money/bank-card';

/**
 * The refund and top-up forms, checked before sending with the very schemas the server parses
 * with, so a form never accepts what the server would refuse. Each mistake is a text key of the
 * cabinet namespace, with parameters where the text needs them. The forms load this module after
 * their page (load-money-forms.ts): the schemas bring zod, kept off the pages' first load.
 */
export interface FieldError {
  key: string;
  params?: Record<string, string>;
}

export interface RefundValues {
  bank_name: string;
  card_type: CardType | '';
  card_number: string;
  amount: string;
}

export type RefundErrors = Partial<Record<keyof RefundValues, FieldError>>;

const REFUND_FIELD_KEYS: Record<keyof RefundValues, string> = {
  bank_name: 'refunding.errors.bankName',
  card_type: 'refunding.errors.cardType',
  card_number: 'refunding.errors.cardNumber',
  amount: 'refunding.errors.amount',
};

/** `available` is the available balance in tiyin: asking for more can only fail. */
export function validateRefund(
  values: RefundValues,
  available: string | null,
  /** A saved card picked instead of a typed one: its type and number are the server's. */
  savedCardId?: string,
): RefundErrors {
  const errors: RefundErrors = {};
  const result = refundApplicationSchema.safeParse(
    savedCardId ? { bank_name: values.bank_name, amount: values.amount, saved_card_id: savedCardId } : values,
  );
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as keyof RefundValues | undefined;
      if (!field || !(field in REFUND_FIELD_KEYS) || errors[field]) continue;
      errors[field] = amountError(issue, 'refunding') ?? { key: REFUND_FIELD_KEYS[field] };
    }
  }
  // All 16 digits typed but one wrong is a different mistake from digits missing: say which.
  if (errors.card_number && cardNumberProblem(values.card_number) === 'checksum')
    errors.card_number = { key: 'refunding.errors.cardChecksum' };
  if (!errors.amount && available !== null) {
    const parsed = parseSumToTiyin(values.amount);
    if (parsed.ok && parsed.tiyin > BigInt(available))
      errors.amount = { key: 'refunding.errors.amountTooBig' };
  }
  return errors;
}

export interface TopUpValues {
  provider: TopUpProvider | '';
  amount: string;
}

export type TopUpErrors = Partial<Record<keyof TopUpValues, FieldError>>;

export function validateTopUp(values: TopUpValues): TopUpErrors {
  const errors: TopUpErrors = {};
  const result = topUpSchema.safeParse(values);
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field === 'provider' && !errors.provider) errors.provider = { key: 'topUp.errors.provider' };
    if (field === 'amount' && !errors.amount)
      errors.amount = amountError(issue, 'topUp') ?? { key: 'topUp.errors.amount' };
  }
  return errors;
}

interface Issue {
  path: PropertyKey[];
  message: string;
  params?: Record<string, unknown>;
}

/** The limits of domain/money/limits.ts say which bound was crossed; name it in so'm. */
function amountError(issue: Issue, form: 'refunding' | 'topUp'): FieldError | undefined {
  if (issue.path[0] !== 'amount') return undefined;
  const min = issue.params?.min;
  const max = issue.params?.max;
  if (issue.message === 'AMOUNT_BELOW_MINIMUM' && typeof min === 'string') {
    return { key: `${form}.errors.amountMin`, params: { amount: formatTiyin(min) } };
  }
  if (issue.message === 'AMOUNT_ABOVE_MAXIMUM' && typeof max === 'string') {
    return { key: `${form}.errors.amountMax`, params: { amount: formatTiyin(max) } };
  }
  return { key: `${form}.errors.amount` };
}
