--[[
  Removes a participant's auto-bid. Nothing is resolved: removing a maximum never sets off a bid.

  Input:
    KEYS[1] state hash  KEYS[2] bids stream  KEYS[3] participants hash  KEYS[4] autobids hash
    KEYS[5] requests hash
    ARGV[1] user id

  Output: one JSON string
    {"ok":true,"deleted":true|false,"state":{...hash}}
    {"ok":false,"code":"NO_STATE"}   the state hash is missing
]]
local flat = redis.call('HGETALL', KEYS[1])
if #flat == 0 then
  return cjson.encode({ ok = false, code = 'NO_STATE' })
end
local state = {}
for i = 1, #flat, 2 do
  state[flat[i]] = flat[i + 1]
end
local deleted = redis.call('HDEL', KEYS[4], ARGV[1]) == 1
return cjson.encode({ ok = true, deleted = deleted, state = state })
