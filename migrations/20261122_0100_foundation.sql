-- The foundation: users, the dictionaries the catalogue and orders will use, payment providers,
-- visitor counts and contact messages. Plain SQL, applied once, in file-name order (never edit a
-- migration that has landed: add a new one).

-- Every translated name is kept in the four shipped languages; uz is the fallback.
CREATE TABLE users (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_name   text        NOT NULL UNIQUE,
  full_name   text        NOT NULL,
  lang        text        NOT NULL DEFAULT 'uz' CHECK (lang IN ('uz', 'ru', 'uz-Cyrl', 'en')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- Regions of Uzbekistan (12 regions, the Republic of Karakalpakstan and Tashkent city) and their
-- districts and cities ("area" in the spec). Ids follow the SOATO codes so they stay stable.
CREATE TABLE regions (
  id            integer PRIMARY KEY,
  soato         text    NOT NULL UNIQUE,
  name_uz       text    NOT NULL,
  name_ru       text    NOT NULL,
  name_uz_cyrl  text    NOT NULL,
  name_en       text    NOT NULL,
  sort_order    integer NOT NULL
);

CREATE TABLE areas (
  id            integer PRIMARY KEY,
  region_id     integer NOT NULL REFERENCES regions (id),
  soato         text    NOT NULL UNIQUE,
  kind          text    NOT NULL CHECK (kind IN ('district', 'city')),
  name_uz       text    NOT NULL,
  name_ru       text    NOT NULL,
  name_uz_cyrl  text    NOT NULL,
  name_en       text    NOT NULL,
  sort_order    integer NOT NULL
);
CREATE INDEX areas_region_idx ON areas (region_id, sort_order);

-- Property categories with their icon (served from /static/categories/<icon>).
CREATE TABLE property_categories (
  id            integer PRIMARY KEY,
  code          text    NOT NULL UNIQUE,
  parent_id     integer REFERENCES property_categories (id),
  icon          text    NOT NULL,
  name_uz       text    NOT NULL,
  name_ru       text    NOT NULL,
  name_uz_cyrl  text    NOT NULL,
  name_en       text    NOT NULL,
  sort_order    integer NOT NULL
);

-- Lot statuses 1 to 17 with the colour class of docs/product.md section 4.
CREATE TABLE lot_statuses (
  id            smallint PRIMARY KEY CHECK (id BETWEEN 1 AND 17),
  code          text     NOT NULL UNIQUE,
  color         text     NOT NULL CHECK (color IN ('primary', 'success', 'warning', 'danger', 'info')),
  name_uz       text     NOT NULL,
  name_ru       text     NOT NULL,
  name_uz_cyrl  text     NOT NULL,
  name_en       text     NOT NULL
);

-- Order progress 1 to 6 (docs/product.md section 4).
CREATE TABLE order_statuses (
  id            smallint PRIMARY KEY CHECK (id BETWEEN 1 AND 6),
  code          text     NOT NULL UNIQUE,
  name_uz       text     NOT NULL,
  name_ru       text     NOT NULL,
  name_uz_cyrl  text     NOT NULL,
  name_en       text     NOT NULL
);

-- Small code lists: trade types (auction, fixed price), order types (personal order, for state
-- benefit), payment types (full, by parts). One table per list so later tables can reference them.
CREATE TABLE trade_types (
  id            smallint PRIMARY KEY,
  code          text     NOT NULL UNIQUE,
  name_uz       text     NOT NULL,
  name_ru       text     NOT NULL,
  name_uz_cyrl  text     NOT NULL,
  name_en       text     NOT NULL
);

CREATE TABLE order_types (
  id            smallint PRIMARY KEY,
  code          text     NOT NULL UNIQUE,
  name_uz       text     NOT NULL,
  name_ru       text     NOT NULL,
  name_uz_cyrl  text     NOT NULL,
  name_en       text     NOT NULL
);

CREATE TABLE payment_types (
  id            smallint PRIMARY KEY,
  code          text     NOT NULL UNIQUE,
  name_uz       text     NOT NULL,
  name_ru       text     NOT NULL,
  name_uz_cyrl  text     NOT NULL,
  name_en       text     NOT NULL
);

-- Payment providers shown in the footer (logo served from /static/payments/<logo>).
CREATE TABLE payment_providers (
  id          integer PRIMARY KEY,
  code        text    NOT NULL UNIQUE,
  name        text    NOT NULL,
  url         text    NOT NULL,
  logo        text    NOT NULL,
  sort_order  integer NOT NULL,
  active      boolean NOT NULL DEFAULT true
);

-- Unique visitors per Tashkent calendar day, rolled up from Redis HyperLogLogs by a job.
CREATE TABLE visitor_days (
  day         date        PRIMARY KEY,
  visitors    bigint      NOT NULL CHECK (visitors >= 0),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- Messages sent from the contact page, for the operator.
CREATE TABLE contact_messages (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name        text        NOT NULL,
  phone       text,
  email       text,
  message     text        NOT NULL,
  lang        text        NOT NULL,
  user_id     bigint      REFERENCES users (id),
  created_at  timestamptz NOT NULL DEFAULT now()
);
