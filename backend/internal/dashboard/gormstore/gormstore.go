// Package gormstore computes the dashboard's figures in SQLite or
// PostgreSQL. It only reads, and it reads other modules' tables (orders,
// order_items, products): a report that joins them in the database is a few
// milliseconds, where asking each module for its rows would be thousands of
// rows through Go (docs/decisions/130). The tables and columns it names are
// all in this file; its tests run the real migrations, so a change there
// that breaks a query fails here.
package gormstore

import (
	"context"
	"fmt"
	"time"

	"gorm.io/gorm"

	"dhoni/internal/dashboard"
	"dhoni/internal/platform/money"
)

// Store implements dashboard.Store.
type Store struct{ db *gorm.DB }

// New returns the store on db.
func New(db *gorm.DB) *Store { return &Store{db: db} }

var _ dashboard.Store = (*Store)(nil)

// dialect holds the few expressions that differ between the databases.
type dialect struct {
	// day is an order's date in Maldives time (UTC+5), as YYYY-MM-DD.
	day string
	// stock lists a product's stock entries as rows (key, value).
	stock string
	// monthLines is the lines (i) of the orders placed since ? and not
	// cancelled: FROM and WHERE. SQLite reads the month's orders first,
	// then their lines (a join lets it read every line to group them by
	// product); PostgreSQL, given the same, hashes every line of a million
	// orders (280 ms), so each order's lines are read from the index, in a
	// LATERAL that OFFSET 0 keeps from being flattened back (50-60 ms).
	monthLines string
}

var (
	sqlite = dialect{
		day:   `strftime('%Y-%m-%d', o.created_at, '+5 hours')`,
		stock: `json_each(p.stock) AS s`,
		monthLines: `order_items i
		WHERE i.order_number IN (SELECT o.order_number FROM orders o WHERE o.created_at >= ? AND o.status <> 'cancelled')`,
	}
	postgres = dialect{
		day:   `to_char(o.created_at AT TIME ZONE 'UTC' + INTERVAL '5 hours', 'YYYY-MM-DD')`,
		stock: `jsonb_each_text(p.stock::jsonb) AS s`,
		monthLines: `orders o CROSS JOIN LATERAL (SELECT product_id, title, quantity, price_laari
			FROM order_items WHERE order_items.order_number = o.order_number OFFSET 0) AS i
		WHERE o.created_at >= ? AND o.status <> 'cancelled'`,
	}
)

func (s *Store) dialect() dialect {
	if s.db.Dialector.Name() == "postgres" {
		return postgres
	}
	return sqlite
}

type totalsRow struct {
	Date                             string
	Orders, Cancelled                int
	Revenue, Paid, Unpaid, COD, Bank int64
	Online, Discounts                int64
	DiscountOrders                   int
}

func (r totalsRow) totals() dashboard.Totals {
	return dashboard.Totals{
		Orders: r.Orders, Cancelled: r.Cancelled, Revenue: money.Laari(r.Revenue),
		Paid: money.Laari(r.Paid), Unpaid: money.Laari(r.Unpaid), COD: money.Laari(r.COD), Bank: money.Laari(r.Bank),
		Online: money.Laari(r.Online), Discounts: money.Laari(r.Discounts), DiscountOrders: r.DiscountOrders,
	}
}

// lowStock is the variants with threshold or fewer left, the fewest first,
// then by title, variant and product, MaxLowStock at most. The products come
// from their least stock's index (catalog migration 00006, decision 251) in
// its order, the fewest left, then the title: the rows with n left are
// variants of products whose least is n or fewer, so the first MaxLowStock
// products in that order, and those of the same least and title as the last
// of them, hold every row of the list. The first query reads the index
// alone to know how many that is; the second walks it that far (a LIMIT,
// so that PostgreSQL walks the index rather than reading every product).
// Reading every product's stock took 68 ms of CPU with 50,000 products on
// SQLite.
func (s *Store) lowStock(db *gorm.DB, threshold int) ([]lowRow, error) {
	var first []struct {
		LeastStock int
		Title      string
	}
	err := db.Raw(`SELECT least_stock, title FROM products WHERE least_stock <= ?
		ORDER BY least_stock, title LIMIT ?`, threshold, lowStockRead).Scan(&first).Error
	if err != nil {
		return nil, fmt.Errorf("dashboard low stock: %w", err)
	}
	products := len(first)
	if products > dashboard.MaxLowStock {
		products = dashboard.MaxLowStock
		for products < len(first) && first[products] == first[dashboard.MaxLowStock-1] {
			products++
		}
	}
	limit := "LIMIT " + fmt.Sprint(products)
	if products == lowStockRead {
		limit = "" // more of one title than were read: all of them
	}
	var low []lowRow
	err = db.Raw(`SELECT p.id, p.title, p.sku, p.shop_type, s.key AS key, CAST(s.value AS INTEGER) AS "left"
		FROM (SELECT id, title, sku, shop_type, stock FROM products WHERE least_stock <= ?
			ORDER BY least_stock, title `+limit+`) p, `+s.dialect().stock+`
		WHERE CAST(s.value AS INTEGER) <= ?
		ORDER BY 6, p.title, s.key, p.id LIMIT ?`, threshold, threshold, dashboard.MaxLowStock).Scan(&low).Error
	if err != nil {
		return nil, fmt.Errorf("dashboard low stock: %w", err)
	}
	return low, nil
}

// lowStockRead is how many products' least stock and title lowStock reads
// first: the list's, and room for those of the same title as its last.
const lowStockRead = 2 * dashboard.MaxLowStock

