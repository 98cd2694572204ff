-- Edit requests (the spec's cabinet item "edit requests"): a person asks an operator to change the
-- verified fields of the profile (full name, PINFL, STIR) with a reason and supporting documents.
-- A new_* column is null when the request leaves that field as it is; old_* keep the values the
-- person saw when asking, so the desk shows old against new even after the profile changed.
CREATE TABLE edit_requests (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id         bigint      NOT NULL REFERENCES users (id),
  status          text        NOT NULL DEFAULT 'pending'
                              CHECK (status IN ('pending', 'approved', 'rejected', 'withdrawn')),
  old_full_name   text        NOT NULL,
  old_pinfl       text,
  old_stir        text,
  new_full_name   text        CHECK (length(new_full_name) BETWEEN 3 AND 150),
  new_pinfl       text        CHECK (new_pinfl ~ '^[0-9]{14}$'),
  new_stir        text        CHECK (new_stir ~ '^[0-9]{9}$'),
  reason          text        NOT NULL CHECK (length(reason) BETWEEN 1 AND 1000),
  created_at      timestamptz NOT NULL DEFAULT now(),
  decided_at      timestamptz,
  decided_by      bigint      REFERENCES users (id),
  decision_reason text        CHECK (length(decision_reason) <= 500),
  CONSTRAINT edit_requests_changes_something CHECK (num_nonnulls(new_full_name, new_pinfl, new_stir) >= 1),
  CONSTRAINT edit_requests_decision_check CHECK ((status = 'pending') = (decided_at IS NULL)),
  CONSTRAINT edit_requests_operator_check CHECK ((status IN ('approved', 'rejected')) = (decided_by IS NOT NULL)),
  CONSTRAINT edit_requests_rejection_reason_check CHECK ((status = 'rejected') = (decision_reason IS NOT NULL))
);
-- One open request per person: a second one loses the race here, whatever the service checked.
CREATE UNIQUE INDEX edit_requests_one_open_idx ON edit_requests (user_id) WHERE status = 'pending';
CREATE INDEX edit_requests_user_idx ON edit_requests (user_id, created_at DESC, id DESC);
CREATE INDEX edit_requests_status_idx ON edit_requests (status, created_at, id);

-- The supporting documents, stored by the file module's storage (key `<storage_key>/file`).
CREATE TABLE edit_request_files (
  id          uuid        PRIMARY KEY,
  request_id  bigint      NOT NULL REFERENCES edit_requests (id) ON DELETE CASCADE,
  storage_key text        NOT NULL,
  name        text        NOT NULL,
  mime        text        NOT NULL,
  size_bytes  integer     NOT NULL CHECK (size_bytes >= 0),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX edit_request_files_request_idx ON edit_request_files (request_id, created_at, id);
