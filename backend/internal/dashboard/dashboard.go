// Package dashboard is the admin's landing page: what happened today, in the
// last 7 and the last 30 days (Maldives time), what waits for the owner, what
// is running out and what sells best. The figures are computed by the
// database in a few aggregate queries (gormstore), on SQLite and PostgreSQL
// alike; this package fixes the periods and the shape.
package dashboard

import (
	"context"
	"time"

	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/money"
)

// Maldives is the shop's time zone: UTC+5 all year (no daylight saving), so
// a fixed zone needs no time zone database on either side.
var Maldives = time.FixedZone("MVT", 5*60*60)

// Days is how far back the dashboard looks (its longest period and chart).
const Days = 30

// Limits on the lists, so the page stays short and the query cheap.
const (
	MaxWaiting     = 20
	MaxLowStock    = 50
	MaxBestSellers = 5
)

// Totals are the orders of a period: how many were placed, how many of them
// were cancelled, and the revenue of the rest, split by payment status and
// by method, with the discounts codes took off them.
type Totals struct {
	Orders, Cancelled int
	Revenue           money.Laari
	Paid, Unpaid      money.Laari
	COD, Bank         money.Laari
	// Online is paid through the bank's page (decision 204).
	Online money.Laari
	// Discounts is what discount codes took off the orders not cancelled
	// (decision 213); DiscountOrders is how many of them used a code.
	Discounts      money.Laari
	DiscountOrders int
}

func (t *Totals) add(o Totals) {
	t.Orders += o.Orders
	t.Cancelled += o.Cancelled
	t.Revenue += o.Revenue
	t.Paid += o.Paid
	t.Unpaid += o.Unpaid
	t.COD += o.COD
	t.Bank += o.Bank
	t.Online += o.Online
	t.Discounts += o.Discounts
	t.DiscountOrders += o.DiscountOrders
}

// Day is one day of the chart: its date in Maldives time ("2026-11-23") and
// its totals.
type Day struct {
	Date string
	Totals
}

// Waiting is an order that needs the owner: still pending, or a bank
// transfer not yet marked paid.
type Waiting struct {
	Number, Customer string
	Total            money.Laari
	PaymentMethod    string
	PaymentStatus    string
	Status           string
	// HasSlip: the customer uploaded a transfer slip.
	HasSlip bool
	// DiscountCode is the code the order used, or empty.
	DiscountCode string
	CreatedAt    time.Time
}

// LowStock is a variant with the threshold's count or fewer left.
type LowStock struct {
	ProductID, Title, SKU, ShopType string
	// Variant is the stock key ("Black:M", "M" or "default").
	Variant string
	Left    int
}

// BestSeller is a product by units sold in the last 30 days (cancelled
// orders left out).
type BestSeller struct {
	ProductID, Title string
	Units            int
	Revenue          money.Laari
}

// Query is what the store is asked for: days from Since (the start of a
// Maldives day, as an instant) on.
type Query struct {
	Since     time.Time
	Threshold int
}

// Figures are what the store computes.
type Figures struct {
	Days         []Day // only days with orders, oldest first
	Waiting      []Waiting
	WaitingCount int
	LowStock     []LowStock
	BestSellers  []BestSeller
}

// Store computes the figures in the database.
type Store interface {
	Figures(ctx context.Context, q Query) (Figures, error)
}

// Thresholds reads the low-stock threshold (the settings).
type Thresholds interface {
	LowStockThreshold(ctx context.Context) (int, error)
}

// Summary is the dashboard.
type Summary struct {
	// Date is today's date in Maldives time.
	Date               string
	Today, Week, Month Totals
	Chart              []Day // every one of the 30 days, oldest first
	Waiting            []Waiting
	WaitingCount       int
	LowStock           []LowStock
	LowStockThreshold  int
	BestSellers        []BestSeller
}

// Service builds the dashboard.
type Service struct {
	store      Store
	thresholds Thresholds
	clock      clock.Clock
}

// NewService returns the service.
func NewService(store Store, thresholds Thresholds, clk clock.Clock) *Service {
	return &Service{store: store, thresholds: thresholds, clock: clk}
}

// Summary computes the dashboard as of now.
func (s *Service) Summary(ctx context.Context) (Summary, error) {
	threshold, err := s.thresholds.LowStockThreshold(ctx)
	if err != nil {
		return Summary{}, err
	}
	now := s.clock.Now().In(Maldives)
	today := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, Maldives)
	first := today.AddDate(0, 0, -(Days - 1))
	f, err := s.store.Figures(ctx, Query{Since: first.UTC(), Threshold: threshold})
	if err != nil {
		return Summary{}, err
	}
	byDate := make(map[string]Totals, len(f.Days))
	for _, d := range f.Days {
		byDate[d.Date] = d.Totals
	}
	sum := Summary{
		Date: today.Format(time.DateOnly), Waiting: f.Waiting, WaitingCount: f.WaitingCount,
		LowStock: f.LowStock, LowStockThreshold: threshold, BestSellers: f.BestSellers,
		Chart: make([]Day, Days),
	}
	for i := range Days {
		day := first.AddDate(0, 0, i)
		d := Day{Date: day.Format(time.DateOnly), Totals: byDate[day.Format(time.DateOnly)]}
		sum.Chart[i] = d
		sum.Month.add(d.Totals)
		if i >= Days-7 {
			sum.Week.add(d.Totals)
		}
		if i == Days-1 {
			sum.Today = d.Totals
		}
	}
	return sum, nil
}
