package auth

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"time"

	"go.uber.org/zap"
	"gorm.io/gorm"

	"dhoni/internal/platform/clock"
)

// SessionTTL is how long a sign-in lasts.
const SessionTTL = 7 * 24 * time.Hour

// tokenBytes is the size of a session token's random part.
const tokenBytes = 32

// lastSeenEvery spares a write per admin request: last_seen_at moves at most
// this often.
const lastSeenEvery = time.Minute

// ErrNoSession is a missing, unknown, expired or malformed session token.
var ErrNoSession = errors.New("no valid session")

// Session is a signed-in admin.
type Session struct {
	// ID is the SHA-256 (hex) of the token; the token is never stored.
	ID         string
	CreatedAt  time.Time
	ExpiresAt  time.Time
	LastSeenAt time.Time
}

// Sessions creates, finds and ends admin sessions, kept in the database so
// they survive a restart and are shared by every replica.
type Sessions struct {
	db    *gorm.DB
	clock clock.Clock
	log   *zap.Logger
}

// NewSessions returns the session store on db.
func NewSessions(db *gorm.DB, clk clock.Clock, log *zap.Logger) *Sessions {
	return &Sessions{db: db, clock: clk, log: log}
}

type sessionRow struct {
	ID         string `gorm:"primaryKey"`
	CreatedAt  time.Time
	ExpiresAt  time.Time
	LastSeenAt time.Time
}

func (sessionRow) TableName() string { return "admin_sessions" }

func (r sessionRow) session() Session {
	return Session{ID: r.ID, CreatedAt: r.CreatedAt.UTC(), ExpiresAt: r.ExpiresAt.UTC(), LastSeenAt: r.LastSeenAt.UTC()}
}

// now is the clock's time as both databases keep it (UTC, microseconds).
func (s *Sessions) now() time.Time { return s.clock.Now().UTC().Truncate(time.Microsecond) }

// Create starts a session and returns its token (for the cookie).
func (s *Sessions) Create(ctx context.Context) (string, Session, error) {
	raw := make([]byte, tokenBytes)
	if _, err := rand.Read(raw); err != nil {
		return "", Session{}, fmt.Errorf("session token: %w", err)
	}
	token := base64.RawURLEncoding.EncodeToString(raw)
	now := s.now()
	row := sessionRow{ID: tokenID(raw), CreatedAt: now, ExpiresAt: now.Add(SessionTTL), LastSeenAt: now}
	if err := s.db.WithContext(ctx).Create(&row).Error; err != nil {
		return "", Session{}, fmt.Errorf("store session: %w", err)
	}
	return token, row.session(), nil
}

// Lookup finds the unexpired session of token. An expired one is deleted on
// the way (the periodic sweep catches those nobody presents again).
func (s *Sessions) Lookup(ctx context.Context, token string) (Session, error) {
	id, ok := idOf(token)
	if !ok {
		return Session{}, ErrNoSession
	}
	var row sessionRow
	err := s.db.WithContext(ctx).Take(&row, "id = ?", id).Error
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return Session{}, ErrNoSession
	}
	if err != nil {
		return Session{}, fmt.Errorf("read session: %w", err)
	}
	now := s.now()
	if !now.Before(row.ExpiresAt) {
		if err := s.db.WithContext(ctx).Delete(&sessionRow{}, "id = ?", id).Error; err != nil {
			s.log.Warn("could not delete an expired session", zap.Error(err))
		}
		return Session{}, ErrNoSession
	}
	if now.Sub(row.LastSeenAt) >= lastSeenEvery {
		err := s.db.WithContext(ctx).Model(&sessionRow{}).Where("id = ?", id).Update("last_seen_at", now).Error
		if err != nil {
			// The session is still good; only the bookkeeping failed.
			s.log.Warn("could not record session activity", zap.Error(err))
		} else {
			row.LastSeenAt = now
		}
	}
	return row.session(), nil
}

// Delete ends the session of token; an unknown token is not an error.
func (s *Sessions) Delete(ctx context.Context, token string) error {
	id, ok := idOf(token)
	if !ok {
		return nil
	}
	if err := s.db.WithContext(ctx).Delete(&sessionRow{}, "id = ?", id).Error; err != nil {
		return fmt.Errorf("delete session: %w", err)
	}
	return nil
}

// DeleteExpired removes every expired session and says how many there were.
func (s *Sessions) DeleteExpired(ctx context.Context) (int64, error) {
	res := s.db.WithContext(ctx).Where("expires_at <= ?", s.now()).Delete(&sessionRow{})
	if res.Error != nil {
		return 0, fmt.Errorf("delete expired sessions: %w", res.Error)
	}
	return res.RowsAffected, nil
}

// idOf is the stored id of a token, or false when the token is not one we
// could have issued (so a forged cookie costs no database query).
func idOf(token string) (string, bool) {
	if len(token) != base64.RawURLEncoding.EncodedLen(tokenBytes) {
		return "", false
	}
	raw, err := base64.RawURLEncoding.DecodeString(token)
	if err != nil || len(raw) != tokenBytes {
		return "", false
	}
	return tokenID(raw), true
}

func tokenID(raw []byte) string {
	sum := sha256.Sum256(raw)
	return hex.EncodeToString(sum[:])
}
