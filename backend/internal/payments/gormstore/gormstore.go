// Package gormstore keeps online payments in SQLite or PostgreSQL.
package gormstore

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"time"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"

	"dhoni/internal/payments"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/money"
)

// Migrations is the payments schema, for wiring.Module("payments", ...).
//
//go:embed migrations/sqlite/*.sql migrations/postgres/*.sql
var Migrations embed.FS

type settingsRow struct {
	ID            int       `gorm:"column:id;primaryKey;autoIncrement:false"`
	Enabled       bool      `gorm:"column:enabled"`
	ApplicationID string    `gorm:"column:application_id"`
	APIKey        string    `gorm:"column:api_key"`
	Environment   string    `gorm:"column:environment"`
	HoldMinutes   int       `gorm:"column:hold_minutes"`
	UpdatedAt     time.Time `gorm:"column:updated_at;autoUpdateTime:false"`
}

func (settingsRow) TableName() string { return "payment_settings" }

type awaitedRow struct {
	OrderNumber string    `gorm:"column:order_number;primaryKey"`
	PlacedAt    time.Time `gorm:"column:placed_at"`
	Settled     bool      `gorm:"column:settled"`
}

func (awaitedRow) TableName() string { return "payment_orders" }

type transactionRow struct {
	ID          string    `gorm:"column:transaction_id;primaryKey"`
	OrderNumber string    `gorm:"column:order_number"`
	Amount      int64     `gorm:"column:amount_laari"`
	Currency    string    `gorm:"column:currency"`
	State       string    `gorm:"column:state"`
	URL         string    `gorm:"column:url"`
	Outcome     string    `gorm:"column:outcome"`
	CreatedAt   time.Time `gorm:"column:created_at;autoCreateTime:false"`
	UpdatedAt   time.Time `gorm:"column:updated_at;autoUpdateTime:false"`
}

func (transactionRow) TableName() string { return "payment_transactions" }

func (r transactionRow) toDomain() payments.Transaction {
	return payments.Transaction{
		ID: r.ID, OrderNumber: r.OrderNumber, Amount: money.Laari(r.Amount), Currency: r.Currency,
		State: payments.State(r.State), URL: r.URL, Outcome: payments.Outcome(r.Outcome),
		CreatedAt: r.CreatedAt.UTC(), UpdatedAt: r.UpdatedAt.UTC(),
	}
}

// Store implements payments.Store.
type Store struct{ db *gorm.DB }

var _ payments.Store = (*Store)(nil)

// New returns the store on db (already migrated).
func New(db *gorm.DB) *Store { return &Store{db: db} }

// Settings implements payments.Store.
func (s *Store) Settings(ctx context.Context) (payments.Settings, error) {
	var row settingsRow
	err := database.Conn(ctx, s.db).Where("id = 1").Take(&row).Error
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return payments.DefaultSettings(), nil
	}
	if err != nil {
		return payments.Settings{}, fmt.Errorf("read payment settings: %w", err)
	}
	return payments.Settings{
		Enabled: row.Enabled, ApplicationID: row.ApplicationID, APIKey: row.APIKey,
		Environment: payments.Environment(row.Environment), HoldMinutes: row.HoldMinutes,
	}, nil
}

// SaveSettings implements payments.Store.
func (s *Store) SaveSettings(ctx context.Context, p payments.Settings) error {
	row := settingsRow{ID: 1, Enabled: p.Enabled, ApplicationID: p.ApplicationID, APIKey: p.APIKey,
		Environment: string(p.Environment), HoldMinutes: p.HoldMinutes, UpdatedAt: time.Now().UTC()}
	err := database.Conn(ctx, s.db).Clauses(clause.OnConflict{UpdateAll: true}).Create(&row).Error
	if err != nil {
		return fmt.Errorf("save payment settings: %w", err)
	}
	return nil
}

// Await implements payments.Store; the same order again changes nothing.
func (s *Store) Await(ctx context.Context, a payments.Awaited) error {
	err := database.Conn(ctx, s.db).Clauses(clause.OnConflict{DoNothing: true}).
		Create(&awaitedRow{OrderNumber: a.OrderNumber, PlacedAt: a.PlacedAt.UTC()}).Error
	if err != nil {
		return fmt.Errorf("await the payment of %s: %w", a.OrderNumber, err)
	}
	return nil
}

