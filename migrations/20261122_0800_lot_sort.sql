-- The lot list's sorts (shared/src/domain/lot/lot-sort.ts: ending = ends_at, id; newest =
-- published_at desc, id desc; price = start_price, id, read backwards for price_desc), each served
-- by an index in its order on every tab, like the tabs' own orders (0310): page 1 reads 12 index
-- entries instead of sorting the whole tab. The tabs' own indexes (0310) already serve current and
-- completed by end and new by newest. Keep the predicates in step with lot-tabs.ts (a unit test
-- checks them: server/src/modules/lot/tab-indexes.test.ts).
CREATE INDEX lots_tab_new_ends_idx ON lots (ends_at, id) WHERE lot_status IN (1, 2);
CREATE INDEX lots_tab_new_price_idx ON lots (start_price, id) WHERE lot_status IN (1, 2);
CREATE INDEX lots_tab_completed_published_idx ON lots (published_at DESC, id DESC) WHERE lot_status IN (5, 7, 8, 9, 11, 16);
CREATE INDEX lots_tab_completed_price_idx ON lots (start_price, id) WHERE lot_status IN (5, 7, 8, 9, 11, 16);
CREATE INDEX lots_tab_current_published_idx ON lots (published_at DESC, id DESC) WHERE lot_status IN (3, 4, 12);
CREATE INDEX lots_tab_current_price_idx ON lots (start_price, id) WHERE lot_status IN (3, 4, 12);

-- Not held (a single status, 6) sorts through lots_status_ends_idx and lots_status_published_idx
-- (0300); by price through this one.
CREATE INDEX lots_status_price_idx ON lots (lot_status, start_price, id);

-- The search results tab (every status) without a query: each sort over the whole table. The
-- price filter's index gains the id, so it serves the price sorts as well as the price ranges.
CREATE INDEX lots_ends_id_idx ON lots (ends_at, id);
CREATE INDEX lots_published_id_idx ON lots (published_at DESC, id DESC);
DROP INDEX lots_start_price_idx;
CREATE INDEX lots_start_price_idx ON lots (start_price, id);
