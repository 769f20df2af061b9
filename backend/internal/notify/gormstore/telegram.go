package gormstore

import (
	"context"
	"fmt"
	"time"

	"gorm.io/gorm/clause"

	"dhoni/internal/platform/database"
)

type appliedRow struct {
	UpdateID  int64     `gorm:"column:update_id;primaryKey;autoIncrement:false"`
	AppliedAt time.Time `gorm:"column:applied_at"`
}

func (appliedRow) TableName() string { return "notify_telegram_updates" }

// FirstTime implements notify.Updates, in the transaction ctx carries: the
// primary key lets one insert win, so an update delivered twice (two
// pollers, a webhook retry) is applied once.
func (u *Updates) FirstTime(ctx context.Context, updateID int64, at time.Time) (bool, error) {
	res := database.Conn(ctx, u.db).Clauses(clause.OnConflict{DoNothing: true}).
		Create(&appliedRow{UpdateID: updateID, AppliedAt: utc(at)})
	if res.Error != nil {
		return false, fmt.Errorf("record telegram update %d: %w", updateID, res.Error)
	}
	return res.RowsAffected == 1, nil
}

// HoldPoll implements notify.Updates: one UPDATE takes the lease when it is
// free, run out, or already the holder's, so on a shared database one
// server at a time polls.
func (u *Updates) HoldPoll(ctx context.Context, holder string, now time.Time, lease time.Duration) (int64, bool, error) {
	now = utc(now)
	res := u.db.WithContext(ctx).Exec(`UPDATE notify_telegram_poll SET holder = ?, lease_until = ?
		WHERE id = 1 AND (holder = ? OR holder = '' OR lease_until IS NULL OR lease_until <= ?)`,
		holder, utc(now.Add(lease)), holder, now)
	if res.Error != nil {
		return 0, false, fmt.Errorf("take the telegram poll lease: %w", res.Error)
	}
	if res.RowsAffected != 1 {
		return 0, false, nil
	}
	var offset int64
	if err := u.db.WithContext(ctx).Raw(`SELECT next_offset FROM notify_telegram_poll WHERE id = 1`).Scan(&offset).Error; err != nil {
		return 0, false, fmt.Errorf("read the telegram offset: %w", err)
	}
	return offset, true, nil
}

// Polled implements notify.Updates: the offset moves on while the holder
// still holds the lease.
func (u *Updates) Polled(ctx context.Context, holder string, offset int64) error {
	err := u.db.WithContext(ctx).Exec(`UPDATE notify_telegram_poll SET next_offset = ?
		WHERE id = 1 AND holder = ? AND next_offset < ?`, offset, holder, offset).Error
	if err != nil {
		return fmt.Errorf("record the telegram offset: %w", err)
	}
	return nil
}

// ReleasePoll implements notify.Updates.
func (u *Updates) ReleasePoll(ctx context.Context, holder string) error {
	err := u.db.WithContext(ctx).Exec(`UPDATE notify_telegram_poll SET holder = '', lease_until = NULL
		WHERE id = 1 AND holder = ?`, holder).Error
	if err != nil {
		return fmt.Errorf("release the telegram poll lease: %w", err)
	}
	return nil
}
