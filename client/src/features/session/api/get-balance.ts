import { api } from '../../../lib/api-client';

/** GET user/balance. The spec only says "balance number"; accept a bare number or `{balance}`. */
export async function getBalance(): Promise<number> {
  const answer = await api.get<unknown>('user/balance');
  const value =
    typeof answer === 'object' && answer !== null && 'balance' in answer
      ? (answer as { balance: unknown }).balance
      : answer;
  const balance = typeof value === 'string' ? Number(value) : value;
  return typeof balance === 'number' && Number.isFinite(balance) ? balance : 0;
}
