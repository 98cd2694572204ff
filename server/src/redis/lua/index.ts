/**
 * The live auction's Lua scripts, in auction/ (docs/architecture.md section 2; one file per script, BullMQ style
 * `<name>-<keyCount>.lua` with a header of KEYS, ARGV and answers). Read once at module load and
 * registered once per connection with ioredis `defineCommand`, so every call goes by EVALSHA (EVAL
 * only when Redis has lost the script). Each script answers one JSON string; amounts are digit
 * strings, never Lua numbers (which print only 14 digits).
 */
import { readFileSync } from 'node:fs';
import { sendWithTurn, type Redis } from '../connection';
import type { Keys } from '../keys';

export type LotKeys = ReturnType<Keys['lot']>;

export interface LuaBid {
  seq: number;
  user: string;
  no: number;
  amount: string;
  kind: 'manual' | 'auto';
  step: number;
  at: number;
  ends: number;
  req: string;
}

export interface LuaState {
  lot_id: number;
  status: 'live' | 'paused' | 'closed';
  start_price: string;
  step_mode: 'standard' | 'flat';
  price: string;
  leader: string;
  leader_no: string;
  prev_price: string;
  prev_no: string;
  seq: number;
  step_no: number;
  ends_at_ms: number;
  scheduled_end_ms: number;
  over_time_ms: number;
  paused_at_ms: number | null;
  closed_at_ms: number | null;
}

export type LuaFailure = { ok: false; code: string; data?: Record<string, string | number> };
export type LuaResult<T> = ({ ok: true } & T) | LuaFailure;

export interface LotSnapshot {
  state: Record<string, string>;
  participants: Record<string, number>;
  autobids: Record<string, string>;
}

export interface AuctionScripts {
  placeBid(
    keys: LotKeys,
    userId: string,
    amount: bigint,
    requestId: string,
    ttlSeconds: number,
    /** Bids a second this user may place on this lot (0: no limit, the default). */
    ratePerSecond?: number,
  ): Promise<LuaResult<{ duplicate: boolean; bids: LuaBid[]; state: LuaState }>>;
  setAutoBid(
    keys: LotKeys,
    userId: string,
    max: bigint,
    requestId: string,
    ttlSeconds: number,
  ): Promise<LuaResult<{ duplicate: boolean; bids: LuaBid[]; state: LuaState; auto_bid_max: string }>>;
  deleteAutoBid(keys: LotKeys, userId: string): Promise<LuaResult<{ deleted: boolean; state: LuaState }>>;
  pause(keys: LotKeys): Promise<LuaResult<{ already: boolean; state: LuaState }>>;
  resume(keys: LotKeys): Promise<LuaResult<{ already: boolean; lost_ms: number; state: LuaState }>>;
  close(keys: LotKeys): Promise<LuaResult<{ already: boolean; state: LuaState }>>;
  load(keys: LotKeys, snapshot: LotSnapshot): Promise<LuaResult<{ loaded: boolean }>>;
}

const HERE = new URL('./', import.meta.url);
const INCLUDE = /^--\s*@include\s+"([\w-]+)"\s*$/gm;

/**
 * A script's text with its `-- @include "name"` lines replaced by name.lua of the includes/ folder
 * beside it: each trade mechanism keeps its scripts and their includes in its own folder
 * (auction/: the ascending auction's).
 */
function readScript(file: string): string {
  const url = new URL(file, HERE);
  const text = readFileSync(url, 'utf8');
  return text.replace(INCLUDE, (_line, name: string) =>
    readFileSync(new URL(`includes/${name}.lua`, url), 'utf8'),
  );
}

/** Command name on the connection -> file and key count. */
const SCRIPTS = {
  aukPlaceBid: { file: 'auction/placeBid-6.lua', keys: 6 },
  aukSetAutoBid: { file: 'auction/setAutoBid-5.lua', keys: 5 },
  aukDeleteAutoBid: { file: 'auction/deleteAutoBid-5.lua', keys: 5 },
  aukPause: { file: 'auction/pause-1.lua', keys: 1 },
  aukResume: { file: 'auction/resume-1.lua', keys: 1 },
  aukClose: { file: 'auction/close-1.lua', keys: 1 },
  aukLoad: { file: 'auction/load-5.lua', keys: 5 },
} as const;
type CommandName = keyof typeof SCRIPTS;

const SOURCES = Object.fromEntries(
  Object.entries(SCRIPTS).map(([name, script]) => [name, readScript(script.file)]),
) as Record<CommandName, string>;

