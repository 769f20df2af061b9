-- Orders may be paid online (payment method ONLINE, decision 204): the
-- method's CHECK is loosened; no stored row changes.

-- +goose Up
ALTER TABLE orders DROP CONSTRAINT orders_payment_method_check;
ALTER TABLE orders ADD CONSTRAINT orders_payment_method_check CHECK (payment_method IN ('COD', 'BANK', 'ONLINE'));

-- +goose Down
ALTER TABLE orders DROP CONSTRAINT orders_payment_method_check;
ALTER TABLE orders ADD CONSTRAINT orders_payment_method_check CHECK (payment_method IN ('COD', 'BANK'));
