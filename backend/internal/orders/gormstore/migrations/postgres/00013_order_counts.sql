-- The orders list's counts kept as the orders change (decision 259):
-- counting a million orders took PostgreSQL 70 ms, the first page's
-- whole time. Each statement that inserts, changes or deletes orders adds
-- a row of what it changed to each status's count; nothing is updated in
-- place, so two checkouts never wait for each other here, nor a
-- cancellation that returns stock for a checkout that took it. The store
-- sums the rows, and folds them into one a status when they are many.

-- +goose Up
CREATE TABLE order_counts (
    status TEXT NOT NULL,
    orders BIGINT NOT NULL
);

-- +goose StatementBegin
CREATE FUNCTION order_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        INSERT INTO order_counts (status, orders) SELECT status, count(*) FROM new_rows GROUP BY status;
    ELSIF TG_OP = 'DELETE' THEN
        INSERT INTO order_counts (status, orders) SELECT status, -count(*) FROM old_rows GROUP BY status;
    ELSE
        INSERT INTO order_counts (status, orders)
            SELECT status, sum(n) FROM (
                SELECT status, 1 FROM new_rows UNION ALL SELECT status, -1 FROM old_rows
            ) AS changed (status, n)
            GROUP BY status HAVING sum(n) <> 0;
    END IF;
    RETURN NULL;
END
$$;
-- +goose StatementEnd

CREATE TRIGGER order_counts_insert AFTER INSERT ON orders
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_counts_keep();
CREATE TRIGGER order_counts_update AFTER UPDATE ON orders
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_counts_keep();
CREATE TRIGGER order_counts_delete AFTER DELETE ON orders
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_counts_keep();

-- After the triggers, in the same transaction: no order is missed or
-- counted twice.
INSERT INTO order_counts (status, orders) SELECT status, count(*) FROM orders GROUP BY status;

-- +goose Down
DROP TRIGGER order_counts_delete ON orders;
DROP TRIGGER order_counts_update ON orders;
DROP TRIGGER order_counts_insert ON orders;
DROP FUNCTION order_counts_keep();
DROP TABLE order_counts;
