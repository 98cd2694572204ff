-- Load-test accounts and lots (issue "prepare a bid storm"): made by the load-test API
-- (server/src/modules/loadtest, mounted only when LOADTEST_TOKEN is set) and removed by its cleanup
-- in one action. The ledger is append-only, so an account that moved money cannot be deleted: the
-- cleanup anonymises it and stamps loadtest_removed_at instead (docs/decisions.md "Load-test
-- accounts"). The partial indexes keep finding the few marked rows a short read.

ALTER TABLE users ADD COLUMN loadtest boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN loadtest_removed_at timestamptz
  CHECK (loadtest_removed_at IS NULL OR loadtest);
ALTER TABLE lots ADD COLUMN loadtest boolean NOT NULL DEFAULT false;

CREATE INDEX users_loadtest_idx ON users (id) WHERE loadtest AND loadtest_removed_at IS NULL;
CREATE INDEX lots_loadtest_idx ON lots (id) WHERE loadtest;
