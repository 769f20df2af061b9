// Package auth holds the admin's credentials, the admin sessions and the
// sign-in routes. There is no built-in password: it comes from the
// configuration, or one is generated on first start, printed once, and only its
// bcrypt hash is kept. The owner may change it in the admin area; that one
// then wins until `dhoni reset-password` clears it. A session is a random
// token in an HttpOnly cookie whose SHA-256 is kept in the database; failed
// sign-ins are rate-limited per client.
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

// MaxPasswordBytes is bcrypt's limit: it ignores anything past 72 bytes, so a
// longer password would be only partly checked.
const MaxPasswordBytes = 72

// PasswordSource says where the admin password hash came from.
type PasswordSource string

const (
	FromConfiguredHash     PasswordSource = "DHONI_ADMIN_PASSWORD_HASH"
	FromConfiguredPassword PasswordSource = "DHONI_ADMIN_PASSWORD"
	FromDatabase           PasswordSource = "database"
	Generated              PasswordSource = "generated"
	// ChangedInAdmin is a password the owner set in the admin area
	// (PUT /api/auth/password); it wins over the configured one until
	// `dhoni reset-password` clears it (docs/decisions/048).
	ChangedInAdmin PasswordSource = "changed in the admin"
)

// ErrNoPassword is a database whose admin password was reset while nothing
// is configured: the next start generates one.
var ErrNoPassword = errors.New("no admin password: configure DHONI_ADMIN_PASSWORD(_HASH) or restart to generate one")

// Credentials is the admin's password. The configured one (if any) is
// resolved once at start; the database is read at every check, so a password
// changed in the admin, or cleared by `dhoni reset-password`, takes effect on
// every replica at once.
type Credentials struct {
	db *gorm.DB
	// configured is the hash from DHONI_ADMIN_PASSWORD_HASH or of
	// DHONI_ADMIN_PASSWORD; nil when neither is set.
	configured []byte
	source     PasswordSource
}

// Source tells where the hash came from when the server started.
func (c *Credentials) Source() PasswordSource { return c.source }

// Matches reports whether password is the admin password now.
func (c *Credentials) Matches(ctx context.Context, password string) (bool, error) {
	hash, err := c.current(ctx)
	if errors.Is(err, ErrNoPassword) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	return bcrypt.CompareHashAndPassword(hash, []byte(password)) == nil, nil
}

// current is the hash in force: one changed in the admin, else the
// configured one, else the generated one kept in the database.
func (c *Credentials) current(ctx context.Context) ([]byte, error) {
	row, found, err := storedCredential(ctx, c.db)
	switch {
	case err != nil:
		return nil, err
	case found && row.ChangedAt != nil:
		return []byte(row.PasswordHash), nil
	case c.configured != nil:
		return c.configured, nil
	case found:
		return []byte(row.PasswordHash), nil
	}
	return nil, ErrNoPassword
}

// Change makes password the admin password, in place of the configured or
// generated one, and signs out every session but keep (the session that
// asked for the change), in one transaction.
func (c *Credentials) Change(ctx context.Context, password, keep string) error {
	hash, err := HashPassword(password)
	if err != nil {
		return err
	}
	now := time.Now().UTC().Truncate(time.Microsecond)
	row := credentialRow{ID: 1, PasswordHash: hash, CreatedAt: now, UpdatedAt: now, ChangedAt: &now}
	return c.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
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

type credentialRow struct {
	ID           int `gorm:"primaryKey"`
	PasswordHash string
	CreatedAt    time.Time
	UpdatedAt    time.Time
	// ChangedAt is when the owner set this password in the admin; nil for a
	// generated one, which yields to a configured password.
	ChangedAt *time.Time
}

func (credentialRow) TableName() string { return "admin_credentials" }

func storedCredential(ctx context.Context, db *gorm.DB) (credentialRow, bool, error) {
	var row credentialRow
	err := db.WithContext(ctx).Take(&row, 1).Error
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return credentialRow{}, false, nil
	}
	if err != nil {
		return credentialRow{}, false, fmt.Errorf("read admin credentials: %w", err)
	}
	return row, true, nil
}

// HashPassword returns a bcrypt hash of password.
func HashPassword(password string) (string, error) {
	if password == "" {
		return "", errors.New("password must not be empty")
	}
	if len(password) > MaxPasswordBytes {
		return "", fmt.Errorf("password must be at most %d bytes", MaxPasswordBytes)
	}
	h, err := bcrypt.GenerateFromPassword([]byte(password), BcryptCost)
	if err != nil {
		return "", fmt.Errorf("hash password: %w", err)
	}
	return string(h), nil
}

