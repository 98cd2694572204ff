--[[
  Pauses a live lot (technical interruption): bids are refused until resume.

  Input:
    KEYS[1] state hash

  Output: one JSON string
    {"ok":true,"already":false|true,"state":{...hash}}   already: it was paused
    {"ok":false,"code":CODE}
      NO_STATE        the state hash is missing
      AUCTION_ENDED   closed, or now >= ends_at
]]
-- @include "auction-core"

local L = load_lot(KEYS[1])
if not L then
  return fail('NO_STATE')
end
local now = now_ms()
if L.st.status == 'paused' then
  return cjson.encode({ ok = true, already = true, state = L.st })
end
if L.st.status == 'closed' or now >= L.ends then
  return fail('AUCTION_ENDED')
end
L.st.status = 'paused'
L.st.paused_at_ms = fmt(now)
redis.call('HSET', KEYS[1], 'status', 'paused', 'paused_at_ms', L.st.paused_at_ms)
return cjson.encode({ ok = true, already = false, state = L.st })
