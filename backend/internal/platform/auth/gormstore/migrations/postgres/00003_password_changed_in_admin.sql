-- +goose Up
-- When the owner changed the password in the admin area. A row with it set
-- holds that password, which wins over DHONI_ADMIN_PASSWORD(_HASH) until
-- `dhoni reset-password` removes it; a row without it holds a generated
-- password, used only while none is configured (docs/decisions/048).
ALTER TABLE admin_credentials ADD COLUMN changed_at TIMESTAMPTZ;

-- +goose Down
ALTER TABLE admin_credentials DROP COLUMN changed_at;
