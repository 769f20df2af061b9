// Package logging builds the zap logger: readable lines in development, JSON in
// production, and carries a request-scoped logger through context.
package logging

import (
	"context"
	"fmt"
	"os"

	"go.uber.org/fx"
	"go.uber.org/fx/fxevent"
	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"

	"dhoni/internal/platform/config"
)

// New builds the process logger from the configuration.
func New(cfg config.Config) (*zap.Logger, error) {
	level, err := zapcore.ParseLevel(cfg.LogLevel)
	if err != nil {
		return nil, fmt.Errorf("DHONI_LOG_LEVEL: %w", err)
	}
	var zc zap.Config
	if cfg.Production() {
		zc = zap.NewProductionConfig()
		zc.EncoderConfig.TimeKey = "time"
		zc.EncoderConfig.EncodeTime = zapcore.ISO8601TimeEncoder
	} else {
		zc = zap.NewDevelopmentConfig()
		zc.Development = false
		zc.EncoderConfig.EncodeLevel = zapcore.CapitalLevelEncoder
		zc.EncoderConfig.EncodeTime = zapcore.TimeEncoderOfLayout("15:04:05.000")
	}
	zc.Level = zap.NewAtomicLevelAt(level)
	// Stack traces are for bugs (panics), not for a refused configuration.
	zc.DisableStacktrace = true
	zc.OutputPaths = []string{"stderr"}
	zc.ErrorOutputPaths = []string{"stderr"}
	return zc.Build()
}

// Fallback is the logger used when the configuration itself cannot be read.
func Fallback() *zap.Logger {
	enc := zap.NewDevelopmentEncoderConfig()
	enc.EncodeLevel = zapcore.CapitalLevelEncoder
	core := zapcore.NewCore(zapcore.NewConsoleEncoder(enc), zapcore.Lock(os.Stderr), zapcore.InfoLevel)
	return zap.New(core)
}

type ctxKey struct{}

// WithLogger returns a context carrying the logger (one with the request id).
func WithLogger(ctx context.Context, l *zap.Logger) context.Context {
	return context.WithValue(ctx, ctxKey{}, l)
}

// FromContext returns the request's logger, or a no-op logger when there is none.
func FromContext(ctx context.Context) *zap.Logger {
	if l, ok := ctx.Value(ctxKey{}).(*zap.Logger); ok {
		return l
	}
	return zap.NewNop()
}

// Module supplies the logger built in main and routes fx's own events to it
// only at debug level, so a normal start prints the shop's lines, not fx's.
// (Not an fx.Module: fx.WithLogger only applies app-wide from the top level.)
func Module(log *zap.Logger) fx.Option {
	return fx.Options(
		fx.Supply(log),
		fx.WithLogger(func() fxevent.Logger {
			if log.Core().Enabled(zapcore.DebugLevel) {
				return &fxevent.ZapLogger{Logger: log.Named("fx")}
			}
			return fxevent.NopLogger
		}),
	)
}
