--[[
  The auction rules shared by the lot scripts (pasted in by index.ts where a script says
  `-- @include "auction-core"`). The same rules in TypeScript: shared/src/domain/trade/auction; the case
  table shared/src/domain/trade/auction/cases.ts runs against both.

  Numbers: Lua 5.1 numbers are doubles, exact up to 2^53. Amounts above 2^53 - 1 never enter (the
  engine refuses them, auto-bid maxima are capped there). Every number leaves as a string formatted
  with '%.0f' (tostring and cjson keep only 14 digits).
]]
local MAX_SAFE = 9007199254740991
-- A duel settles everyone in two rounds; this is only a safety cap.
local MAX_ROUNDS = 8
-- Maxima are capped at 100 x start, so only a step that rounds to 0 tiyin gets near this.
local MAX_RUNGS = 10000

local function fmt(n)
  return string.format('%.0f', n)
end

local function now_ms()
  local t = redis.call('TIME')
  return tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end

local function fail(code, data)
  if data then
    return cjson.encode({ ok = false, code = code, data = data })
  end
  return cjson.encode({ ok = false, code = code })
end

local function to_table(flat)
  local t = {}
  for i = 1, #flat, 2 do
    t[flat[i]] = flat[i + 1]
  end
  return t
end

-- floor(a / b) of non-negative integers without a/b rounding up near 2^53 (fmod is exact).
local function idiv(a, b)
  local r = math.fmod(a, b)
  return (a - r) / b, r
end

-- Step k (1-based count of steps taken) of the START price: 5 % for k <= 4, then 3 %; 'flat' 2 %.
local function step_amount(start, k, mode)
  local bp
  if mode == 'flat' then
    bp = 200
  elseif k <= 4 then
    bp = 500
  else
    bp = 300
  end
  -- floor(start * bp / 10000) without start * bp leaving 2^53.
  local q, r = idiv(start, 10000)
  return q * bp + idiv(r * bp, 10000)
end

-- The lot's state hash, with the numbers the rules use beside it. nil when the hash is missing.
local function load_lot(state_key)
  local flat = redis.call('HGETALL', state_key)
  if #flat == 0 then
    return nil
  end
  local st = to_table(flat)
  return {
    st = st,
    start = tonumber(st.start_price),
    mode = st.step_mode,
    price = tonumber(st.price),
    leader = st.leader or '',
    seq = tonumber(st.seq) or 0,
    step_no = tonumber(st.step_no) or 0,
    ends = tonumber(st.ends_at_ms) or 0,
    over = tonumber(st.over_time_ms) or 0,
  }
end

local function suggested(L)
  return (L.price or L.start) + step_amount(L.start, L.step_no + 1, L.mode)
end

-- Paused, ended, non-participant: the checks a bid and an auto-bid share. Returns code or nil, no.
local function gate(L, user, now, participants_key)
  local status = L.st.status
  if status == 'paused' then
    return 'AUCTION_PAUSED'
  end
  if status == 'closed' or now >= L.ends then
    return 'AUCTION_ENDED'
  end
  local no = redis.call('HGET', participants_key, user)
  if not no then
    return 'NOT_PARTICIPANT'
  end
  return nil, no
end

-- An accepted bid: seq + 1, previous price and leader kept, over-time, logged to the stream.
local function accept(L, bids_key, bids, user, no, amount, kind, step, now, req)
  if L.over > 0 and L.ends - now < L.over then
    L.ends = now + L.over
  end
  local st = L.st
  st.prev_price = st.price or ''
  st.prev_no = st.leader_no or ''
  L.price = amount
  L.leader = user
  L.seq = L.seq + 1
  L.step_no = step
  st.price = fmt(amount)
  st.leader = user
  st.leader_no = no
  st.seq = fmt(L.seq)
  st.step_no = fmt(step)
  st.ends_at_ms = fmt(L.ends)
  redis.call('XADD', bids_key, '*', 'seq', st.seq, 'user', user, 'no', no, 'amount', st.price, 'kind', kind,
    'step', st.step_no, 'at', fmt(now), 'ends', st.ends_at_ms, 'req', req)
  bids[#bids + 1] = {
    seq = L.seq, user = user, no = tonumber(no), amount = st.price, kind = kind,
    step = step, at = now, ends = L.ends, req = req,
  }
end

local function save_lot(L, state_key)
  local st = L.st
  redis.call('HSET', state_key, 'price', st.price, 'leader', st.leader, 'leader_no', st.leader_no,
    'prev_price', st.prev_price, 'prev_no', st.prev_no, 'seq', st.seq, 'step_no', st.step_no,
    'ends_at_ms', st.ends_at_ms)
