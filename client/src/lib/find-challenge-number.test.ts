import { createChallenge } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import { findNumber } from './find-challenge-number';

describe('findNumber', () => {
  it.each([0, 1, 499, 500, 777, 1000])('finds the number %i the server hid', async (number) => {
    const captcha = await createChallenge({ hmacKey: 'a-test-key-of-16+', maxNumber: 1000, number });
    expect(await findNumber({ ...captcha, algorithm: 'SHA-256', maxnumber: 1000 })).toBe(number);
  });

  it('answers undefined when no number up to maxnumber solves it', async () => {
    const captcha = await createChallenge({ hmacKey: 'a-test-key-of-16+', maxNumber: 1000, number: 900 });
    expect(await findNumber({ ...captcha, algorithm: 'SHA-256', maxnumber: 100 })).toBeUndefined();
  });
});
