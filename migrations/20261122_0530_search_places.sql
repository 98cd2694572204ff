-- Search by place (issue 9, part B 6): a lot's search_text also holds its region and district in
-- every language of the dictionaries and its address, so "Toshkent", "Тошкент" (Uzbek) and
-- "Ташкент" (Russian, "tashkent" in normal form) each find the lots of Tashkent.
--
-- The database derives search_text now: the place names live in regions and areas, and a trigger
-- sees every writer (insertLot, the large seed, a later order desk) without each one looking them up.
-- Queries are still normalised in TypeScript (shared/src/domain/search/normalize.ts); a test holds
-- search_normal_form equal to normalizeForSearch. lower() follows the database's LC_CTYPE, which
-- must be a UTF-8 locale (C.UTF-8, en_US.UTF-8: PostgreSQL's images and ours) for Cyrillic capitals.

-- normalizeForSearch: lower case, NFC, Cyrillic (Uzbek and Russian) to Uzbek Latin, every
-- apostrophe form to ', runs of white space to one space, none at the ends.
CREATE FUNCTION search_normal_form(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT btrim(
    regexp_replace(
      translate(
        replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
          normalize(lower(value), NFC),
          'ё', 'yo'), 'ц', 'ts'), 'ч', 'ch'), 'ш', 'sh'), 'щ', 'sh'), 'ъ', ''''),
          'ю', 'yu'), 'я', 'ya'), 'ў', 'o'''), 'ғ', 'g'''),
        -- One letter for one; ь has no partner in the second list, so translate drops it.
        'абвгдежзийклмнопрстуфхыэқҳʻʼ‘’`ь',
        'abvgdejziyklmnoprstufxieqh'''''''''''
      ),
      '[[:space:]\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+', ' ', 'g'
    ),
    ' '
  )
$$;

-- What a lot is found by: its Uzbek and Russian names, its number, its region and district in
-- Uzbek (Latin and Cyrillic), Russian and English, and its address.
CREATE FUNCTION lot_search_text(
  lot_name_uz text, lot_name_ru text, lot_number text, lot_region_id integer, lot_area_id integer,
  lot_address text
) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT search_normal_form(concat_ws(' ', lot_name_uz, lot_name_ru, lot_number,
    r.name_uz, r.name_uz_cyrl, r.name_ru, r.name_en,
    a.name_uz, a.name_uz_cyrl, a.name_ru, a.name_en,
    lot_address))
  FROM regions r, areas a
  WHERE r.id = lot_region_id AND a.id = lot_area_id
$$;

CREATE FUNCTION lots_derive_search_text() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := lot_search_text(NEW.name_uz, NEW.name_ru, NEW.lot_number, NEW.region_id, NEW.area_id,
                                     NEW.address);
  RETURN NEW;
END;
$$;

-- Only when a searched column changes: bid commits and status moves update lots without it.
CREATE TRIGGER lots_search_text
  BEFORE INSERT OR UPDATE OF name_uz, name_ru, lot_number, region_id, area_id, address ON lots
  FOR EACH ROW EXECUTE FUNCTION lots_derive_search_text();

-- Writers no longer pass it (the trigger overwrites whatever they pass).
ALTER TABLE lots ALTER COLUMN search_text SET DEFAULT '';

-- Backfill: lots written before this migration hold their names and number only.
UPDATE lots
SET search_text = lot_search_text(name_uz, name_ru, lot_number, region_id, area_id, address);
