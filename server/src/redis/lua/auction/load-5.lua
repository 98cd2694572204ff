--[[
  Loads a lot's live state rebuilt from PostgreSQL, unless another process did it first.

  Input:
    KEYS[1] state hash  KEYS[2] bids stream  KEYS[3] participants hash  KEYS[4] autobids hash
    KEYS[5] requests hash
    ARGV[1] JSON {"state":{field:"string"...},"participants":{user:number},"autobids":{user:"max:order"}}

  Output: one JSON string
    {"ok":true,"loaded":true}    loaded
    {"ok":true,"loaded":false}   the state already exists (left as it is)
    {"ok":false,"code":"BAD_SNAPSHOT"}   no state fields in the snapshot

  The bids stream and the requests hash are left alone: the stream is the log, not the state.
]]
if redis.call('EXISTS', KEYS[1]) == 1 then
  return cjson.encode({ ok = true, loaded = false })
end
local snapshot = cjson.decode(ARGV[1])
-- The snapshot is the truth: leftovers of an earlier life of the lot must not mix in.
redis.call('DEL', KEYS[3], KEYS[4])

local function text(v)
  if type(v) == 'number' then
    return string.format('%.0f', v)
  end
  return tostring(v)
end

-- HSET in slices: unpack() of thousands of participants would overflow the Lua stack.
local function put(key, map)
  if type(map) ~= 'table' then
    return 0
  end
  local args, count = {}, 0
  for field, value in pairs(map) do
    args[#args + 1] = field
    args[#args + 1] = text(value)
    count = count + 1
    if #args >= 500 then
      redis.call('HSET', key, unpack(args))
      args = {}
    end
  end
  if #args > 0 then
    redis.call('HSET', key, unpack(args))
  end
  return count
end

if put(KEYS[1], snapshot.state) == 0 then
  return cjson.encode({ ok = false, code = 'BAD_SNAPSHOT' })
end
put(KEYS[3], snapshot.participants)
put(KEYS[4], snapshot.autobids)
return cjson.encode({ ok = true, loaded = true })
