-- The dashboard's month read from indexes alone (decision 247): its days
-- (each order's time, status, payment and amounts) and its best sellers
-- (the month's order numbers, then their lines' product, quantity, price
-- and title). The SQLite migration of this number also gives the admin's
-- search a trigram index, which PostgreSQL has had since 00010.

-- +goose Up
CREATE INDEX orders_days ON orders (created_at)
    INCLUDE (status, payment_status, payment_method, total_laari, discount_laari, discount_code, order_number);
CREATE INDEX order_items_sold ON order_items (order_number) INCLUDE (product_id, quantity, price_laari, title);

-- +goose Down
DROP INDEX order_items_sold;
DROP INDEX orders_days;
