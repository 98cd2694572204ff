-- Files of a customer's order (docs/decisions.md "Order files"): photos and documents uploaded while
-- the order is being formed. The bytes live in the file storage (local disk or S3) under
-- `storage_key`; a row is written only after its bytes are stored, so a row always has its bytes.
-- When the order's lots are created, its files become the lots' photos and documents
-- (modules/file: filesOfOrder).

CREATE TABLE order_files (
  -- A random id: it is in every file's address (/files/<id>/<variant>), and addresses must not be
  -- guessable one from another.
  id                       uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id                 integer     NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  kind                     text        NOT NULL CHECK (kind IN ('image', 'document')),
  -- The variants' keys are `<storage_key>/<variant>` (images: display, thumb; documents: file).
  storage_key              text        NOT NULL UNIQUE,
  -- The name the person gave, cleaned; served with the stored type's extension.
  name                     text        NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
  -- The type of what is served, detected from the bytes (never the name's or the browser's word).
  mime                     text        NOT NULL,
  -- The upload's size: what the order's limits count.
  size_bytes               integer     NOT NULL CHECK (size_bytes > 0),
  -- Images only: one main photo per order (the index below).
  is_main                  boolean     NOT NULL DEFAULT false CHECK (NOT is_main OR kind = 'image'),
  -- Documents only: whether the lot's applicants may read it (else only the owner and operators).
  visible_to_participants  boolean     NOT NULL DEFAULT false CHECK (NOT visible_to_participants OR kind = 'document'),
  created_at               timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_files_order_idx ON order_files (order_id, kind, created_at, id);
CREATE UNIQUE INDEX order_files_one_main_idx ON order_files (order_id) WHERE is_main;
