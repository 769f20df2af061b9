-- Indexes for a shop with a million orders (decision 243): an exact phone
-- through its own index; the status filter pages in the list's order; the
-- dashboard's waiting orders, few among many, have a partial index of
-- their own (its condition is the dashboard's, word for word, so the
-- planner can use it). A search for text inside a number or a name still
-- reads every order here (see the decision).

-- +goose Up
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
