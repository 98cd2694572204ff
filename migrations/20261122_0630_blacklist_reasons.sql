-- Why a participant is barred (docs/domain.md "Deposit and balance": a winner of a state order who
-- refused the lot or did not pay in time), so the cabinet can tell the person. Rows written before
-- the reason was kept are winners who did not pay: the only case the list held until now.
ALTER TABLE blacklist_entries
  ADD COLUMN reason text NOT NULL DEFAULT 'payment_missed' CHECK (reason IN ('refused', 'payment_missed'));

-- Every web process keeps the users barred today in memory, so a bid pays no query for the check
-- (server/src/modules/blacklist/barred-users.ts). Any change to the list, whoever makes it (the
-- refusal's transaction, an operator, a seed), notifies `blacklist_changed` at commit and the
-- processes read the list again; a rolled-back insert notifies nothing.
CREATE FUNCTION notify_blacklist_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('blacklist_changed', '');
  RETURN NULL;
END;
$$;

CREATE TRIGGER blacklist_entries_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blacklist_entries
  FOR EACH STATEMENT EXECUTE FUNCTION notify_blacklist_changed();
