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

// HealthDetail is something the health endpoint reports for operators
// without it deciding the status (a late backup does not make a replica
// unfit to serve). Modules contribute them to the "health-details" group.
type HealthDetail struct {
	Name   string
	Detail func() any
}

// AsHealthDetail tags a constructor's HealthDetail for the health endpoint.
func AsHealthDetail(f any) any {
	return fx.Annotate(f, fx.ResultTags(`group:"health-details"`))
}
