package database

import (
	"context"

	"go.uber.org/fx"
)

// HealthCheck is one dependency the health endpoint asks before answering 200.
// Modules contribute them to the "health" group.
type HealthCheck struct {
	Name  string
	Check func(context.Context) error
}

// AsHealthCheck tags a constructor's HealthCheck for the health endpoint.
func AsHealthCheck(f any) any {
	return fx.Annotate(f, fx.ResultTags(`group:"health"`))
}