end

-- (max desc, order asc): true when a comes before b.
local function better(a, b)
  if a.max ~= b.max then
    return a.max > b.max
  end
  return a.order < b.order
end

--[[
  Auto-bids, eBay style and collapsed (the contract's algorithm, = resolveAutoBids in TypeScript):
  challengers are the non-leaders whose max reaches the suggested price; the best one (A) bids alone
  if no rival (other challengers and the leader's own auto-bid) is left, else the better (W) of A
  and the best rival beats the other (Lo) at the lowest rung above Lo's reach, in at most two bids.
]]
local function resolve_auto_bids(L, K, bids, now)
  local flat = redis.call('HGETALL', K.autobids)
  if #flat == 0 then
    return
  end
  local all = {}
  for i = 1, #flat, 2 do
    local v = flat[i + 1]
    local sep = string.find(v, ':', 1, true)
    all[#all + 1] = { user = flat[i], max = tonumber(string.sub(v, 1, sep - 1)), order = tonumber(string.sub(v, sep + 1)) }
  end
  local numbers = {}
  local function no_of(user)
    if not numbers[user] then
      numbers[user] = redis.call('HGET', K.participants, user) or '0'
    end
    return numbers[user]
  end
  local function place(bidder, amount, step)
    accept(L, K.bids, bids, bidder.user, no_of(bidder.user), amount, 'auto', step, now, '')
  end

  for _ = 1, MAX_ROUNDS do
    local s = suggested(L)
    local A, O
    for _, a in ipairs(all) do
      if a.user ~= L.leader and a.max >= s then
        if not A or better(a, A) then
          if A and (not O or better(A, O)) then
            O = A
          end
          A = a
        elseif not O or better(a, O) then
          O = a
        end
      end
    end
    if not A then
      break
    end
    for _, a in ipairs(all) do
      if a.user == L.leader and (not O or better(a, O)) then
        O = a
      end
    end
    local before = L.step_no
    if not O then
      place(A, s, before + 1)
    else
      local W, Lo = O, A
      if better(A, O) then
        W, Lo = A, O
      end
      -- Rungs r_1 = s, r_(i+1) = r_i + step(step_no + i + 1); only as far as the duel needs.
      local rungs = { s }
      local iL, iW, i = 0, 0, 1
      while rungs[i] <= W.max do
        if rungs[i] <= Lo.max then
          iL = i
        end
        iW = i
        if i > iL + 1 or i >= MAX_RUNGS then
          break
        end
        rungs[i + 1] = rungs[i] + step_amount(L.start, before + i + 1, L.mode)
        i = i + 1
      end
      local jW = math.min(iL + 1, iW)
      local jL = iL
      if jW == iL then
        jL = iL - 1
      end
      if W.user == L.leader and jL == 0 then
        break
      end
      if jL >= 1 then
        local amount = rungs[jL]
        if not (Lo.user == L.leader and L.price and L.price >= amount) then
          place(Lo, amount, before + jL)
        end
      end
      place(W, rungs[jW], before + jW)
    end
  end
end

-- The answer's body after the opening '{' (stored for repeats, which open it differently).
local function body_tail(t)
  return string.sub(cjson.encode(t), 2)
end

-- A bidder's request (placeBid, setAutoBid), from KEYS[1..5] (state, bids, participants, autobids,
-- requests) and ARGV[1] user, ARGV[3] request id. The first accepted answer of a request id is kept
-- (answer below), so a retry gets it again: `kind` keeps one script's ids apart from another's.
-- Returns the request with its lot, or nil and what to answer at once (the stored answer, NO_STATE).
local function open_request(kind)
  local R = {
    K = { state = KEYS[1], bids = KEYS[2], participants = KEYS[3], autobids = KEYS[4], requests = KEYS[5] },
    user = ARGV[1],
    req = ARGV[3],
  }
  R.key = kind .. R.user .. ':' .. R.req
  if R.req ~= '' then
    local stored = redis.call('HGET', R.K.requests, R.key)
    if stored then
      return nil, '{"ok":true,"duplicate":true,' .. stored
    end
  end
  R.L = load_lot(R.K.state)
  if not R.L then
    return nil, fail('NO_STATE')
  end
  return R
end

-- An accepted request's answer: kept under its request id (if any) for ARGV[4] seconds, then given.
local function answer(R, body)
  local tail = body_tail(body)
  if R.req ~= '' then
    redis.call('HSET', R.K.requests, R.key, tail)
    redis.call('EXPIRE', R.K.requests, ARGV[4])
  end
  return '{"ok":true,"duplicate":false,' .. tail
end
