// Package auth holds the admin's credentials, the admin sessions and the
// sign-in routes. There is no built-in password: it comes from the
// configuration, or one is generated on first start, printed once, and only its
// bcrypt hash is kept. A session is a random token in an HttpOnly cookie whose
// SHA-256 is kept in the database; failed sign-ins are rate-limited per client.
package auth

import (
	"context"
	"crypto/rand"
	"embed"
	"errors"
	"fmt"
	"math/big"
	"time"

	"go.uber.org/zap"
	"golang.org/x/crypto/bcrypt"
	"gorm.io/gorm"
	"gorm.io/gorm/clause"

	"dhoni/internal/platform/config"
)

//go:embed migrations/sqlite/*.sql migrations/postgres/*.sql
var migrations embed.FS

// BcryptCost is the work factor for new hashes.
const BcryptCost = 12

// PasswordSource says where the admin password hash came from.
type PasswordSource string

const (
	FromConfiguredHash     PasswordSource = "DHONI_ADMIN_PASSWORD_HASH"
	FromConfiguredPassword PasswordSource = "DHONI_ADMIN_PASSWORD"
	FromDatabase           PasswordSource = "database"
	Generated              PasswordSource = "generated"
)

// Credentials is the admin's password hash, resolved once at start.
type Credentials struct {
	hash   []byte
	source PasswordSource
}

// Source tells where the hash came from.
func (c *Credentials) Source() PasswordSource { return c.source }

// Matches reports whether password is the admin password.
func (c *Credentials) Matches(password string) bool {
	return bcrypt.CompareHashAndPassword(c.hash, []byte(password)) == nil
}

type credentialRow struct {
	ID           int `gorm:"primaryKey"`
	PasswordHash string
	CreatedAt    time.Time
	UpdatedAt    time.Time
}

func (credentialRow) TableName() string { return "admin_credentials" }

// HashPassword returns a bcrypt hash of password.
func HashPassword(password string) (string, error) {
	if password == "" {
		return "", errors.New("password must not be empty")
	}
	h, err := bcrypt.GenerateFromPassword([]byte(password), BcryptCost)
	if err != nil {
		return "", fmt.Errorf("hash password: %w", err)
	}
	return string(h), nil
}

// LoadCredentials resolves the admin password: a configured hash, else a
// configured plain password, else the stored hash, else a new random password
// that is logged once and stored only as its hash.
func LoadCredentials(ctx context.Context, cfg config.Config, db *gorm.DB, log *zap.Logger) (*Credentials, error) {
	switch {
	case cfg.AdminPasswordHash != "":
		if _, err := bcrypt.Cost([]byte(cfg.AdminPasswordHash)); err != nil {
			return nil, errors.New("DHONI_ADMIN_PASSWORD_HASH is not a bcrypt hash (make one with: dhoni hash-password)")
		}
		return &Credentials{hash: []byte(cfg.AdminPasswordHash), source: FromConfiguredHash}, nil
	case cfg.AdminPassword != "":
		h, err := HashPassword(cfg.AdminPassword)
		if err != nil {
			return nil, err
		}
		return &Credentials{hash: []byte(h), source: FromConfiguredPassword}, nil
	}

	var row credentialRow
	err := db.WithContext(ctx).First(&row, 1).Error
	if err == nil {
		return &Credentials{hash: []byte(row.PasswordHash), source: FromDatabase}, nil
	}
	if !errors.Is(err, gorm.ErrRecordNotFound) {
		return nil, fmt.Errorf("read admin credentials: %w", err)
	}

	password, err := randomPassword(20)
	if err != nil {
		return nil, err
	}
	h, err := HashPassword(password)
	if err != nil {
		return nil, err
	}
	now := time.Now().UTC()
	row = credentialRow{ID: 1, PasswordHash: h, CreatedAt: now, UpdatedAt: now}
	// Two replicas starting together: one row wins, the other reads it back.
	res := db.WithContext(ctx).Clauses(clause.OnConflict{DoNothing: true}).Create(&row)
	if res.Error != nil {
		return nil, fmt.Errorf("store admin credentials: %w", res.Error)
	}
	if res.RowsAffected == 0 {
		if err := db.WithContext(ctx).First(&row, 1).Error; err != nil {
			return nil, fmt.Errorf("read admin credentials: %w", err)
		}
		return &Credentials{hash: []byte(row.PasswordHash), source: FromDatabase}, nil
	}
	log.Warn("generated admin password; it is shown only this once, only its hash is kept. "+
		"Set DHONI_ADMIN_PASSWORD_HASH to choose your own.", zap.String("password", password))
	return &Credentials{hash: []byte(h), source: Generated}, nil
}

// randomPassword makes a password from an alphabet without look-alike characters.
func randomPassword(n int) (string, error) {
	const alphabet = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"
	out := make([]byte, n)
	max := big.NewInt(int64(len(alphabet)))
	for i := range out {
		k, err := rand.Int(rand.Reader, max)
		if err != nil {
			return "", fmt.Errorf("generate password: %w", err)
		}
		out[i] = alphabet[k.Int64()]
	}
	return string(out), nil
}

// MigrationsFS exposes the module's migrations to tests of other packages.
func MigrationsFS() embed.FS { return migrations }
