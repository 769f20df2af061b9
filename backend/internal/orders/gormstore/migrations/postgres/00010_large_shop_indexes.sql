-- Indexes for a shop with a million orders (decision 243): the admin's
-- search finds text anywhere in the number, the name or the phone through
-- trigram indexes; an exact phone through its own index; the status filter
-- pages in the list's order; the dashboard's waiting orders, few among
-- many, have a partial index of their own (its condition is the
-- dashboard's, word for word, so the planner can use it).

-- +goose Up
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX orders_number_trgm ON orders USING gin (LOWER(order_number) gin_trgm_ops);
CREATE INDEX orders_name_trgm ON orders USING gin (LOWER(customer_name) gin_trgm_ops);
CREATE INDEX orders_phone_trgm ON orders USING gin (customer_phone gin_trgm_ops);
CREATE INDEX orders_phone ON orders (customer_phone);
DROP INDEX orders_status;
CREATE INDEX orders_status ON orders (status, created_at DESC, order_number DESC);
CREATE INDEX orders_waiting ON orders (created_at, order_number)
    WHERE status = 'pending' OR (payment_method = 'BANK' AND payment_status = 'unpaid' AND status <> 'cancelled');

-- +goose Down
DROP INDEX orders_waiting;
DROP INDEX orders_status;
CREATE INDEX orders_status ON orders (status, created_at DESC);
DROP INDEX orders_phone;
DROP INDEX orders_phone_trgm;
DROP INDEX orders_name_trgm;
DROP INDEX orders_number_trgm;
