package main

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"

	"dhoni/internal/platform/database"
)

// The large shop's orders: placing a million orders through the service
// would take hours, so the bench places a thousand (every rule of the
// server holds for them) and copies them, rows as they are, with what must
// differ changed: the number, the time, the status, the phone. The copy
// reads the tables' columns from the database, so a later migration's
// column is copied too.

// orderTables are the orders module's tables keyed by order number, the
// orders first (the others refer to it).
var orderTables = []string{"orders", "order_items", "order_status_history", "order_events"}

// statuses are the copies' statuses, in the shares a shop a few years old
// has: most delivered, a few open.
var statuses = []string{"delivered", "delivered", "delivered", "delivered", "delivered", "delivered",
	"shipped", "cancelled", "processing", "pending"}

// copyOf is the number of the k-th copy of an order: four digits before the
// time part keep it a valid order number (RB-{6..12}-{4}).
func copyOf(number string, k int) string {
	return fmt.Sprintf("RB-%04d%s", k, strings.TrimPrefix(number, "RB-"))
}

type table struct {
	name    string
	columns []string
	rows    [][]any
}

// readTable reads every row of a table, without its generated id column.
func readTable(ctx context.Context, db *sql.DB, name string) (table, error) {
	rows, err := db.QueryContext(ctx, "SELECT * FROM "+name)
	if err != nil {
		return table{}, err
	}
	defer rows.Close()
	cols, err := rows.Columns()
	if err != nil {
		return table{}, err
	}
	t := table{name: name}
	skip := -1
	for i, c := range cols {
		if c == "id" && name == "order_events" {
			skip = i
			continue
		}
		t.columns = append(t.columns, c)
	}
	for rows.Next() {
		values := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range values {
			ptrs[i] = &values[i]
		}
		if err := rows.Scan(ptrs...); err != nil {
			return table{}, err
		}
		if skip >= 0 {
			values = append(values[:skip], values[skip+1:]...)
		}
		t.rows = append(t.rows, values)
	}
	return t, rows.Err()
}

// multiplyOrders copies the shop's orders until it holds want of them.
func multiplyOrders(ctx context.Context, db *database.DB, want int) error {
	sqlDB, err := db.DB.DB()
	if err != nil {
		return err
	}
	var tables []table
	for _, name := range orderTables {
		t, err := readTable(ctx, sqlDB, name)
		if err != nil {
			return fmt.Errorf("read %s: %w", name, err)
		}
		tables = append(tables, t)
	}
	templates := len(tables[0].rows)
	if templates == 0 {
		return fmt.Errorf("no orders to copy")
	}
	copies := (want - templates + templates - 1) / templates
	postgres := db.Dialect == database.Postgres
	for k := 1; k <= copies; k++ {
		// Each copy is older than the one before: the shop's history spreads
		// over about three years.
		shift := time.Duration(k) * 3 * 365 * 24 * time.Hour / time.Duration(copies+1)
		tx, err := sqlDB.BeginTx(ctx, nil)
		if err != nil {
			return err
		}
		for _, t := range tables {
			if err := insertCopies(ctx, tx, t, k, shift, postgres); err != nil {
				_ = tx.Rollback()
				return fmt.Errorf("copy %d of %s: %w", k, t.name, err)
			}
		}
		if err := tx.Commit(); err != nil {
			return err
		}
		if k%100 == 0 {
			fmt.Printf("bench: %d of %d orders\n", (k+1)*templates, copies*templates+templates)
		}
	}
	return nil
}

// insertCopies writes the k-th copy of a table's rows, a few hundred rows a statement.
func insertCopies(ctx context.Context, tx *sql.Tx, t table, k int, shift time.Duration, postgres bool) error {
	const maxParams = 30000
	per := max(1, maxParams/len(t.columns))
	for start := 0; start < len(t.rows); start += per {
		batch := t.rows[start:min(start+per, len(t.rows))]
		var b strings.Builder
		fmt.Fprintf(&b, "INSERT INTO %s (%s) VALUES ", t.name, strings.Join(t.columns, ", "))
		args := make([]any, 0, len(batch)*len(t.columns))
		for i, row := range batch {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteByte('(')
			for j, v := range row {
				if j > 0 {
					b.WriteString(", ")
				}
				args = append(args, changed(t.name, t.columns[j], v, k, start+i, shift))
				if postgres {
					fmt.Fprintf(&b, "$%d", len(args))
				} else {
					b.WriteByte('?')
				}
			}
			b.WriteByte(')')
		}
		if _, err := tx.ExecContext(ctx, b.String(), args...); err != nil {
			return err
		}
	}
	return nil
}

// changed is a column's value in the k-th copy.
func changed(tableName, column string, v any, k, row int, shift time.Duration) any {
	if tableName != "orders" && column != "order_number" && column != "at" {
		return v
	}
	switch column {
	case "order_number":
		return copyOf(text(v), k)
	case "created_at", "updated_at", "at":
		if at, ok := v.(time.Time); ok {
			return at.Add(-shift)
		}
	case "status":
		return statuses[(k+row)%len(statuses)]
	case "payment_status":
		if (k+row)%3 != 0 {
			return "paid"
		}
	case "customer_phone":
		// Seven digits, many customers: the phone's first three digits and the copy.
		p := text(v)
		return fmt.Sprintf("%s%04d", p[:min(3, len(p))], k%10000)
	case "transfer_slip", "client_number":
		return nil
	}
	return v
}

func text(v any) string {
	switch s := v.(type) {
	case string:
		return s
	case []byte:
		return string(s)
	}
	return fmt.Sprint(v)
}
