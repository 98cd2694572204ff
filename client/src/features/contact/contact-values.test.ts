import { describe, expect, it } from 'vitest';
import { toContactInput } from './contact-values';

describe('toContactInput', () => {
  it('trims and leaves blank optional fields out', () => {
    expect(
      toContactInput({ name: ' Aziz ', phone: ' ', email: ' a@b.uz ', message: ' Salom, savol bor ' }),
    ).toEqual({
      name: 'Aziz',
      email: 'a@b.uz',
      message: 'Salom, savol bor',
    });
  });
});
