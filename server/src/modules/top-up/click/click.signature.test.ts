import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { clickSignature, clickSignatureValid } from './click.signature';

const prepare = {
  click_trans_id: '2854010',
  service_id: '10001',
  merchant_trans_id: '42',
  amount: '15000.00',
  action: '0',
  sign_time: '2026-11-22 10:15:00',
};

describe('clickSignature', () => {
  it('is the MD5 of the fields in the documented order, secret after service_id', () => {
    const expected = createHash('md5')
      .update('285401010001secret4215000.0002026-11-22 10:15:00')
      .digest('hex');
    expect(clickSignature(prepare, 'secret')).toBe(expected);
  });

  it('puts merchant_prepare_id after merchant_trans_id on complete', () => {
    const complete = { ...prepare, action: '1', merchant_prepare_id: '7' };
    const expected = createHash('md5')
      .update('285401010001secret42715000.0012026-11-22 10:15:00')
      .digest('hex');
    expect(clickSignature(complete, 'secret')).toBe(expected);
  });

  it('accepts the right signature in either case and refuses any change', () => {
    const sign = clickSignature(prepare, 'secret');
    expect(clickSignatureValid(prepare, 'secret', sign)).toBe(true);
    expect(clickSignatureValid(prepare, 'secret', sign.toUpperCase())).toBe(true);
    expect(clickSignatureValid({ ...prepare, amount: '15000.01' }, 'secret', sign)).toBe(false);
    expect(clickSignatureValid(prepare, 'other-secret', sign)).toBe(false);
    expect(clickSignatureValid(prepare, 'secret', '')).toBe(false);
  });
});