// lowRow is a variant of the low-stock list.
type lowRow struct {
	ID, Title, SKU, ShopType, Key string
	Left                          int
}

// Figures implements dashboard.Store: four queries, each an index range or
// a scan of one month of orders.
func (s *Store) Figures(ctx context.Context, q dashboard.Query) (dashboard.Figures, error) {
	db := s.db.WithContext(ctx)
	d := s.dialect()
	since := q.Since.UTC()
	var f dashboard.Figures

	var days []totalsRow
	// Revenue leaves cancelled orders out; they are still counted as placed.
	// Discounts follow the revenue: a cancelled order's discount was never given.
	err := db.Raw(`SELECT `+d.day+` AS date,
			COUNT(*) AS orders,
			SUM(CASE WHEN o.status = 'cancelled' THEN 1 ELSE 0 END) AS cancelled,
			SUM(CASE WHEN o.status <> 'cancelled' THEN o.total_laari ELSE 0 END) AS revenue,
			SUM(CASE WHEN o.status <> 'cancelled' AND o.payment_status = 'paid' THEN o.total_laari ELSE 0 END) AS paid,
			SUM(CASE WHEN o.status <> 'cancelled' AND o.payment_status = 'unpaid' THEN o.total_laari ELSE 0 END) AS unpaid,
			SUM(CASE WHEN o.status <> 'cancelled' AND o.payment_method = 'COD' THEN o.total_laari ELSE 0 END) AS cod,
			SUM(CASE WHEN o.status <> 'cancelled' AND o.payment_method = 'BANK' THEN o.total_laari ELSE 0 END) AS bank,
			SUM(CASE WHEN o.status <> 'cancelled' AND o.payment_method = 'ONLINE' THEN o.total_laari ELSE 0 END) AS online,
			SUM(CASE WHEN o.status <> 'cancelled' THEN o.discount_laari ELSE 0 END) AS discounts,
			SUM(CASE WHEN o.status <> 'cancelled' AND o.discount_code <> '' THEN 1 ELSE 0 END) AS discount_orders
		FROM orders o
		WHERE o.created_at >= ?
		GROUP BY 1 ORDER BY 1`, since).Scan(&days).Error
	if err != nil {
		return f, fmt.Errorf("dashboard days: %w", err)
	}
	for _, r := range days {
		f.Days = append(f.Days, dashboard.Day{Date: r.Date, Totals: r.totals()})
	}

	// Waiting: pending orders, and bank transfers not yet marked paid (not
	// cancelled), oldest first: the one waiting longest comes first.
	const waiting = `FROM orders o WHERE o.status = 'pending'
		OR (o.payment_method = 'BANK' AND o.payment_status = 'unpaid' AND o.status <> 'cancelled')`
	var count int64
	if err := db.Raw(`SELECT COUNT(*) ` + waiting).Scan(&count).Error; err != nil {
		return f, fmt.Errorf("dashboard waiting count: %w", err)
	}
	f.WaitingCount = int(count)
	var wait []struct {
		OrderNumber, CustomerName, PaymentMethod, PaymentStatus, Status string
		TotalLaari                                                      int64
		DiscountCode                                                    string
		HasSlip                                                         bool
		CreatedAt                                                       time.Time
	}
	err = db.Raw(`SELECT o.order_number, o.customer_name, o.total_laari, o.payment_method, o.payment_status,
			o.status, o.transfer_slip IS NOT NULL AS has_slip, o.discount_code, o.created_at `+waiting+`
		ORDER BY o.created_at, o.order_number LIMIT ?`, dashboard.MaxWaiting).Scan(&wait).Error
	if err != nil {
		return f, fmt.Errorf("dashboard waiting: %w", err)
	}
	for _, w := range wait {
		f.Waiting = append(f.Waiting, dashboard.Waiting{
			Number: w.OrderNumber, Customer: w.CustomerName, Total: money.Laari(w.TotalLaari),
			PaymentMethod: w.PaymentMethod, PaymentStatus: w.PaymentStatus, Status: w.Status,
			HasSlip: w.HasSlip, DiscountCode: w.DiscountCode, CreatedAt: w.CreatedAt.UTC(),
		})
	}

	low, err := s.lowStock(db, q.Threshold)
	if err != nil {
		return f, err
	}
	for _, l := range low {
		f.LowStock = append(f.LowStock, dashboard.LowStock{
			ProductID: l.ID, Title: l.Title, SKU: l.SKU, ShopType: l.ShopType, Variant: l.Key, Left: l.Left,
		})
	}

	// The month's orders first, then their lines (dialect.monthLines).
	var best []struct {
		ProductID, Title string
		Units            int
		Revenue          int64
	}
	err = db.Raw(`SELECT i.product_id, MAX(i.title) AS title, SUM(i.quantity) AS units,
			SUM(i.quantity * i.price_laari) AS revenue
		FROM `+d.monthLines+`
		GROUP BY i.product_id ORDER BY 3 DESC, 4 DESC, 1 LIMIT ?`, since, dashboard.MaxBestSellers).Scan(&best).Error
	if err != nil {
		return f, fmt.Errorf("dashboard best sellers: %w", err)
	}
	for _, b := range best {
		f.BestSellers = append(f.BestSellers, dashboard.BestSeller{
			ProductID: b.ProductID, Title: b.Title, Units: b.Units, Revenue: money.Laari(b.Revenue),
		})
	}
	return f, nil
}
