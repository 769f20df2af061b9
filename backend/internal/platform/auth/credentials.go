// Package auth holds the rules of the admin's credentials and sessions.
// There is no built-in password: it comes from the configuration, or one is
// generated on first start, printed once, and only its bcrypt hash is kept.
// The owner may change it in the admin area; that one then wins until
// `dhoni reset-password` clears it. A session is a random token in an
// HttpOnly cookie whose SHA-256 is kept in the database. The rows live in
// auth/gormstore, the sign-in routes and the admin guard in auth/httpapi,
// the wiring in auth/authfx.
package auth

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"math/big"
	"time"

	"go.uber.org/zap"
	"golang.org/x/crypto/bcrypt"

	"dhoni/internal/platform/config"
)

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

// StoredPassword is the admin password kept in the database.
type StoredPassword struct {
	Hash string
	// ChangedInAdmin is true for a password the owner set in the admin,
	// false for a generated one, which yields to a configured password.
	ChangedInAdmin bool
}

// CredentialStore keeps the one stored admin password (auth/gormstore).
type CredentialStore interface {
	// Stored is the stored password; false when there is none.
	Stored(ctx context.Context) (StoredPassword, bool, error)
	// StoreGenerated keeps hash as the generated password unless one is
	// stored already (two replicas starting together): then it returns false.
	StoreGenerated(ctx context.Context, hash string, at time.Time) (bool, error)
	// Change keeps hash as the password changed in the admin and ends every
	// session but keep, in one transaction.
	Change(ctx context.Context, hash string, at time.Time, keep string) error
	// Reset clears a password changed in the admin and ends every session, in
	// one transaction; when generated is not "", it is then kept as the
	// generated password in place of any stored one.
	Reset(ctx context.Context, generated string, at time.Time) (cleared bool, signedOut int64, err error)
}

// Credentials is the admin's password. The configured one (if any) is
// resolved once at start; the store is read at every check, so a password
// changed in the admin, or cleared by `dhoni reset-password`, takes effect on
// every replica at once.
type Credentials struct {
	store CredentialStore
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
	stored, found, err := c.store.Stored(ctx)
	switch {
	case err != nil:
		return nil, err
	case found && stored.ChangedInAdmin:
		return []byte(stored.Hash), nil
	case c.configured != nil:
		return c.configured, nil
	case found:
		return []byte(stored.Hash), nil
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
	return c.store.Change(ctx, hash, now(), keep)
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
func LoadCredentials(ctx context.Context, cfg config.Config, store CredentialStore, log *zap.Logger) (*Credentials, error) {
	configured, source, err := configuredHash(cfg)
	if err != nil {
		return nil, err
	}
	stored, found, err := store.Stored(ctx)
	switch {
	case err != nil:
		return nil, err
	case found && stored.ChangedInAdmin:
		log.Info("admin password: the one changed in the admin area is used " +
			"(dhoni reset-password goes back to the configured one)")
		return &Credentials{store: store, configured: configured, source: ChangedInAdmin}, nil
	case configured != nil:
		return &Credentials{store: store, configured: configured, source: source}, nil
	case found:
		return &Credentials{store: store, source: FromDatabase}, nil
	}
	password, hash, err := generate()
	if err != nil {
		return nil, err
	}
	kept, err := store.StoreGenerated(ctx, hash, now())
	if err != nil {
		return nil, err
	}
	if !kept {
		// Another replica starting at the same moment stored its own.
		return &Credentials{store: store, source: FromDatabase}, nil
	}
	log.Warn("generated admin password; it is shown only this once, only its hash is kept. "+
		"Set DHONI_ADMIN_PASSWORD_HASH to choose your own.", zap.String("password", password))
	return &Credentials{store: store, source: Generated}, nil
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
func ResetPassword(ctx context.Context, cfg config.Config, store CredentialStore) (ResetResult, error) {
	configured, source, err := configuredHash(cfg)
	if err != nil {
		return ResetResult{}, err
	}
	var out ResetResult
	var hash string
	if configured != nil {
		out.Configured = source
	} else if out.Generated, hash, err = generate(); err != nil {
		return ResetResult{}, err
	}
	out.Cleared, out.SignedOut, err = store.Reset(ctx, hash, now())
	if err != nil {
		return ResetResult{}, err
	}
	return out, nil
}

// generate makes a random password and its hash.
func generate() (password, hash string, err error) {
	if password, err = randomPassword(20); err != nil {
		return "", "", err
	}
	if hash, err = HashPassword(password); err != nil {
		return "", "", err
	}
	return password, hash, nil
}

// now is the time as both databases keep it (UTC, microseconds).
func now() time.Time { return time.Now().UTC().Truncate(time.Microsecond) }

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
