// Package wiring holds the fx helpers the modules' wiring packages
// (<name>/<name>fx) share, so each module lists only what is its own.
package wiring

import (
	"fmt"
	"io/fs"
	"reflect"

	"go.uber.org/fx"

	"dhoni/internal/platform/database"
)

// Module is fx.Module(name, ...) for a module with a schema: its migrations,
// embedded under "migrations" in fsys, run under the module's name.
func Module(name string, fsys fs.FS, options ...fx.Option) fx.Option {
	return fx.Module(name, append([]fx.Option{database.Migrations(name, fsys, "migrations")}, options...)...)
}

// Private provides constructors only the module itself sees: its stores and
// the adapters behind its ports.
func Private(constructors ...any) fx.Option {
	return fx.Provide(append([]any{fx.Private}, constructors...)...)
}

// Port provides what the constructor f returns as the port P (and only as P).
func Port[P any](f any) any {
	return fx.Annotate(f, fx.As(new(P)))
}

// As provides a T the graph already holds as the port P too: for a service
// of another module (or of the platform) that satisfies a module's interface
// as it is, with no adapter in between.
func As[T, P any]() any {
	return Port[P](func(t T) T { return t })
}

// FromDeps makes newS, a constructor that takes its dependencies as one
// struct D, a constructor fx can call: it takes one value of each field's
// type from the graph and hands them to newS as a D. D's fields must be
// exported and of different types.
func FromDeps[D, S any](newS func(D) S) any {
	dt := reflect.TypeFor[D]()
	in := make([]reflect.Type, dt.NumField())
	seen := make(map[reflect.Type]bool, len(in))
	for i := range in {
		in[i] = dt.Field(i).Type
		if seen[in[i]] {
			panic(fmt.Sprintf("wiring.FromDeps: %v has two fields of type %v", dt, in[i]))
		}
		seen[in[i]] = true
	}
	ft := reflect.FuncOf(in, []reflect.Type{reflect.TypeFor[S]()}, false)
	return reflect.MakeFunc(ft, func(args []reflect.Value) []reflect.Value {
		d := reflect.New(dt).Elem()
		for i, a := range args {
			d.Field(i).Set(a)
		}
		return []reflect.Value{reflect.ValueOf(newS(d.Interface().(D)))}
	}).Interface()
}
