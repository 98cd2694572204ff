/**
 * The target's load-test API (`/api/loadtest`, bearer token; 404 when the server has no
 * LOADTEST_TOKEN) and its public bid log (`GET /api/shop/shop-lots/bid-log`, docs/bid-log.md).
 * Every error names the call and the status, never the token.
 */
import { readFile } from 'node:fs/promises';
import { redact } from './safety';
import type { LogBid } from './replay-plan';

export interface LoadtestLot {
  lot_id: number;
  starts_at: string | number;
  ends_at: string | number;
  start_price: string | number;
  step: string | number | null;
}

export interface LoadtestAccount {
  role: 'bidder' | 'watcher';
  user_id: string | number;
  buyer_number: number | string | null;
  cookie: string;
  csrf: string;
  csrf_header: string;
}

export interface FinishedLot {
  lot_id: number;
  bids: number;
  finished_at: string | number;
}

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function call<T>(
  base: string,
  method: string,
  path: string,
  token: string | undefined,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(new URL(path, base), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
  } catch (error) {
    throw new ApiError(redact(`${method} ${path}: ${(error as Error).message}`, [token]), 0);
  }
  const text = await response.text();
  if (!response.ok) {
    const hint =
      response.status === 404 && path.startsWith('/api/loadtest')
        ? ' (the target has no load-test API: start it with LOADTEST_TOKEN set)'
        : response.status === 401
          ? " (wrong token: pass the target's LOADTEST_TOKEN by env or --token)"
          : '';
    throw new ApiError(
      redact(`${method} ${path} answered ${response.status}${hint}: ${text.slice(0, 300)}`, [token]),
      response.status,
    );
  }
  return JSON.parse(text) as T;
}

export function loadtestApi(base: string, token: string | undefined) {
  if (!token) throw new ApiError('no token: set LOADTEST_TOKEN or pass --token', 0);
  return {
    createLot: (body: {
      start_price: number;
      step: number;
      duration_s: number;
      starts_in_s?: number;
      over_time_minutes?: number;
      title?: string;
    }) => call<LoadtestLot>(base, 'POST', '/api/loadtest/lots', token, body),
    createAccounts: (body: { lot_id: number; bidders: number; watchers: number; balance?: number }) =>
      call<{ lot_id: number; accounts: LoadtestAccount[] }>(
        base,
        'POST',
        '/api/loadtest/accounts',
        token,
        body,
      ),
    listAccounts: () =>
      call<{ accounts: unknown; lots: unknown }>(base, 'GET', '/api/loadtest/accounts', token),
    deleteAccounts: () =>
      call<{ removed_accounts: number; removed_lots: number }>(
        base,
        'DELETE',
        '/api/loadtest/accounts',
        token,
      ),
    finishedLots: () =>
      call<{ lots: FinishedLot[] }>(base, 'GET', '/api/loadtest/finished-lots?latest=1', token),
  };
}

export interface BidLogPage {
  lot_id: number;
  genesis_input: { start_price: string; step_mode: 'standard' | 'flat'; started_at: number };
  result?: { outcome: string; final_price: string | null };
  final_digest?: string | null;
  total: number;
  items: (LogBid & { hash?: string | null })[];
}

/** Every page of a finished lot's public log (no token: it is public). */
export async function fetchBidLog(base: string, lotId: number): Promise<BidLogPage> {
  const first = await call<BidLogPage>(
    base,
    'GET',
    `/api/shop/shop-lots/bid-log?lot_id=${lotId}&per_page=500`,
    undefined,
  );
  const items = [...first.items];
  for (let page = 2; items.length < first.total; page += 1) {
    const next = await call<BidLogPage>(
      base,
      'GET',
      `/api/shop/shop-lots/bid-log?lot_id=${lotId}&per_page=500&page=${page}`,
      undefined,
    );
    if (next.items.length === 0) break;
    items.push(...next.items);
  }
  return { ...first, items };
}

/** A bid log saved from the public route: one page's JSON, or an array of pages. */
export async function readBidLogFile(file: string): Promise<BidLogPage> {
  const parsed = JSON.parse(await readFile(file, 'utf8')) as BidLogPage | BidLogPage[];
  const pages = Array.isArray(parsed) ? parsed : [parsed];
  const first = pages[0];
  if (!first?.genesis_input || !Array.isArray(first.items)) {
    throw new Error(`${file} is not a bid log saved from GET /api/shop/shop-lots/bid-log`);
  }
  const items = pages.flatMap((p) => p.items);
  if (items.length < first.total) {
    throw new Error(`${file} holds ${items.length} of the log's ${first.total} bids: save every page`);
  }
  return { ...first, items };
}
