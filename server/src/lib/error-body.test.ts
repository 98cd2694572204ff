import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { errorBodyOf } from './error-body';
import { translate } from './i18n';

describe('errorBodyOf', () => {
  it('gives each language and each set of parameters its own message, again and again', () => {
    const low = (suggested: string) => new AppError('BID_TOO_LOW', { lot_id: 1 }, { suggested });
    for (let round = 0; round < 2; round += 1) {
      for (const lang of ['en', 'ru'] as const) {
        for (const suggested of ['1 000 UZS', '2 000 UZS']) {
          const body = errorBodyOf(low(suggested), lang);
          expect(body.ERROR.message).toBe(translate(lang, 'BID_TOO_LOW', { suggested }));
          expect(body.ERROR.message).toContain(suggested);
          expect(body.ERROR.data).toEqual({ lot_id: 1 });
        }
      }
    }
    expect(errorBodyOf(new AppError('BID_TOO_LOW'), 'en').ERROR.message).toBe(translate('en', 'BID_TOO_LOW'));
  });
});
