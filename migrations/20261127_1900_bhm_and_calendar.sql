-- The base calculation amount (BHM) and the working-day calendar as data (issue 28, item 6): both
-- change by decree, and operators enter the change instead of a release.
--
-- bhm_values: one row per decree, never updated; the value in force on a Tashkent day is the row
-- with the latest `effective_from` on or before it. Penalties, the 60 x BHM fixed-price limit and
-- the auction's step mode read the value of their own day, so the history is kept whole. A row whose
-- first day has not come yet may be withdrawn (an entry mistake): `removed_at` keeps who did it.
CREATE TABLE bhm_values (
  id              bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  effective_from  date        NOT NULL,
  sums            bigint      NOT NULL CHECK (sums > 0),
  reason          text        NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
  created_by      bigint      REFERENCES users (id),
  created_at      timestamptz NOT NULL DEFAULT now(),
  removed_by      bigint      REFERENCES users (id),
  removed_at      timestamptz,
  CHECK ((removed_at IS NULL) = (removed_by IS NULL))
);
-- One value in force per day: a second decree for the same day is a mistake to correct, not a row.
CREATE UNIQUE INDEX bhm_values_day_idx ON bhm_values (effective_from) WHERE removed_at IS NULL;

-- The four values the code held as a constant until now (docs/domain.md "Money and base amounts").
INSERT INTO bhm_values (effective_from, sums, reason) VALUES
  ('2021-02-01', 245000, 'Prezident farmoni / Указ Президента'),
  ('2023-12-01', 340000, 'Prezident farmoni / Указ Президента'),
  ('2024-10-01', 375000, 'Prezident farmoni / Указ Президента'),
  ('2025-08-01', 412000, 'Prezident farmoni / Указ Президента');

-- working_day_overrides: a Tashkent day made a day off (a holiday added, a day off moved onto a
-- weekday) or a working day (a Saturday worked in exchange), on top of Monday to Friday and the
-- public holidays the date-holidays package knows. Removing one keeps the row (removed_at/by).
CREATE TABLE working_day_overrides (
  id          bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  day         date        NOT NULL,
  kind        text        NOT NULL CHECK (kind IN ('day_off', 'working_day')),
  reason      text        NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
  created_by  bigint      REFERENCES users (id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  removed_by  bigint      REFERENCES users (id),
  removed_at  timestamptz,
  CHECK ((removed_at IS NULL) = (removed_by IS NULL))
);
CREATE UNIQUE INDEX working_day_overrides_day_idx ON working_day_overrides (day) WHERE removed_at IS NULL;
