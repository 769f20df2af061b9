-- The number a customer's browser made for an order it sent (an order kept
-- while offline), when the order had to take a number of the server's
-- because another customer's order holds it (decision 197). The customer
-- keeps the browser's number: tracking and a resend find the order by it
-- with the phone. NULL for every other order.

-- +goose Up
ALTER TABLE orders ADD COLUMN client_number TEXT COLLATE "C";
CREATE UNIQUE INDEX orders_client_number ON orders (client_number, customer_phone);

-- +goose Down
DROP INDEX orders_client_number;
ALTER TABLE orders DROP COLUMN client_number;
