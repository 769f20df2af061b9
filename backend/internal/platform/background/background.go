// Package background runs work for as long as the application runs: started
// with it, stopped before the modules it stands on (fx stops hooks in
// reverse order, so the database closes after).
package background

import (
	"context"
	"time"

	"go.uber.org/fx"
)

// Run calls run in its own goroutine when the application starts; stopping
// cancels run's context and waits for it to return, at most until the stop
// deadline.
func Run(lc fx.Lifecycle, run func(ctx context.Context)) {
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	lc.Append(fx.Hook{
		OnStart: func(context.Context) error {
			go func() {
				defer close(done)
				run(ctx)
			}()
			return nil
		},
		OnStop: func(stop context.Context) error {
			cancel()
			select {
			case <-done:
				return nil
			case <-stop.Done():
				return stop.Err()
			}
		},
	})
}

// Every calls do first after start (at once when first is 0), then every
// interval after the previous call returned, until the application stops.
func Every(lc fx.Lifecycle, first, interval time.Duration, do func(ctx context.Context)) {
	Run(lc, func(ctx context.Context) {
		wait := time.NewTimer(first)
		defer wait.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-wait.C:
				do(ctx)
				wait.Reset(interval)
			}
		}
	})
}
