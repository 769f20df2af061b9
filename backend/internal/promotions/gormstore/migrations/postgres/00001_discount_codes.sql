-- Discount codes and the orders that used them. A code is kept in capitals
-- without spaces. A use is one order's: it goes with its order, and with
-- its code; total_laari is what the order came to when it was placed.

-- +goose Up
CREATE TABLE discount_codes (
    code               TEXT COLLATE "C" PRIMARY KEY,
    kind               TEXT NOT NULL CHECK (kind IN ('percent', 'fixed')),
    percent            INTEGER NOT NULL DEFAULT 0 CHECK (percent BETWEEN 0 AND 100),
    amount_laari       BIGINT NOT NULL DEFAULT 0 CHECK (amount_laari >= 0),
    free_delivery      BOOLEAN NOT NULL DEFAULT FALSE,
    min_subtotal_laari BIGINT NOT NULL DEFAULT 0 CHECK (min_subtotal_laari >= 0),
    valid_from         TIMESTAMPTZ,
    valid_until        TIMESTAMPTZ,
    scope              TEXT NOT NULL CHECK (scope IN ('all', 'clothing', 'appliances', 'categories')),
    category_ids       TEXT NOT NULL DEFAULT '[]',
    max_uses           INTEGER NOT NULL DEFAULT 0 CHECK (max_uses >= 0),
    max_uses_per_phone INTEGER NOT NULL DEFAULT 0 CHECK (max_uses_per_phone >= 0),
    created_at         TIMESTAMPTZ NOT NULL
);
CREATE INDEX discount_codes_newest ON discount_codes (created_at DESC, code);

CREATE TABLE discount_code_uses (
    order_number   TEXT COLLATE "C" PRIMARY KEY REFERENCES orders (order_number) ON DELETE CASCADE,
    code           TEXT COLLATE "C" NOT NULL REFERENCES discount_codes (code) ON DELETE CASCADE,
    phone          TEXT NOT NULL,
    discount_laari BIGINT NOT NULL CHECK (discount_laari >= 0),
    total_laari    BIGINT NOT NULL CHECK (total_laari >= 0),
    used_at        TIMESTAMPTZ NOT NULL
);
CREATE INDEX discount_code_uses_by_phone ON discount_code_uses (code, phone);

-- +goose Down
DROP TABLE discount_code_uses;
DROP TABLE discount_codes;