// configuredHash is the hash the configuration gives, or nil.
func configuredHash(cfg config.Config) ([]byte, PasswordSource, error) {
	switch {
	case cfg.AdminPasswordHash != "":
		if _, err := bcrypt.Cost([]byte(cfg.AdminPasswordHash)); err != nil {
			return nil, "", errors.New("DHONI_ADMIN_PASSWORD_HASH is not a bcrypt hash (make one with: dhoni hash-password)")
		}
		return []byte(cfg.AdminPasswordHash), FromConfiguredHash, nil
	case cfg.AdminPassword != "":
		h, err := HashPassword(cfg.AdminPassword)
		if err != nil {
			return nil, "", fmt.Errorf("DHONI_ADMIN_PASSWORD: %w", err)
		}
		return []byte(h), FromConfiguredPassword, nil
	}
	return nil, "", nil
}

// LoadCredentials resolves the admin password: one changed in the admin,
// else a configured hash, else a configured plain password, else the stored
// generated hash, else a new random password that is logged once and stored
// only as its hash.
func LoadCredentials(ctx context.Context, cfg config.Config, db *gorm.DB, log *zap.Logger) (*Credentials, error) {
	configured, source, err := configuredHash(cfg)
	if err != nil {
		return nil, err
	}
	row, found, err := storedCredential(ctx, db)
	switch {
	case err != nil:
		return nil, err
	case found && row.ChangedAt != nil:
		log.Info("admin password: the one changed in the admin area is used " +
			"(dhoni reset-password goes back to the configured one)")
		return &Credentials{db: db, configured: configured, source: ChangedInAdmin}, nil
	case configured != nil:
		return &Credentials{db: db, configured: configured, source: source}, nil
	case found:
		return &Credentials{db: db, source: FromDatabase}, nil
	}
	password, err := storeGenerated(ctx, db, false)
	if err != nil {
		return nil, err
	}
	if password == "" {
		// Another replica starting at the same moment stored its own.
		return &Credentials{db: db, source: FromDatabase}, nil
	}
	log.Warn("generated admin password; it is shown only this once, only its hash is kept. "+
		"Set DHONI_ADMIN_PASSWORD_HASH to choose your own.", zap.String("password", password))
	return &Credentials{db: db, source: Generated}, nil
}

// storeGenerated makes a random password and keeps its hash as the generated
// one. Unless replace, a row already there wins (two replicas starting
// together) and the password is "".
func storeGenerated(ctx context.Context, db *gorm.DB, replace bool) (string, error) {
	password, err := randomPassword(20)
	if err != nil {
		return "", err
	}
	h, err := HashPassword(password)
	if err != nil {
		return "", err
	}
	now := time.Now().UTC().Truncate(time.Microsecond)
	row := credentialRow{ID: 1, PasswordHash: h, CreatedAt: now, UpdatedAt: now}
	conflict := clause.OnConflict{DoNothing: true}
	if replace {
		conflict = clause.OnConflict{
			Columns:   []clause.Column{{Name: "id"}},
			DoUpdates: clause.AssignmentColumns([]string{"password_hash", "created_at", "updated_at", "changed_at"}),
		}
	}
	res := db.WithContext(ctx).Clauses(conflict).Create(&row)
	if res.Error != nil {
		return "", fmt.Errorf("store admin credentials: %w", res.Error)
	}
	if res.RowsAffected == 0 {
		return "", nil
	}
	return password, nil
}

// ResetResult is what `dhoni reset-password` did.
type ResetResult struct {
	// Cleared is true when a password changed in the admin was removed.
	Cleared bool
	// Configured names the configured password that applies now ("" when none).
	Configured PasswordSource
	// Generated is a new password, made because none is configured: shown
	// once, only its hash is kept.
	Generated string
	// SignedOut counts the sessions ended.
	SignedOut int64
}

// ResetPassword is the way back for an owner who forgot the password: it
// clears a password changed in the admin, so the configured one applies
// again, and signs every session out. With no password configured it stores
// a new generated one and returns it (the old generated one may be what was
// forgotten). Running servers follow at their next sign-in check.
func ResetPassword(ctx context.Context, cfg config.Config, db *gorm.DB) (ResetResult, error) {
	configured, source, err := configuredHash(cfg)
	if err != nil {
		return ResetResult{}, err
	}
	var out ResetResult
	err = db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		res := tx.Where("id = 1 AND changed_at IS NOT NULL").Delete(&credentialRow{})
		if res.Error != nil {
			return fmt.Errorf("clear the admin password: %w", res.Error)
		}
		out.Cleared = res.RowsAffected > 0
		res = tx.Where("1 = 1").Delete(&sessionRow{})
		if res.Error != nil {
			return fmt.Errorf("sign out every session: %w", res.Error)
		}
		out.SignedOut = res.RowsAffected
		if configured != nil {
			out.Configured = source
			return nil
		}
		out.Generated, err = storeGenerated(ctx, tx, true)
		return err
	})
	if err != nil {
		return ResetResult{}, err
	}
	return out, nil
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
