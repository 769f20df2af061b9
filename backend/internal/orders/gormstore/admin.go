package gormstore

import (
	"context"
	"fmt"
	"strings"
	"time"

	"gorm.io/gorm"

	"dhoni/internal/orders"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/phone"
)

type eventRow struct {
	ID          int64     `gorm:"column:id;primaryKey"`
	OrderNumber string    `gorm:"column:order_number"`
	Who         string    `gorm:"column:who"`
	Field       string    `gorm:"column:field"`
	From        string    `gorm:"column:from_value"`
	To          string    `gorm:"column:to_value"`
	At          time.Time `gorm:"column:at"`
}

func (eventRow) TableName() string { return "order_events" }

// List implements orders.Store: one query for the page (on the created_at
// index), one for the count, and one each for the lines and the histories
// of the whole page. The count is skipped when f.After is set (the export
// does not need it).
func (s *Store) List(ctx context.Context, f orders.ListFilter) (orders.Page, error) {
	db := database.Conn(ctx, s.db)
	where := func() *gorm.DB { return database.Filtered(db, &orderRow{}, string(f.Status), f.Query, search) }
	var page orders.Page
	if f.After == nil {
		var n int64
		if err := where().Count(&n).Error; err != nil {
			return orders.Page{}, fmt.Errorf("count orders: %w", err)
		}
		page.Total = int(n)
	}
	q := where().Order("created_at DESC, order_number DESC").Limit(f.PerPage)
	if a := f.After; a != nil {
		at := a.CreatedAt.UTC()
		q = q.Where("created_at < ? OR (created_at = ? AND order_number < ?)", at, at, a.Number)
	} else {
		q = q.Offset((f.Page - 1) * f.PerPage)
	}
	var rows []orderRow
	if err := q.Find(&rows).Error; err != nil {
		return orders.Page{}, fmt.Errorf("list orders: %w", err)
	}
	numbers := database.Keys(rows, func(r orderRow) string { return r.OrderNumber })
	itemsOf, err := database.Children(db, "order_number", numbers, "order_number, position", func(it itemRow) string { return it.OrderNumber })
	if err != nil {
		return orders.Page{}, fmt.Errorf("list order items: %w", err)
	}
	historyOf, err := database.Children(db, "order_number", numbers, "order_number, position", func(h historyRow) string { return h.OrderNumber })
	if err != nil {
		return orders.Page{}, fmt.Errorf("list order histories: %w", err)
	}
	page.Orders = make([]*orders.Order, 0, len(rows))
	for _, r := range rows {
		o, err := toDomain(r, itemsOf[r.OrderNumber], historyOf[r.OrderNumber])
		if err != nil {
			return orders.Page{}, err
		}
		page.Orders = append(page.Orders, o)
	}
	return page, nil
}

// search matches text in the order number or the customer's name, any
// case, or the phone: exactly (normalised) when text is a phone number, else
// by its digits when it has at least three and nothing but phone-like
// characters.
func search(db *gorm.DB, text string) *gorm.DB {
	cond := database.ContainsAny(db, text, "order_number", "customer_name")
	if phone.Valid(text) {
		return cond.Or("customer_phone = ?", phone.Normalize(text))
	}
	if digits, ok := phoneDigits(text); ok {
		return cond.Or("customer_phone LIKE ?", "%"+digits+"%")
	}
	return cond
}

// phoneDigits returns the digits of s when s looks like part of a phone
// number: three digits or more, and only digits, spaces, "+" and "-".
func phoneDigits(s string) (string, bool) {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9':
			b.WriteRune(r)
		case r == ' ' || r == '+' || r == '-':
		default:
			return "", false
		}
	}
	return b.String(), b.Len() >= 3
}

// Events implements orders.Store.
func (s *Store) Events(ctx context.Context, number string) ([]orders.Event, error) {
	var rows []eventRow
	if err := database.Conn(ctx, s.db).Where("order_number = ?", number).Order("id").Find(&rows).Error; err != nil {
		return nil, fmt.Errorf("load events of %s: %w", number, err)
	}
	out := make([]orders.Event, len(rows))
	for i, r := range rows {
		out[i] = orders.Event{Who: r.Who, Field: r.Field, From: r.From, To: r.To, At: r.At.UTC()}
	}
	return out, nil
}

func insertEvents(tx *gorm.DB, number string, events []orders.Event) error {
	if len(events) == 0 {
		return nil
	}
	rows := make([]eventRow, len(events))
	for i, e := range events {
		rows[i] = eventRow{OrderNumber: number, Who: e.Who, Field: e.Field, From: e.From, To: e.To, At: e.At.UTC()}
	}
	return tx.Create(&rows).Error
}

// Delete implements orders.Store. The lines, history and events go with the
// order (ON DELETE CASCADE).
func (s *Store) Delete(ctx context.Context, number string) error {
	res := database.Conn(ctx, s.db).Where("order_number = ?", number).Delete(&orderRow{})
	if res.Error != nil {
		return fmt.Errorf("delete order %s: %w", number, res.Error)
	}
	if res.RowsAffected == 0 {
		return orders.ErrNotFound
	}
	s.committed(ctx)
	return nil
}

// OpenUnits implements orders.Store. Open orders are few beside the
// delivered ones, so the status index finds them.
func (s *Store) OpenUnits(ctx context.Context, customerPhone string) (int, error) {
	var n int64
	err := database.Conn(ctx, s.db).Raw(`SELECT COALESCE(SUM(i.quantity), 0) FROM orders o
		JOIN order_items i ON i.order_number = o.order_number
		WHERE o.status IN ? AND o.payment_status = ? AND o.customer_phone = ?`,
		[]string{string(orders.Pending), string(orders.Processing), string(orders.Shipped)},
		string(orders.Unpaid), customerPhone).Scan(&n).Error
	if err != nil {
		return 0, fmt.Errorf("count open units: %w", err)
	}
	return int(n), nil
}

// UnconfirmedCOD implements orders.Store. Pending orders are few beside the
// delivered ones, so the status index (status, created_at) finds them.
func (s *Store) UnconfirmedCOD(ctx context.Context, before time.Time, limit int) ([]string, error) {
	var numbers []string
	err := database.Conn(ctx, s.db).Model(&orderRow{}).
		Where("status = ? AND payment_method = ? AND payment_status = ? AND created_at < ?",
			string(orders.Pending), string(orders.CashOnDelivery), string(orders.Unpaid), before.UTC()).
		Order("created_at, order_number").Limit(limit).Pluck("order_number", &numbers).Error
	if err != nil {
		return nil, fmt.Errorf("find unconfirmed cash on delivery orders: %w", err)
	}
	return numbers, nil
}
