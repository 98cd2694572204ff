--[[
  Sets (or replaces) a participant's auto-bid maximum, then resolves auto-bids at once.

  Input:
    KEYS[1] state hash         KEYS[2] bids stream     KEYS[3] participants hash
    KEYS[4] autobids hash      KEYS[5] requests hash
    ARGV[1] user id            ARGV[2] max (tiyin, digits)
    ARGV[3] request id ('' = no idempotency)         ARGV[4] requests ttl (seconds)

  Output: one JSON string
    {"ok":true,"duplicate":false,"bids":[LuaBid...] (may be {} when empty),"state":{...},
     "auto_bid_max":"digits"}
    {"ok":true,"duplicate":true,...}      a repeated request id: the stored first answer
    {"ok":false,"code":CODE[,"data":{...}]}
      NO_STATE, AUCTION_PAUSED, AUCTION_ENDED, NOT_PARTICIPANT   as placeBid
      AUTO_BID_TOO_HIGH {max}        above 100 x start price (and never above 2^53 - 1)
      AUTO_BID_TOO_LOW  {suggested}  below the suggested price; the leader: not above the price

  A new maximum takes a new order (HINCRBY state ab_order): on equal maxima the earlier wins.
]]
-- @include "auction-core"

local R, early = open_request('ab:')
if not R then
  return early
end
local K, L, user = R.K, R.L, R.user
local now = now_ms()
local refused = gate(L, user, now, K.participants)
if refused then
  return fail(refused)
end
local max = tonumber(ARGV[2])
local cap = math.min(L.start * 100, MAX_SAFE)
if not max or max > cap then
  return fail('AUTO_BID_TOO_HIGH', { max = fmt(cap) })
end
local s = suggested(L)
local too_low
if L.leader == user then
  too_low = max <= (L.price or 0)
else
  too_low = max < s
end
if too_low then
  return fail('AUTO_BID_TOO_LOW', { suggested = fmt(s) })
end

local order = redis.call('HINCRBY', K.state, 'ab_order', 1)
L.st.ab_order = fmt(order)
redis.call('HSET', K.autobids, user, fmt(max) .. ':' .. fmt(order))

local bids = {}
resolve_auto_bids(L, K, bids, now)
if #bids > 0 then
  save_lot(L, K.state)
end

return answer(R, { bids = bids, state = L.st, auto_bid_max = fmt(max) })
