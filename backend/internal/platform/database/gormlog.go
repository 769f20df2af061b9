package database

import (
	"context"
	"errors"
	"time"

	"go.uber.org/zap"
	"gorm.io/gorm"
	gormlogger "gorm.io/gorm/logger"
)

// slowQuery is the duration past which a query is logged as a warning.
const slowQuery = 250 * time.Millisecond

// gormLogger sends GORM's messages to zap: failed and slow queries only.
type gormLogger struct {
	log *zap.Logger
}

func newGormLogger(log *zap.Logger) gormlogger.Interface {
	return gormLogger{log: log.Named("sql").WithOptions(zap.AddCallerSkip(3))}
}

func (l gormLogger) LogMode(gormlogger.LogLevel) gormlogger.Interface { return l }

// ParamsFilter keeps bound values out of the SQL that Trace logs: a failed or
// slow insert of an order would otherwise put the customer's name, phone and
// address in the log. The statement keeps its placeholders.
func (l gormLogger) ParamsFilter(_ context.Context, sql string, _ ...any) (string, []any) {
	return sql, nil
}

func (l gormLogger) Info(_ context.Context, msg string, args ...any) {
	l.log.Sugar().Debugf(msg, args...)
}

func (l gormLogger) Warn(_ context.Context, msg string, args ...any) {
	l.log.Sugar().Warnf(msg, args...)
}

// Error is debug only: GORM reports the same error to its caller, who decides
// how to tell the person running the shop (one clear line, not two).
func (l gormLogger) Error(_ context.Context, msg string, args ...any) {
	l.log.Sugar().Debugf(msg, args...)
}

func (l gormLogger) Trace(_ context.Context, begin time.Time, fc func() (string, int64), err error) {
	elapsed := time.Since(begin)
	switch {
	case err != nil && !errors.Is(err, gorm.ErrRecordNotFound) && !errors.Is(err, context.Canceled):
		sql, rows := fc()
		l.log.Warn("query failed", zap.Error(err), zap.Duration("elapsed", elapsed), zap.String("sql", sql), zap.Int64("rows", rows))
	case elapsed > slowQuery:
		sql, rows := fc()
		l.log.Warn("slow query", zap.Duration("elapsed", elapsed), zap.String("sql", sql), zap.Int64("rows", rows))
	}
}
