-- The personal-info page fills what a profile lacks (issue 9, part B 5).
-- An address as region, district (an area of the dictionary) and street, so it reads in the
-- reader's language; `address` stays for addresses written as one text before.
ALTER TABLE users
  ADD COLUMN region_id integer REFERENCES regions (id),
  ADD COLUMN area_id   integer REFERENCES areas (id),
  ADD COLUMN street    text CHECK (street IS NULL OR length(street) BETWEEN 1 AND 200),
  ADD CONSTRAINT users_address_parts CHECK (
    (region_id IS NULL AND area_id IS NULL AND street IS NULL)
    OR (region_id IS NOT NULL AND area_id IS NOT NULL AND street IS NOT NULL)
  );

-- A new phone or e-mail is confirmed with a one-time code, the same codes Kimoshdi ID sends.
ALTER TABLE id_codes DROP CONSTRAINT id_codes_purpose_check;
ALTER TABLE id_codes
  ADD CONSTRAINT id_codes_purpose_check CHECK (purpose IN ('register', 'reset_password', 'confirm_contact'));
