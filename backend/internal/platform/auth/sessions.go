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

// SessionStore keeps the sessions (auth/gormstore).
type SessionStore interface {
	Add(ctx context.Context, s Session) error
	// Find is the session of id, or ErrNoSession.
	Find(ctx context.Context, id string) (Session, error)
	// Seen moves the session's LastSeenAt to at.
	Seen(ctx context.Context, id string, at time.Time) error
	// Remove ends the session of id; an unknown id is not an error.
	Remove(ctx context.Context, id string) error
	// RemoveExpired ends every session that expired by now and says how many.
	RemoveExpired(ctx context.Context, now time.Time) (int64, error)
}

// Sessions creates, finds and ends admin sessions, kept in the database so
// they survive a restart and are shared by every replica.
type Sessions struct {
	store SessionStore
	clock clock.Clock
	log   *zap.Logger
}

// NewSessions returns the sessions kept in store.
func NewSessions(store SessionStore, clk clock.Clock, log *zap.Logger) *Sessions {
	return &Sessions{store: store, clock: clk, log: log}
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
	session := Session{ID: tokenID(raw), CreatedAt: now, ExpiresAt: now.Add(SessionTTL), LastSeenAt: now}
	if err := s.store.Add(ctx, session); err != nil {
		return "", Session{}, err
	}
	return token, session, nil
}

// Lookup finds the unexpired session of token. An expired one is deleted on
// the way (the periodic sweep catches those nobody presents again).
func (s *Sessions) Lookup(ctx context.Context, token string) (Session, error) {
	id, ok := idOf(token)
	if !ok {
		return Session{}, ErrNoSession
	}
	session, err := s.store.Find(ctx, id)
	if err != nil {
		return Session{}, err
	}
	now := s.now()
	if !now.Before(session.ExpiresAt) {
		if err := s.store.Remove(ctx, id); err != nil {
			s.log.Warn("could not delete an expired session", zap.Error(err))
		}
		return Session{}, ErrNoSession
	}
	if now.Sub(session.LastSeenAt) >= lastSeenEvery {
		if err := s.store.Seen(ctx, id, now); err != nil {
			// The session is still good; only the bookkeeping failed.
			s.log.Warn("could not record session activity", zap.Error(err))
		} else {
			session.LastSeenAt = now
		}
	}
	return session, nil
}

// Delete ends the session of token; an unknown token is not an error.
func (s *Sessions) Delete(ctx context.Context, token string) error {
	id, ok := idOf(token)
	if !ok {
		return nil
	}
	return s.store.Remove(ctx, id)
}

// DeleteExpired removes every expired session and says how many there were.
func (s *Sessions) DeleteExpired(ctx context.Context) (int64, error) {
	return s.store.RemoveExpired(ctx, s.now())
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
