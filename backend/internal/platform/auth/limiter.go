package auth

import (
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/ratelimit"
)

// LoginLimiter counts sign-in attempts per client address (DHONI_LIMIT_LOGIN):
// an attempt is counted before the password is checked, so concurrent
// guesses cannot slip past the limit, and a success forgets the client's
// failures. Keyed to the client only, it never locks the owner out from
// everywhere (docs/security.md).
type LoginLimiter struct{ ratelimit.Limiter }

// NewLoginLimiter takes the login limit from the provider.
func NewLoginLimiter(p ratelimit.Provider, cfg config.Config) LoginLimiter {
	return LoginLimiter{ratelimit.For(p, "login", cfg.Limits.Login)}
}
