/**
 * The proof-of-work challenge's solver, loaded only when a form asks for it (lib/challenge.ts):
 * fetches a challenge and finds its number (find-challenge-number.ts).
 */
import type { Captcha } from '@kimoshdi/shared/api/shop/captcha';
import { api } from './api-client';
import { findNumber } from './find-challenge-number';

/** Fetches a fresh challenge (GET captcha) and answers its solution as the `altcha` field wants. */
export async function solveChallenge(): Promise<string> {
  const captcha = await api.get<Captcha>('captcha');
  const number = await findNumber(captcha);
  // None found: the server will answer CHALLENGE_FAILED, whose message the form shows.
  const { algorithm, challenge, salt, signature } = captcha;
  return btoa(JSON.stringify({ algorithm, challenge, number: number ?? -1, salt, signature }));
}
