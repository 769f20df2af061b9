package main

import (
	"context"
	"database/sql"
	"fmt"
	"strings"

	"dhoni/internal/platform/database"
)

// The large shop's orders: placing a million orders through the service
// would take hours, so the bench places a thousand (every rule of the
// server holds for them) and copies them inside the database, one
// INSERT … SELECT per table for a batch of copies, with what must differ
// changed: the number, the time, the status, the phone. The copy reads the
// tables' columns from the database, so a later migration's column is
// copied too.

// orderTables are the orders module's tables keyed by order number, the
// orders first (the others refer to it).
var orderTables = []string{"orders", "order_items", "order_status_history", "order_events"}

// statuses are the copies' statuses, in the shares a shop a few years old
// has: most delivered, a few open.
var statuses = []string{"delivered", "delivered", "delivered", "delivered", "delivered", "delivered",
	"shipped", "cancelled", "processing", "pending"}

// copiesPerBatch is how many copies of every order one statement writes.
const copiesPerBatch = 25

// historySeconds is the span the copies' times are spread over: about
// three years, each copy older than the one before.
const historySeconds = 3 * 365 * 24 * 60 * 60

// dialectSQL is what differs between the databases in the copy.
type dialectSQL struct {
	// number is the k-th copy's order number: four digits before the time
	// part keep it a valid order number (RB-{6..12}-{4}).
	number func(col string) string
	// phone is the phone with its last four digits the copy's.
	phone func(col string) string
	// shift moves a time back by seconds (an integer expression).
	shift func(col, seconds string) string
}

var copySQL = map[database.Dialect]dialectSQL{
	database.Postgres: {
		number: func(col string) string { return "'RB-' || lpad(c.k::text, 4, '0') || substr(" + col + ", 4)" },
		phone: func(col string) string {
			return "substr(" + col + ", 1, length(" + col + ") - 4) || lpad((c.k % 10000)::text, 4, '0')"
		},
		shift: func(col, seconds string) string { return col + " - (" + seconds + ") * interval '1 second'" },
	},
	// SQLite keeps a time as the driver wrote it, "2006-01-02 15:04:05" and
	// then the fraction and the zone: the copy moves the first nineteen
	// characters back and keeps the rest as it was, so the copies sort and
	// compare with the originals and read back as times.
	database.SQLite: {
		number: func(col string) string { return "'RB-' || printf('%04d', c.k) || substr(" + col + ", 4)" },
		phone: func(col string) string {
			return "substr(" + col + ", 1, length(" + col + ") - 4) || printf('%04d', c.k % 10000)"
		},
		shift: func(col, seconds string) string {
			return "strftime('%Y-%m-%d %H:%M:%S', substr(" + col + ", 1, 19), '-' || (" + seconds + ") || ' seconds') || substr(" + col + ", 20)"
		},
	},
}

// multiplyOrders copies the shop's orders until it holds want of them.
func multiplyOrders(ctx context.Context, db *database.DB, want int) error {
	sqlDB, err := db.DB.DB()
	if err != nil {
		return err
	}
	dialect, ok := copySQL[db.Dialect]
	if !ok {
		return fmt.Errorf("no copy for %s", db.Dialect)
	}
	// One connection: the templates and the copies' numbers are temporary
	// tables, seen by it alone and dropped with it.
	conn, err := sqlDB.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	var templates int
	if err := conn.QueryRowContext(ctx, "SELECT COUNT(*) FROM orders").Scan(&templates); err != nil {
		return err
	}
	if templates == 0 {
		return fmt.Errorf("no orders to copy")
	}
	copies := (want - templates + templates - 1) / templates
	if copies <= 0 {
		return nil
	}
	if err := prepareCopies(ctx, conn, copies); err != nil {
		return err
	}
	var inserts []string
	for _, name := range orderTables {
		cols, err := columnsOf(ctx, conn, name)
		if err != nil {
			return fmt.Errorf("read %s: %w", name, err)
		}
		inserts = append(inserts, copyStatement(name, cols, copies, dialect))
	}
	for from := 1; from <= copies; from += copiesPerBatch {
		to := min(from+copiesPerBatch-1, copies)
		if err := copyBatch(ctx, conn, inserts, from, to); err != nil {
			return fmt.Errorf("copies %d to %d: %w", from, to, err)
		}
		fmt.Printf("bench: %d of %d orders\n", (to+1)*templates, (copies+1)*templates)
	}
	for _, t := range []string{"bench_templates", "bench_copies"} {
		if _, err := conn.ExecContext(ctx, "DROP TABLE "+t); err != nil {
			return err
		}
	}
	if db.Dialect != database.Postgres {
		return nil
	}
	// PostgreSQL's autovacuum would get to the new rows in time, as it does
	// in a shop that grew over years; the bench does not wait for it.
	for _, name := range orderTables {
		if _, err := conn.ExecContext(ctx, "VACUUM ANALYZE "+name); err != nil {
			return fmt.Errorf("vacuum %s: %w", name, err)
		}
	}
	return nil
}

