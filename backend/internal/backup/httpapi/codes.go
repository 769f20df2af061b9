package httpapi

import "dhoni/internal/platform/fault"

func init() {
	fault.Register(
		fault.Message{Code: "backup_running", Text: "A backup is running already."},
		fault.Message{Code: "backup_on_postgres", Text: "On PostgreSQL backups are the operator's job (pg_dump, see docs/operations.md)."},
	)
}
