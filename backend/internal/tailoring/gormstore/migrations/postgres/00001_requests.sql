-- Tailoring requests (custom designs and alterations), their status history.
-- Measurements are whole millimetres whatever unit the customer used (unit
-- keeps theirs, to show them as given); NULL when not given. design_files is
-- a JSON list of the media module's private file references. order_number
-- links a request to the order that accepted it: one request, one order.

-- +goose Up
CREATE TABLE tailoring_requests (
    number                TEXT COLLATE "C" PRIMARY KEY,
    kind                  TEXT NOT NULL CHECK (kind IN ('custom_design', 'alteration')),
    phone                 TEXT NOT NULL,
    description           TEXT NOT NULL DEFAULT '',
    fabric_type           TEXT NOT NULL DEFAULT '',
    color                 TEXT NOT NULL DEFAULT '',
    item_type             TEXT NOT NULL DEFAULT '',
    unit                  TEXT NOT NULL CHECK (unit IN ('cm', 'in')),
    bust_mm               INTEGER CHECK (bust_mm > 0),
    waist_mm              INTEGER CHECK (waist_mm > 0),
    hips_mm               INTEGER CHECK (hips_mm > 0),
    length_mm             INTEGER CHECK (length_mm > 0),
    shoulders_mm          INTEGER CHECK (shoulders_mm > 0),
    notes                 TEXT NOT NULL DEFAULT '',
    design_files          TEXT NOT NULL DEFAULT '[]',
    status                TEXT NOT NULL CHECK (status IN ('new', 'quoted', 'accepted', 'in_progress', 'ready', 'delivered', 'cancelled')),
    estimated_price_laari BIGINT CHECK (estimated_price_laari > 0),
    final_price_laari     BIGINT CHECK (final_price_laari > 0),
    order_number          TEXT UNIQUE,
    created_at            TIMESTAMPTZ NOT NULL,
    updated_at            TIMESTAMPTZ NOT NULL
);
CREATE INDEX tailoring_requests_newest ON tailoring_requests (created_at DESC, number DESC);
CREATE INDEX tailoring_requests_status ON tailoring_requests (status, created_at DESC);

CREATE TABLE tailoring_request_history (
    number   TEXT COLLATE "C" NOT NULL REFERENCES tailoring_requests (number) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    status   TEXT NOT NULL,
    at       TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (number, position)
);

-- +goose Down
DROP TABLE tailoring_request_history;
DROP TABLE tailoring_requests;