// prepareCopies makes the two temporary tables the copy joins: the
// orders as they are now, numbered (the copies' statuses and payments
// take turns by it), and the copies' numbers 1..copies.
func prepareCopies(ctx context.Context, conn *sql.Conn, copies int) error {
	for _, q := range []string{
		"CREATE TEMPORARY TABLE bench_templates AS SELECT order_number, " +
			"row_number() OVER (ORDER BY created_at, order_number) - 1 AS n FROM orders",
		"CREATE TEMPORARY TABLE bench_copies (k INTEGER PRIMARY KEY)",
		fmt.Sprintf("INSERT INTO bench_copies (k) WITH RECURSIVE s(k) AS "+
			"(SELECT 1 UNION ALL SELECT k + 1 FROM s WHERE k < %d) SELECT k FROM s", copies),
	} {
		if _, err := conn.ExecContext(ctx, q); err != nil {
			return fmt.Errorf("prepare the copies: %w", err)
		}
	}
	return nil
}

// columnsOf is a table's columns as the database has them, without the
// generated id of the events.
func columnsOf(ctx context.Context, conn *sql.Conn, name string) ([]string, error) {
	rows, err := conn.QueryContext(ctx, "SELECT * FROM "+name+" WHERE 1 = 0")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	cols, err := rows.Columns()
	if err != nil {
		return nil, err
	}
	if name == "order_events" {
		cols = without(cols, "id")
	}
	return cols, rows.Err()
}

func without(cols []string, name string) []string {
	var out []string
	for _, c := range cols {
		if c != name {
			out = append(out, c)
		}
	}
	return out
}

// copyStatement is the INSERT … SELECT that writes copies of a table's
// rows, every template row joined with every copy's number; copyBatch
// adds which copies.
func copyStatement(name string, cols []string, copies int, d dialectSQL) string {
	seconds := fmt.Sprintf("c.k * %d", historySeconds/(copies+1))
	exprs := make([]string, len(cols))
	for i, col := range cols {
		exprs[i] = changed(name, col, "t."+col, seconds, d)
	}
	return fmt.Sprintf("INSERT INTO %s (%s) SELECT %s FROM %s t JOIN bench_templates b ON b.order_number = t.order_number "+
		"CROSS JOIN bench_copies c",
		name, strings.Join(cols, ", "), strings.Join(exprs, ", "), name)
}

// changed is a column's expression in the k-th copy (c.k), b.n being the
// order's place among the templates.
func changed(tableName, column, v, seconds string, d dialectSQL) string {
	if tableName != "orders" && column != "order_number" && column != "at" {
		return v
	}
	switch column {
	case "order_number":
		return d.number(v)
	case "created_at", "updated_at", "at":
		return d.shift(v, seconds)
	case "status":
		var b strings.Builder
		b.WriteString("CASE (c.k + b.n) % " + fmt.Sprint(len(statuses)))
		for i, s := range statuses {
			fmt.Fprintf(&b, " WHEN %d THEN '%s'", i, s)
		}
		b.WriteString(" END")
		return b.String()
	case "payment_status":
		return "CASE WHEN (c.k + b.n) % 3 <> 0 THEN 'paid' ELSE " + v + " END"
	case "customer_phone":
		// Many customers: the copy's number in the phone's last four digits.
		return d.phone(v)
	case "transfer_slip", "client_number":
		return "NULL"
	}
	return v
}

// copyBatch writes copies from..to of every table in one transaction.
func copyBatch(ctx context.Context, conn *sql.Conn, inserts []string, from, to int) error {
	tx, err := conn.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	for _, q := range inserts {
		if _, err := tx.ExecContext(ctx, q+fmt.Sprintf(" WHERE c.k BETWEEN %d AND %d", from, to)); err != nil {
			_ = tx.Rollback()
			return err
		}
	}
	return tx.Commit()
}
