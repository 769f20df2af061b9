// Package gormstore keeps the admin's stored password and sessions in the
// database, for package auth (its CredentialStore and SessionStore).
package gormstore

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"time"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"

	"dhoni/internal/platform/auth"
)

// Migrations is the auth schema, for database.Migrations("auth",
// Migrations, "migrations").
//
//go:embed migrations/sqlite/*.sql migrations/postgres/*.sql
var Migrations embed.FS

// Store is the admin_credentials and admin_sessions tables.
type Store struct{ db *gorm.DB }

// New returns the store on db.
func New(db *gorm.DB) *Store { return &Store{db: db} }

var (
	_ auth.CredentialStore = (*Store)(nil)
	_ auth.SessionStore    = (*Store)(nil)
)

type credentialRow struct {
	ID           int `gorm:"primaryKey"`
	PasswordHash string
	CreatedAt    time.Time
	UpdatedAt    time.Time
	// ChangedAt is when the owner set this password in the admin; nil for a
	// generated one.
	ChangedAt *time.Time
}

func (credentialRow) TableName() string { return "admin_credentials" }

type sessionRow struct {
	ID         string `gorm:"primaryKey"`
	CreatedAt  time.Time
	ExpiresAt  time.Time
	LastSeenAt time.Time
}

func (sessionRow) TableName() string { return "admin_sessions" }

func (r sessionRow) session() auth.Session {
	return auth.Session{ID: r.ID, CreatedAt: r.CreatedAt.UTC(), ExpiresAt: r.ExpiresAt.UTC(), LastSeenAt: r.LastSeenAt.UTC()}
}

// Stored implements auth.CredentialStore.
func (s *Store) Stored(ctx context.Context) (auth.StoredPassword, bool, error) {
	var row credentialRow
	err := s.db.WithContext(ctx).Take(&row, 1).Error
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return auth.StoredPassword{}, false, nil
	}
	if err != nil {
		return auth.StoredPassword{}, false, fmt.Errorf("read admin credentials: %w", err)
	}
	return auth.StoredPassword{Hash: row.PasswordHash, ChangedInAdmin: row.ChangedAt != nil}, true, nil
}

// StoreGenerated implements auth.CredentialStore.
func (s *Store) StoreGenerated(ctx context.Context, hash string, at time.Time) (bool, error) {
	row := credentialRow{ID: 1, PasswordHash: hash, CreatedAt: at, UpdatedAt: at}
	res := s.db.WithContext(ctx).Clauses(clause.OnConflict{DoNothing: true}).Create(&row)
	if res.Error != nil {
		return false, fmt.Errorf("store admin credentials: %w", res.Error)
	}
	return res.RowsAffected > 0, nil
}

// Change implements auth.CredentialStore.
func (s *Store) Change(ctx context.Context, hash string, at time.Time, keep string) error {
	row := credentialRow{ID: 1, PasswordHash: hash, CreatedAt: at, UpdatedAt: at, ChangedAt: &at}
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		err := tx.Clauses(clause.OnConflict{
			Columns:   []clause.Column{{Name: "id"}},
			DoUpdates: clause.AssignmentColumns([]string{"password_hash", "updated_at", "changed_at"}),
		}).Create(&row).Error
		if err != nil {
			return fmt.Errorf("store the new admin password: %w", err)
		}
		if err := tx.Where("id <> ?", keep).Delete(&sessionRow{}).Error; err != nil {
			return fmt.Errorf("sign out the other sessions: %w", err)
		}
		return nil
	})
}

// Reset implements auth.CredentialStore.
func (s *Store) Reset(ctx context.Context, generated string, at time.Time) (cleared bool, signedOut int64, err error) {
	err = s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		res := tx.Where("id = 1 AND changed_at IS NOT NULL").Delete(&credentialRow{})
		if res.Error != nil {
			return fmt.Errorf("clear the admin password: %w", res.Error)
		}
		cleared = res.RowsAffected > 0
		res = tx.Where("1 = 1").Delete(&sessionRow{})
		if res.Error != nil {
			return fmt.Errorf("sign out every session: %w", res.Error)
		}
		signedOut = res.RowsAffected
		if generated == "" {
			return nil
		}
		row := credentialRow{ID: 1, PasswordHash: generated, CreatedAt: at, UpdatedAt: at}
		err := tx.Clauses(clause.OnConflict{
			Columns:   []clause.Column{{Name: "id"}},
			DoUpdates: clause.AssignmentColumns([]string{"password_hash", "created_at", "updated_at", "changed_at"}),
		}).Create(&row).Error
		if err != nil {
			return fmt.Errorf("store admin credentials: %w", err)
		}
		return nil
	})
	if err != nil {
		return false, 0, err
	}
	return cleared, signedOut, nil
}

// Add implements auth.SessionStore.
func (s *Store) Add(ctx context.Context, session auth.Session) error {
	row := sessionRow(session)
	return wrap("store session", s.db.WithContext(ctx).Create(&row).Error)
}

// Find implements auth.SessionStore.
func (s *Store) Find(ctx context.Context, id string) (auth.Session, error) {
	var row sessionRow
	switch err := s.db.WithContext(ctx).Take(&row, "id = ?", id).Error; {
	case errors.Is(err, gorm.ErrRecordNotFound):
		return auth.Session{}, auth.ErrNoSession
	case err != nil:
		return auth.Session{}, wrap("read session", err)
	}
	return row.session(), nil
}

// Seen implements auth.SessionStore.
func (s *Store) Seen(ctx context.Context, id string, at time.Time) error {
	return wrap("record session activity", s.db.WithContext(ctx).Model(&sessionRow{}).Where("id = ?", id).Update("last_seen_at", at).Error)
}

// Remove implements auth.SessionStore.
func (s *Store) Remove(ctx context.Context, id string) error {
	return wrap("delete session", s.db.WithContext(ctx).Delete(&sessionRow{}, "id = ?", id).Error)
}

// RemoveExpired implements auth.SessionStore.
func (s *Store) RemoveExpired(ctx context.Context, now time.Time) (int64, error) {
	res := s.db.WithContext(ctx).Where("expires_at <= ?", now).Delete(&sessionRow{})
	return res.RowsAffected, wrap("delete expired sessions", res.Error)
}

// wrap says what failed, or is nil when nothing did.
func wrap(what string, err error) error {
	if err == nil {
		return nil
	}
	return fmt.Errorf("%s: %w", what, err)
}
