-- The admin's search for text anywhere in an order's number, name or phone
-- (decision 247): an FTS5 index of the three by trigrams, so a term of
-- three characters or more reads the orders whose text holds its trigrams
-- instead of every order. The index keeps its own copy of the three and
-- is found by order number, not by the orders' rowid (which is not an
-- INTEGER PRIMARY KEY, and which a rebuild of the table would change).
-- The triggers keep it: an order's insert, a change of one of the three,
-- its delete (found through the index itself, by its number's trigrams).
--
-- And the dashboard's month read from indexes alone: its days (each
-- order's time, status, payment and amounts), its best sellers (the
-- month's order numbers, then their lines' product, quantity, price and
-- title), and the count of waiting orders (the partial index holds what
-- its condition reads, or the planner scans the month's wider index).

-- +goose Up
CREATE INDEX orders_days ON orders (created_at, status, payment_status, payment_method, total_laari, discount_laari, discount_code, order_number);
CREATE INDEX order_items_sold ON order_items (order_number, product_id, quantity, price_laari, title);
DROP INDEX orders_waiting;
CREATE INDEX orders_waiting ON orders (created_at, order_number, status, payment_method, payment_status)
    WHERE status = 'pending' OR (payment_method = 'BANK' AND payment_status = 'unpaid' AND status <> 'cancelled');

CREATE VIRTUAL TABLE orders_search USING fts5(order_number, customer_name, customer_phone, tokenize = 'trigram');
INSERT INTO orders_search (order_number, customer_name, customer_phone)
    SELECT order_number, customer_name, customer_phone FROM orders;

-- +goose StatementBegin
CREATE TRIGGER orders_search_insert AFTER INSERT ON orders BEGIN
    INSERT INTO orders_search (order_number, customer_name, customer_phone)
        VALUES (new.order_number, new.customer_name, new.customer_phone);
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER orders_search_update AFTER UPDATE OF order_number, customer_name, customer_phone ON orders
    WHEN old.order_number IS NOT new.order_number OR old.customer_name IS NOT new.customer_name
        OR old.customer_phone IS NOT new.customer_phone
BEGIN
    DELETE FROM orders_search
        WHERE orders_search MATCH 'order_number : "' || replace(old.order_number, '"', '""') || '"'
          AND order_number = old.order_number;
    INSERT INTO orders_search (order_number, customer_name, customer_phone)
        VALUES (new.order_number, new.customer_name, new.customer_phone);
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER orders_search_delete AFTER DELETE ON orders BEGIN
    DELETE FROM orders_search
        WHERE orders_search MATCH 'order_number : "' || replace(old.order_number, '"', '""') || '"'
          AND order_number = old.order_number;
END;
-- +goose StatementEnd

-- +goose Down
DROP INDEX orders_waiting;
CREATE INDEX orders_waiting ON orders (created_at, order_number)
    WHERE status = 'pending' OR (payment_method = 'BANK' AND payment_status = 'unpaid' AND status <> 'cancelled');
DROP INDEX order_items_sold;
DROP INDEX orders_days;
DROP TRIGGER orders_search_delete;
DROP TRIGGER orders_search_update;
DROP TRIGGER orders_search_insert;
DROP TABLE orders_search;
