package gormstore

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"dhoni/internal/orders"
	"dhoni/internal/platform/database"
)

// Export implements orders.Store: one query, orders joined to their
// lines in the list's order, read as it streams. Paged, each page of a
// million orders fetched its orders one by one from wherever they lay
// (PostgreSQL: 12 ms a page of 500, the export's whole time); the one
// query reads the tables through and sorts them (PostgreSQL: 5 s for the
// million). It holds its read for as long as each takes (the download).
//
// Its rows are scanned with database/sql, each column straight into its
// field: GORM's scan into a struct, by reflection for every column of
// every row, was a fifth of the export's time. And it reads only the
// columns the file holds (orders.Store.Export): each string read is one
// more for the collector, which was half the export's work with a large
// catalogue held (decision 257). The columns and the fields go together,
// in order.
func (s *Store) Export(ctx context.Context, each func(*orders.Order) error) error {
	db := database.Conn(ctx, s.db)
	created := "o.created_at"
	if db.Dialector.Name() == "sqlite" {
		// The time as its text, which timeText reads in one go (the
		// driver tries two layouts for each, making an error first).
		created = "CAST(o.created_at AS TEXT)"
	}
	// Straight to the connection, not through GORM: the first row may take
	// seconds (the sort), which is no slow query to warn of.
	rows, err := db.Statement.ConnPool.QueryContext(ctx, `SELECT o.order_number, o.customer_name, o.customer_phone, o.customer_email, o.atoll,
		o.island, o.street, o.directions, o.subtotal_laari, o.delivery_fee_laari, o.payment_method,
		o.payment_status, o.status, o.gst_registered, o.gst_tin, o.gst_rate_basis_points,
		o.gst_prices_include, o.discount_code, o.discount_laari, `+created+`, i.sku, i.color, i.quantity
		FROM orders o LEFT JOIN order_items i ON i.order_number = o.order_number
		ORDER BY o.created_at DESC, o.order_number DESC, i.position`)
	if err != nil {
		return fmt.Errorf("export orders: %w", err)
	}
	defer rows.Close()
	var (
		row        orderRow
		sku, color sql.NullString
		quantity   sql.NullInt64
		current    orderRow
		items      []itemRow
		lines      []orders.Item
		changes    []orders.StatusChange
		started    bool
	)
	fields := []any{&row.OrderNumber, &row.CustomerName, &row.CustomerPhone, &row.CustomerEmail, &row.Atoll,
		&row.Island, &row.Street, &row.Directions, &row.SubtotalLaari, &row.DeliveryFeeLaari, &row.PaymentMethod,
		&row.PaymentStatus, &row.Status, &row.GSTRegistered, &row.GSTTIN, &row.GSTRate,
		&row.GSTPricesInclude, &row.DiscountCode, &row.DiscountLaari, timeText{&row.CreatedAt}, &sku, &color, &quantity}
	// flush makes the order read so far and gives it to each; its lines
	// and history are copied by the order, so their memory is reused.
	flush := func() error {
		history := []historyRow{{Status: current.Status, At: current.CreatedAt}}
		rec := toRecord(current, items, history, lines[:0], changes[:0])
		lines, changes = rec.Items, rec.History
		o, err := orders.UnmarshalOrderFromDatabase(rec)
		if err != nil {
			return err
		}
		return each(o)
	}
	for rows.Next() {
		if err := rows.Scan(fields...); err != nil {
			return fmt.Errorf("export orders: %w", err)
		}
		if !started || row.OrderNumber != current.OrderNumber {
			if started {
				if err := flush(); err != nil {
					return err
				}
			}
			started, current, items = true, row, items[:0]
		}
		if sku.Valid {
			items = append(items, itemRow{SKU: sku.String, Color: color.String, Quantity: int(quantity.Int64)})
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("export orders: %w", err)
	}
	if !started {
		return nil
	}
	return flush()
}

// timeText scans a time given as one (PostgreSQL) or as SQLite's text of
// it, as the driver writes it.
type timeText struct{ t *time.Time }

// timeLayouts are the layouts the SQLite driver reads, the one it writes
// first.
var timeLayouts = []string{
	"2006-01-02 15:04:05.999999999-07:00", "2006-01-02T15:04:05.999999999-07:00",
	"2006-01-02 15:04:05.999999999", "2006-01-02T15:04:05.999999999", "2006-01-02 15:04:05Z",
}

func (s timeText) Scan(v any) error {
	switch v := v.(type) {
	case time.Time:
		*s.t = v
		return nil
	case string:
		for _, layout := range timeLayouts {
			if t, err := time.ParseInLocation(layout, v, time.UTC); err == nil {
				*s.t = t
				return nil
			}
		}
		return fmt.Errorf("read %q as a time", v)
	}
	return fmt.Errorf("scan %T as a time", v)
}
