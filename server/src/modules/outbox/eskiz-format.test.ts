import { describe, expect, it } from 'vitest';
import { deliveryOfGatewayStatus, toGatewayPhone } from './eskiz-format';

describe('toGatewayPhone', () => {
  it.each([
    ['+998901234567', '998901234567'],
    ['998901234567', '998901234567'],
    ['+998 90 123-45-67', '998901234567'],
    ['(90) 123 45 67', '998901234567'],
    ['901234567', '998901234567'],
    ['+901234567', undefined],
    ['+7 901 234 56 78', undefined],
    ['+99890123456', undefined],
    ['+9989012345678', undefined],
    ['someone@mail.uz', undefined],
    ['', undefined],
  ])('%j -> %j', (destination, expected) => {
    expect(toGatewayPhone(destination)).toBe(expected);
  });
});

describe('deliveryOfGatewayStatus', () => {
  it.each([
    ['DELIVRD', 'delivered'],
    ['delivrd', 'delivered'],
    ['REJECTD', 'failed'],
    ['UNDELIV', 'failed'],
    ['EXPIRED', 'failed'],
    ['DELETED', 'failed'],
    ['waiting', 'pending'],
    ['TRANSMTD', 'pending'],
    ['ACCEPTD', 'pending'],
    ['ENROUTE', 'pending'],
    ['SOMETHING-NEW', 'pending'],
  ])('%s -> %s', (status, expected) => {
    expect(deliveryOfGatewayStatus(status)).toBe(expected);
  });
});
