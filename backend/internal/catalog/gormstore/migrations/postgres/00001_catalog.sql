-- The catalog: categories (two levels), products, and the small tables the
-- listing filters on. Sizes and colours are kept twice on purpose: as JSON on
-- the product (its shape, in the owner's order) and as one row per value in
-- product_sizes / product_colors, which the filters query with plain
-- IN (...) on both SQLite and PostgreSQL (docs/decisions/102).

-- +goose Up
CREATE TABLE categories (
    id         TEXT PRIMARY KEY,
    name       TEXT COLLATE "C" NOT NULL,
    slug       TEXT COLLATE "C" NOT NULL UNIQUE,
    image_url  TEXT NOT NULL DEFAULT '',
    parent_id  TEXT REFERENCES categories (id) ON DELETE RESTRICT,
    shop_type  TEXT NOT NULL CHECK (shop_type IN ('clothing', 'accessories')),
    position   INTEGER NOT NULL DEFAULT 0,
    created_at TIMESTAMPTZ NOT NULL,
    updated_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX categories_parent ON categories (parent_id);
CREATE INDEX categories_order ON categories (position, name);

CREATE TABLE products (
    id                TEXT PRIMARY KEY,
    title             TEXT NOT NULL,
    slug              TEXT NOT NULL UNIQUE,
    sku               TEXT NOT NULL UNIQUE,
    description       TEXT NOT NULL,
    price_laari       BIGINT NOT NULL CHECK (price_laari >= 0),
    images            TEXT NOT NULL DEFAULT '[]',
    category_id       TEXT NOT NULL REFERENCES categories (id) ON DELETE RESTRICT,
    shop_type         TEXT NOT NULL CHECK (shop_type IN ('clothing', 'accessories')),
    tags              TEXT NOT NULL DEFAULT '[]',
    stock             TEXT NOT NULL DEFAULT '{}',
    colors            TEXT NOT NULL DEFAULT '[]',
    sizes             TEXT NOT NULL DEFAULT '[]',
    is_featured       BOOLEAN NOT NULL DEFAULT FALSE,
    brand             TEXT NOT NULL DEFAULT '',
    model             TEXT NOT NULL DEFAULT '',
    specifications    TEXT NOT NULL DEFAULT '',
    warranty          TEXT NOT NULL DEFAULT '',
    care_instructions TEXT NOT NULL DEFAULT '',
    delivery_notes    TEXT NOT NULL DEFAULT '',
    -- lower(title, sku, description) and lower(title), computed by the
    -- server so that case folding is the same on both databases.
    search_text       TEXT NOT NULL DEFAULT '',
    sort_title        TEXT COLLATE "C" NOT NULL DEFAULT '',
    created_at        TIMESTAMPTZ NOT NULL,
    updated_at        TIMESTAMPTZ NOT NULL
);
CREATE INDEX products_newest ON products (shop_type, created_at DESC, id DESC);
CREATE INDEX products_category ON products (category_id);
CREATE INDEX products_price ON products (shop_type, price_laari);
CREATE INDEX products_name ON products (shop_type, sort_title);

CREATE TABLE product_sizes (
    product_id TEXT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    size       TEXT NOT NULL,
    PRIMARY KEY (product_id, size)
);
CREATE INDEX product_sizes_size ON product_sizes (size, product_id);

CREATE TABLE product_colors (
    product_id TEXT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    -- the colour's name in lower case
    color_key  TEXT NOT NULL,
    PRIMARY KEY (product_id, color_key)
);
CREATE INDEX product_colors_key ON product_colors (color_key, product_id);

-- One row once the first start has dealt with the sample data, so that it is
-- never added again (not after a restart, not after the owner emptied the shop).
CREATE TABLE catalog_sample_data (
    id        INTEGER PRIMARY KEY CHECK (id = 1),
    seeded    BOOLEAN NOT NULL,
    marked_at TIMESTAMPTZ NOT NULL
);

-- +goose Down
DROP TABLE catalog_sample_data;
DROP TABLE product_colors;
DROP TABLE product_sizes;
DROP TABLE products;
DROP TABLE categories;
