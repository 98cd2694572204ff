-- The public offer and service contract a user signs with an electronic digital signature before
-- taking part in auctions or sending orders (docs/decisions.md "The public-offer consent").
--
-- A published version is never changed: signatures point at its exact text. A new text is a new
-- row with its own effective time; the version in force is the latest one whose time has come.
-- The texts are written by the reference seed (server/src/db/seed/data/public-offer.ts).
CREATE TABLE offer_versions (
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
CREATE INDEX offer_versions_effective_idx ON offer_versions (effective_at DESC);

-- Every signature a user gave, kept for good: a withdrawal (consent/buyer/disagree) only stamps
-- withdrawn_at, and signing again adds a row. `source` = 'esign' rows carry the signed document
-- (the CMS SignedData, base64, with the text attached) and what the server read from its
-- certificate; 'seed' rows are consents the demo and test fixtures give without a signature.
CREATE TABLE consent_signatures (
  id               bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id          bigint      NOT NULL REFERENCES users (id),
  offer_version_id integer     NOT NULL REFERENCES offer_versions (id),
  source           text        NOT NULL CHECK (source IN ('esign', 'seed')),
  -- The language of the text the user signed (each language's text is the offer in full).
  lang             text        NOT NULL CHECK (lang IN ('uz', 'ru', 'uz-Cyrl', 'en')),
  cms              text,
  cert_serial      text,
  cert_subject     text,
  cert_issuer      text,
  cert_valid_from  timestamptz,
  cert_valid_to    timestamptz,
  pinfl            text        CHECK (pinfl ~ '^[0-9]{14}$'),
  stir             text        CHECK (stir ~ '^[0-9]{9}$'),
  signed_at        timestamptz NOT NULL DEFAULT now(),
  withdrawn_at     timestamptz,
  CHECK (
    (source = 'esign') = (cms IS NOT NULL AND cert_serial IS NOT NULL AND cert_subject IS NOT NULL
                          AND cert_issuer IS NOT NULL AND num_nonnulls(pinfl, stir) >= 1)
  ),
  CHECK (withdrawn_at IS NULL OR withdrawn_at >= signed_at)
);
CREATE INDEX consent_signatures_user_idx ON consent_signatures (user_id, signed_at DESC, id DESC);
CREATE INDEX consent_signatures_standing_idx ON consent_signatures (user_id, offer_version_id)
  WHERE withdrawn_at IS NULL;

-- Every web process keeps the answer "may this user bid?" in memory for the users who bid
-- (server/src/modules/consent/consented-users.ts). A signature or a withdrawal notifies
-- `consent_changed` with the user's id at commit, a new offer version with '*', and the processes
-- forget what they knew; a rolled-back write notifies nothing.
CREATE FUNCTION notify_consent_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'consent_signatures' AND TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('consent_changed', NEW.user_id::text);
  ELSIF TG_TABLE_NAME = 'consent_signatures' AND TG_OP = 'DELETE' THEN
    PERFORM pg_notify('consent_changed', OLD.user_id::text);
  ELSE
    PERFORM pg_notify('consent_changed', '*');
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER consent_signatures_changed
  AFTER INSERT OR UPDATE OR DELETE ON consent_signatures
  FOR EACH ROW EXECUTE FUNCTION notify_consent_changed();
CREATE TRIGGER consent_signatures_truncated
  AFTER TRUNCATE ON consent_signatures
  FOR EACH STATEMENT EXECUTE FUNCTION notify_consent_changed();
CREATE TRIGGER offer_versions_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON offer_versions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_consent_changed();

-- Test mode only (ESIGN_MODE=test, never in production): the test certificate authority and the
-- keys it issued, which the development E-IMZO stand-in (/dev/e-imzo) lists and signs with. The
-- CA is made once, on first use; each key's private half is kept encrypted with the password its
-- owner chose (PKCS#8, PBES2 with AES-256-CBC).
CREATE TABLE esign_test_ca (
  id          smallint    PRIMARY KEY CHECK (id = 1),
  certificate bytea       NOT NULL,
  private_key bytea       NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE esign_test_keys (
  id            bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id       bigint      NOT NULL REFERENCES users (id),
  serial        text        NOT NULL UNIQUE,
  subject       text        NOT NULL,
  certificate   bytea       NOT NULL,
  encrypted_key text        NOT NULL,
  valid_from    timestamptz NOT NULL,
  valid_to      timestamptz NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX esign_test_keys_user_idx ON esign_test_keys (user_id, id);
