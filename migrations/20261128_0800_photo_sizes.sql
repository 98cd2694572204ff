-- Photos in widths (docs/decisions.md "Photos that sell"): every photo uploaded from now on is
-- stored at once as `w<width>-<format>` (320, 640, 1024, 1600 px; AVIF, WebP, JPEG) beside its
-- display and thumb JPEGs. Older photos get theirs from the photo-sizes maintenance job, which
-- finds them by this flag (the partial index keeps that a short read once they are done).

ALTER TABLE order_files ADD COLUMN photo_sizes boolean NOT NULL DEFAULT false
  CHECK (NOT photo_sizes OR kind = 'image');

CREATE INDEX order_files_photo_sizes_due_idx ON order_files (created_at, id)
  WHERE kind = 'image' AND NOT photo_sizes;
