import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Click SHOP-API signature: MD5 (hex) of click_trans_id + service_id + SECRET_KEY +
 * merchant_trans_id + [merchant_prepare_id, on complete only] + amount + action + sign_time, each
 * exactly as sent (the amount string included: "15000.00" and "15000" sign differently).
 */
export interface ClickSignedFields {
  click_trans_id: string;
  service_id: string;
  merchant_trans_id: string;
  merchant_prepare_id?: string;
  amount: string;
  action: string;
  sign_time: string;
}

export function clickSignature(fields: ClickSignedFields, secretKey: string): string {
  const text =
    fields.click_trans_id +
    fields.service_id +
    secretKey +
    fields.merchant_trans_id +
    (fields.merchant_prepare_id ?? '') +
    fields.amount +
    fields.action +
    fields.sign_time;
  return createHash('md5').update(text, 'utf8').digest('hex');
}

/** Compares in constant time; case-insensitive hex, as Click may send either case. */
export function clickSignatureValid(fields: ClickSignedFields, secretKey: string, given: string): boolean {
  const expected = Buffer.from(clickSignature(fields, secretKey));
  const actual = Buffer.from(given.toLowerCase());
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
