--[[
  A manual bid on a live lot, and the auto-bids it sets off, in one atomic step.

  Input:
    KEYS[1] state hash         KEYS[2] bids stream     KEYS[3] participants hash
    KEYS[4] autobids hash      KEYS[5] requests hash
    KEYS[6] this user's bid counter on this lot (string, expires with its one-second window)
    ARGV[1] user id            ARGV[2] amount (tiyin, digits)
    ARGV[3] request id ('' = no idempotency)         ARGV[4] requests ttl (seconds)
    ARGV[5] bids a second this user may place on this lot ('0' = no limit: KEYS[6] untouched)

  Output: one JSON string
    {"ok":true,"duplicate":false,"bids":[LuaBid...],"state":{...hash}}   the caller's bid first
    {"ok":true,"duplicate":true,...}      a repeated request id: the stored first answer
    {"ok":false,"code":CODE[,"data":{...}]}
      NO_STATE          the state hash is missing (the engine rebuilds it and retries)
      RATE_LIMITED      {retry_after_ms}: the user spent this second's bids on this lot
      AUCTION_PAUSED    status paused
      AUCTION_ENDED     status closed, or now >= ends_at
      NOT_PARTICIPANT   the user has no buyer number on this lot
      ALREADY_LEADER    the leader cannot outbid themselves
      BID_TOO_LOW       {suggested}: amount below the system suggested price

  Only accepted answers are remembered: a refusal changes nothing, so a retry is decided afresh.
  The rate is counted in the same call (one round trip per bid instead of two, issue 25), for
  every attempt past the repeat check and the state check, refused or not: a fixed one-second
  window per user and lot, in the lot's slot so the script may touch it in a cluster.
]]
-- @include "auction-core"

local R, early = open_request('')
if not R then
  return early
end
local K, L, user, req = R.K, R.L, R.user, R.req
local limit = tonumber(ARGV[5]) or 0
if limit > 0 then
  local spent = redis.call('INCR', KEYS[6])
  if spent == 1 then
    redis.call('PEXPIRE', KEYS[6], 1000)
  end
  if spent > limit then
    return fail('RATE_LIMITED', { retry_after_ms = redis.call('PTTL', KEYS[6]) })
  end
end
local now = now_ms()
local refused, no = gate(L, user, now, K.participants)
if refused then
  return fail(refused)
end
if L.leader == user then
  return fail('ALREADY_LEADER')
end
local amount = tonumber(ARGV[2])
local s = suggested(L)
if not amount or amount < s then
  return fail('BID_TOO_LOW', { suggested = fmt(s) })
end

local bids = {}
accept(L, K.bids, bids, user, no, amount, 'manual', L.step_no + 1, now, req)
resolve_auto_bids(L, K, bids, now)
save_lot(L, K.state)

return answer(R, { bids = bids, state = L.st })
