// Package gormstore keeps the notification outbox in SQLite or PostgreSQL.
package gormstore

import (
	"cmp"
	"context"
	"embed"
	"fmt"
	"slices"
	"strings"
	"time"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"

	"dhoni/internal/notify"
	"dhoni/internal/platform/database"
)

// Migrations is the outbox schema, for database.Migrations("notify", ...).
//
//go:embed migrations/sqlite/*.sql migrations/postgres/*.sql
var Migrations embed.FS

type outboxRow struct {
	ID            int64      `gorm:"column:id;primaryKey"`
	OrderNumber   string     `gorm:"column:order_number"`
	Text          string     `gorm:"column:text"`
	State         string     `gorm:"column:state"`
	Attempts      int        `gorm:"column:attempts"`
	NextAttemptAt time.Time  `gorm:"column:next_attempt_at"`
	LeaseUntil    *time.Time `gorm:"column:lease_until"`
	LastError     string     `gorm:"column:last_error"`
	CreatedAt     time.Time  `gorm:"column:created_at;autoCreateTime:false"`
	FinishedAt    *time.Time `gorm:"column:finished_at"`
	Buttons       string     `gorm:"column:buttons"`
}

func (outboxRow) TableName() string { return "notify_outbox" }

type deliveryRow struct {
	OutboxID int64     `gorm:"column:outbox_id;primaryKey;autoIncrement:false"`
	ChatID   string    `gorm:"column:chat_id;primaryKey"`
	SentAt   time.Time `gorm:"column:sent_at"`
}

func (deliveryRow) TableName() string { return "notify_deliveries" }

// The stores, each on the database given to its constructor (already
// migrated).
var (
	_ notify.Outbox  = (*Outbox)(nil)
	_ notify.Updates = (*Updates)(nil)
)

// Outbox implements notify.Outbox.
type Outbox struct{ db *gorm.DB }

// New returns the outbox on db.
func New(db *gorm.DB) *Outbox { return &Outbox{db: db} }

// Updates implements notify.Updates: the Telegram updates already applied
// and the lease of the one server that polls.
type Updates struct{ db *gorm.DB }

// NewUpdates returns the store on db.
func NewUpdates(db *gorm.DB) *Updates { return &Updates{db: db} }

func utc(t time.Time) time.Time { return t.UTC().Truncate(time.Microsecond) }

// Add implements notify.Outbox, joining the caller's transaction.
func (o *Outbox) Add(ctx context.Context, m notify.Message) error {
	row := outboxRow{
		OrderNumber: m.OrderNumber, Text: m.Text, State: "pending",
		NextAttemptAt: utc(m.CreatedAt), CreatedAt: utc(m.CreatedAt), Buttons: strings.Join(m.Buttons, ","),
	}
	if err := database.Conn(ctx, o.db).Create(&row).Error; err != nil {
		return fmt.Errorf("add to the outbox: %w", err)
	}
	return nil
}

// Claim implements notify.Outbox. One statement marks the rows and returns
// them; on PostgreSQL the rows are picked FOR UPDATE SKIP LOCKED, so two
// servers claiming at once take different rows, and a row another server
// leased is skipped until its lease runs out (it crashed, say). SQLite
// serves one process, whose single worker claims alone.
func (o *Outbox) Claim(ctx context.Context, now time.Time, lease time.Duration, limit int) ([]notify.Message, error) {
	now = utc(now)
	until := utc(now.Add(lease))
	lock := ""
	if o.db.Dialector.Name() == "postgres" {
		lock = " FOR UPDATE SKIP LOCKED"
	}
	var rows []outboxRow
	err := o.db.WithContext(ctx).Raw(`UPDATE notify_outbox SET lease_until = ?
		WHERE id IN (SELECT id FROM notify_outbox
			WHERE state = 'pending' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?)
			ORDER BY id LIMIT ?`+lock+`)
		RETURNING id, order_number, text, state, attempts, next_attempt_at, lease_until, last_error, created_at, finished_at, buttons`,
		until, now, now, limit).Scan(&rows).Error
	if err != nil {
		return nil, fmt.Errorf("claim from the outbox: %w", err)
	}
	if len(rows) == 0 {
		return nil, nil
	}
	ids := database.Keys(rows, func(r outboxRow) int64 { return r.ID })
	deliveries, err := database.Children(o.db.WithContext(ctx), "outbox_id", ids, "", func(d deliveryRow) int64 { return d.OutboxID })
	if err != nil {
		return nil, fmt.Errorf("read deliveries: %w", err)
	}
	// RETURNING gives no order; oldest first.
	slices.SortFunc(rows, func(a, b outboxRow) int { return cmp.Compare(a.ID, b.ID) })
	out := make([]notify.Message, len(rows))
	for i, r := range rows {
		out[i] = notify.Message{
			ID: r.ID, OrderNumber: r.OrderNumber, Text: r.Text, CreatedAt: r.CreatedAt.UTC(),
			Attempts: r.Attempts, LeaseUntil: until, DeliveredTo: chats(deliveries[r.ID]),
		}
		if r.Buttons != "" {
			out[i].Buttons = strings.Split(r.Buttons, ",")
		}
	}
	return out, nil
}

// chats are the chats a message was delivered to (nil when none).
func chats(deliveries []deliveryRow) map[string]bool {
	if len(deliveries) == 0 {
		return nil
	}
	to := make(map[string]bool, len(deliveries))
	for _, d := range deliveries {
		to[d.ChatID] = true
	}
	return to
}

// Delivered implements notify.Outbox.
func (o *Outbox) Delivered(ctx context.Context, id int64, chatID string, at time.Time) error {
	row := deliveryRow{OutboxID: id, ChatID: chatID, SentAt: utc(at)}
	err := o.db.WithContext(ctx).Clauses(clause.OnConflict{DoNothing: true}).Create(&row).Error
	if err != nil {
		return fmt.Errorf("record delivery: %w", err)
	}
	return nil
}

// Finish implements notify.Outbox.
func (o *Outbox) Finish(ctx context.Context, id int64, outcome notify.Outcome, at time.Time, note string) error {
	err := o.db.WithContext(ctx).Model(&outboxRow{}).Where("id = ?", id).Updates(map[string]any{
		"state": string(outcome), "finished_at": utc(at), "lease_until": nil, "last_error": note,
	}).Error
	if err != nil {
		return fmt.Errorf("finish outbox message %d: %w", id, err)
	}
	return nil
}

// Retry implements notify.Outbox.
func (o *Outbox) Retry(ctx context.Context, id int64, next time.Time, attempts int, lastError string) error {
	err := o.db.WithContext(ctx).Model(&outboxRow{}).Where("id = ?", id).Updates(map[string]any{
		"next_attempt_at": utc(next), "attempts": attempts, "last_error": lastError, "lease_until": nil,
	}).Error
	if err != nil {
		return fmt.Errorf("reschedule outbox message %d: %w", id, err)
	}
	return nil
}
