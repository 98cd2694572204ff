--[[
  Resumes a paused lot: the end moves by the time lost; the suggested price is unchanged.

  Input:
    KEYS[1] state hash

  Output: one JSON string
    {"ok":true,"already":false|true,"lost_ms":n,"state":{...hash}}   already: it was live (lost 0)
    {"ok":false,"code":CODE}
      NO_STATE        the state hash is missing
      AUCTION_ENDED   closed
]]
-- @include "auction-core"

local L = load_lot(KEYS[1])
if not L then
  return fail('NO_STATE')
end
local now = now_ms()
if L.st.status == 'live' then
  return cjson.encode({ ok = true, already = true, lost_ms = 0, state = L.st })
end
if L.st.status == 'closed' then
  return fail('AUCTION_ENDED')
end
local lost = math.max(0, now - (tonumber(L.st.paused_at_ms) or now))
L.st.status = 'live'
L.st.paused_at_ms = ''
L.st.ends_at_ms = fmt(L.ends + lost)
redis.call('HSET', KEYS[1], 'status', 'live', 'paused_at_ms', '', 'ends_at_ms', L.st.ends_at_ms)
return cjson.encode({ ok = true, already = false, lost_ms = lost, state = L.st })
