--[[
  Closes a lot at or after its end (the BullMQ job and the sweep both call it: idempotent). It
  re-checks the time, since over-time may have moved the end after the job was scheduled.

  Input:
    KEYS[1] state hash

  Output: one JSON string
    {"ok":true,"already":false|true,"state":{...hash}}   already: it was closed
    {"ok":false,"code":CODE[,"data":{...}]}
      NO_STATE         the state hash is missing
      AUCTION_PAUSED   paused: resume first
      NOT_YET          {ends_at_ms}: now < ends_at
]]
-- @include "auction-core"

local L = load_lot(KEYS[1])
if not L then
  return fail('NO_STATE')
end
local now = now_ms()
if L.st.status == 'closed' then
  return cjson.encode({ ok = true, already = true, state = L.st })
end
if L.st.status == 'paused' then
  return fail('AUCTION_PAUSED')
end
if now < L.ends then
  return fail('NOT_YET', { ends_at_ms = L.ends })
end
L.st.status = 'closed'
L.st.closed_at_ms = fmt(now)
redis.call('HSET', KEYS[1], 'status', 'closed', 'closed_at_ms', L.st.closed_at_ms)
return cjson.encode({ ok = true, already = false, state = L.st })