// Overdue implements payments.Store.
func (s *Store) Overdue(ctx context.Context, before time.Time, limit int) ([]payments.Awaited, error) {
	var rows []awaitedRow
	err := database.Conn(ctx, s.db).Where("settled = ? AND placed_at < ?", false, before.UTC()).
		Order("placed_at, order_number").Limit(limit).Find(&rows).Error
	if err != nil {
		return nil, fmt.Errorf("read overdue payments: %w", err)
	}
	out := make([]payments.Awaited, len(rows))
	for i, r := range rows {
		out[i] = payments.Awaited{OrderNumber: r.OrderNumber, PlacedAt: r.PlacedAt.UTC()}
	}
	return out, nil
}

// Settle implements payments.Store.
func (s *Store) Settle(ctx context.Context, number string) error {
	err := database.Conn(ctx, s.db).Model(&awaitedRow{}).Where("order_number = ?", number).
		Update("settled", true).Error
	if err != nil {
		return fmt.Errorf("settle the payment of %s: %w", number, err)
	}
	return nil
}

// AddTransaction implements payments.Store.
func (s *Store) AddTransaction(ctx context.Context, t payments.Transaction) error {
	row := transactionRow{ID: t.ID, OrderNumber: t.OrderNumber, Amount: int64(t.Amount), Currency: t.Currency,
		State: string(t.State), URL: t.URL, Outcome: string(t.Outcome), CreatedAt: t.CreatedAt.UTC(), UpdatedAt: t.UpdatedAt.UTC()}
	if err := database.Conn(ctx, s.db).Create(&row).Error; err != nil {
		return fmt.Errorf("keep transaction %s: %w", t.ID, err)
	}
	return nil
}

// Transaction implements payments.Store.
func (s *Store) Transaction(ctx context.Context, id string) (payments.Transaction, error) {
	var row transactionRow
	err := database.Conn(ctx, s.db).Where("transaction_id = ?", id).Take(&row).Error
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return payments.Transaction{}, payments.ErrUnknownTransaction
	}
	if err != nil {
		return payments.Transaction{}, fmt.Errorf("read transaction %s: %w", id, err)
	}
	return row.toDomain(), nil
}

// Transactions implements payments.Store.
func (s *Store) Transactions(ctx context.Context, number string) ([]payments.Transaction, error) {
	var rows []transactionRow
	err := database.Conn(ctx, s.db).Where("order_number = ?", number).Order("created_at, transaction_id").Find(&rows).Error
	if err != nil {
		return nil, fmt.Errorf("read the transactions of %s: %w", number, err)
	}
	out := make([]payments.Transaction, len(rows))
	for i, r := range rows {
		out[i] = r.toDomain()
	}
	return out, nil
}

// SetState implements payments.Store.
func (s *Store) SetState(ctx context.Context, id string, st payments.State, at time.Time) error {
	err := database.Conn(ctx, s.db).Model(&transactionRow{}).Where("transaction_id = ?", id).
		Updates(map[string]any{"state": string(st), "updated_at": at.UTC()}).Error
	if err != nil {
		return fmt.Errorf("record the state of %s: %w", id, err)
	}
	return nil
}

// Count implements payments.Store: Paid is set only where no outcome is,
// so of two calls at once (a webhook and the customer's return) one wins;
// Refund may follow Paid in the same transaction.
func (s *Store) Count(ctx context.Context, id string, o payments.Outcome, at time.Time) (bool, error) {
	from := string(payments.NotCounted)
	if o == payments.Refund {
		from = string(payments.Paid)
	}
	res := database.Conn(ctx, s.db).Model(&transactionRow{}).Where("transaction_id = ? AND outcome = ?", id, from).
		Updates(map[string]any{"outcome": string(o), "updated_at": at.UTC()})
	if res.Error != nil {
		return false, fmt.Errorf("count transaction %s: %w", id, res.Error)
	}
	return res.RowsAffected == 1, nil
}
