// Package wiring holds the fx helpers the modules' wiring packages
// (<name>/<name>fx) share, so each module lists only what is its own.
package wiring

import (
	"io/fs"

	"go.uber.org/fx"

	"dhoni/internal/platform/database"
)

// Module is fx.Module(name, ...) for a module with a schema: its migrations,
// embedded under "migrations" in fsys, run under the module's name.
func Module(name string, fsys fs.FS, options ...fx.Option) fx.Option {
	return fx.Module(name, append([]fx.Option{database.Migrations(name, fsys, "migrations")}, options...)...)
}

// As provides a T the graph already holds as the port P too: for a service
// of another module (or of the platform) that satisfies a module's interface
// as it is, with no adapter in between.
func As[T, P any]() any {
	return fx.Annotate(func(t T) T { return t }, fx.As(new(P)))
}