type ScriptCommand = (...args: (string | number)[]) => Promise<string>;

/** Turns the state hash (all strings, '' for none) into typed fields; also for HGETALL reads. */
export function parseLuaState(hash: Record<string, string>): LuaState {
  const int = (value: string | undefined) => (value ? Number(value) : 0);
  const optional = (value: string | undefined) => (value ? Number(value) : null);
  return {
    lot_id: int(hash.lot_id),
    status: (hash.status ?? 'live') as LuaState['status'],
    start_price: hash.start_price ?? '0',
    step_mode: (hash.step_mode ?? 'standard') as LuaState['step_mode'],
    price: hash.price ?? '',
    leader: hash.leader ?? '',
    leader_no: hash.leader_no ?? '',
    prev_price: hash.prev_price ?? '',
    prev_no: hash.prev_no ?? '',
    seq: int(hash.seq),
    step_no: int(hash.step_no),
    ends_at_ms: int(hash.ends_at_ms),
    scheduled_end_ms: int(hash.scheduled_end_ms),
    over_time_ms: int(hash.over_time_ms),
    paused_at_ms: optional(hash.paused_at_ms),
    closed_at_ms: optional(hash.closed_at_ms),
  };
}

type Raw = Record<string, unknown> & { ok: boolean };

/** The JSON answer typed: `bids` always an array (cjson encodes an empty table as {}), state parsed. */
function parseAnswer<T>(json: string): LuaResult<T> {
  const raw = JSON.parse(json) as Raw;
  if (!raw.ok) return raw as unknown as LuaFailure;
  const answer: Record<string, unknown> = { ...raw };
  if ('bids' in raw) answer.bids = Array.isArray(raw.bids) ? raw.bids : [];
  if (raw.state && typeof raw.state === 'object')
    answer.state = parseLuaState(raw.state as Record<string, string>);
  return answer as LuaResult<T>;
}

const lotKeyList = (keys: LotKeys) => [
  keys.state,
  keys.bids,
  keys.participants,
  keys.autobids,
  keys.requests,
];

/** Registers every script once on this connection (ioredis defineCommand: EVALSHA, EVAL fallback). */
export function createAuctionScripts(redis: Redis): AuctionScripts {
  for (const [name, script] of Object.entries(SCRIPTS) as [CommandName, (typeof SCRIPTS)[CommandName]][]) {
    // Another engine on the same connection has registered them already: same text, same SHA.
    if (!(name in redis)) redis.defineCommand(name, { numberOfKeys: script.keys, lua: SOURCES[name] });
  }
  const command = (name: CommandName) =>
    (redis as unknown as Record<CommandName, ScriptCommand>)[name].bind(redis);
  const run = {
    placeBid: command('aukPlaceBid'),
    setAutoBid: command('aukSetAutoBid'),
    deleteAutoBid: command('aukDeleteAutoBid'),
    pause: command('aukPause'),
    resume: command('aukResume'),
    close: command('aukClose'),
    load: command('aukLoad'),
  };
  return {
    async placeBid(keys, userId, amount, requestId, ttlSeconds, ratePerSecond = 0) {
      // With the other bids this turn read, in one write (redis/turn-writes.ts).
      sendWithTurn(redis);
      return parseAnswer(
        await run.placeBid(
          ...lotKeyList(keys),
          `${keys.rate}${userId}`,
          userId,
          amount.toString(),
          requestId,
          ttlSeconds,
          ratePerSecond,
        ),
      );
    },
    async setAutoBid(keys, userId, max, requestId, ttlSeconds) {
      return parseAnswer(
        await run.setAutoBid(...lotKeyList(keys), userId, max.toString(), requestId, ttlSeconds),
      );
    },
    async deleteAutoBid(keys, userId) {
      return parseAnswer(await run.deleteAutoBid(...lotKeyList(keys), userId));
    },
    async pause(keys) {
      return parseAnswer(await run.pause(keys.state));
    },
    async resume(keys) {
      return parseAnswer(await run.resume(keys.state));
    },
    async close(keys) {
      return parseAnswer(await run.close(keys.state));
    },
    async load(keys, snapshot) {
      return parseAnswer(await run.load(...lotKeyList(keys), JSON.stringify(snapshot)));
    },
  };
}

/** The scripts' full texts (includes pasted in), for tests and for SCRIPT LOAD checks. */
export const AUCTION_SCRIPT_SOURCES: Readonly<Record<CommandName, string>> = SOURCES;
