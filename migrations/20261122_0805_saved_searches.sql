-- Saved searches (api/shop/saved-searches/*, server/src/modules/saved-search/): a user's lot list
-- filters, stored canonical (shared/src/domain/saved-search/saved-search-limits.ts) so that the same
-- filters are one row. At most MAX_SAVED_SEARCHES (20) per user, checked under the user's row lock.
CREATE TABLE saved_searches (
  id          integer     GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  filters     jsonb       NOT NULL CHECK (jsonb_typeof(filters) = 'object' AND filters <> '{}'::jsonb),
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, filters)
);
CREATE INDEX saved_searches_user_idx ON saved_searches (user_id, created_at DESC, id DESC);

-- One announcement per search per lot: the key makes matching idempotent (a repeated publish, a
-- retried transaction), and counts what a search has found.
CREATE TABLE saved_search_lots (
  saved_search_id  integer     NOT NULL REFERENCES saved_searches (id) ON DELETE CASCADE,
  lot_id           integer     NOT NULL REFERENCES lots (id) ON DELETE CASCADE,
  announced_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (saved_search_id, lot_id)
);
CREATE INDEX saved_search_lots_lot_idx ON saved_search_lots (lot_id);
