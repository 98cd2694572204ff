-- The customer's service contract with the platform operator ("operator contracts" in the cabinet;
-- docs/decisions.md "Operator contracts"), signed with the same e-signature as the public offer.
--
-- The texts are versioned as the offer's are (migration 0660): a published version is never
-- changed, a new text is a new row with its own effective time, and the version in force is the
-- latest one whose time has come. Written by the reference seed
-- (server/src/db/seed/data/service-contract.ts).
CREATE TABLE service_contract_versions (
  id            integer     GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  version       text        NOT NULL UNIQUE CHECK (version ~ '^[0-9A-Za-z.-]{1,32}$'),
  effective_at  timestamptz NOT NULL,
  title_uz      text        NOT NULL,
  title_ru      text        NOT NULL,
  title_uz_cyrl text        NOT NULL,
  title_en      text        NOT NULL,
  body_uz       text        NOT NULL,
  body_ru       text        NOT NULL,
  body_uz_cyrl  text        NOT NULL,
  body_en       text        NOT NULL,
  published_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX service_contract_versions_effective_idx ON service_contract_versions (effective_at DESC);

-- The numbers of each year's contracts: SC-<year>-<seq>, seq counted per year from 1, taken in
-- the signing's transaction (a rolled-back signing leaves no gap in the numbers).
CREATE TABLE service_contract_counters (
  year integer PRIMARY KEY CHECK (year BETWEEN 2000 AND 9999),
  last integer NOT NULL CHECK (last > 0)
);

-- A signed contract: one per customer and version. 'esign' rows keep the signed document (the
-- CMS SignedData, base64, the text attached) and what its certificate says; 'seed' rows are the
-- demo's and test fixtures' contracts given without a signature. The customer's party (name,
-- PINFL, STIR) is kept as the profile said at signing: the document does not change with it.
CREATE TABLE service_contracts (
  id              bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  number          text        NOT NULL UNIQUE CHECK (number ~ '^SC-[0-9]{4}-[0-9]{6,}$'),
  user_id         bigint      NOT NULL REFERENCES users (id),
  version_id      integer     NOT NULL REFERENCES service_contract_versions (id),
  source          text        NOT NULL CHECK (source IN ('esign', 'seed')),
  lang            text        NOT NULL CHECK (lang IN ('uz', 'ru', 'uz-Cyrl', 'en')),
  party_name      text        NOT NULL,
  party_pinfl     text        CHECK (party_pinfl ~ '^[0-9]{14}$'),
  party_stir      text        CHECK (party_stir ~ '^[0-9]{9}$'),
  cms             text,
  cert_serial     text,
  cert_subject    text,
  cert_issuer     text,
  cert_valid_from timestamptz,
  cert_valid_to   timestamptz,
  pinfl           text        CHECK (pinfl ~ '^[0-9]{14}$'),
  stir            text        CHECK (stir ~ '^[0-9]{9}$'),
  signed_at       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, version_id),
  CHECK (
    (source = 'esign') = (cms IS NOT NULL AND cert_serial IS NOT NULL AND cert_subject IS NOT NULL
                          AND cert_issuer IS NOT NULL AND num_nonnulls(pinfl, stir) >= 1)
  )
);
CREATE INDEX service_contracts_user_idx ON service_contracts (user_id, signed_at DESC, id DESC);
