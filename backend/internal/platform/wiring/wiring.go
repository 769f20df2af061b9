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
// exported and of different types. A field tagged `optional:"true"` is
// its zero value when the graph holds none (a setting a test supplies).
func FromDeps[D, S any](newS func(D) S) any {
	dt := reflect.TypeFor[D]()
	fields := []reflect.StructField{{Name: "In", Type: reflect.TypeFor[fx.In](), Anonymous: true}}
	seen := make(map[reflect.Type]bool, dt.NumField())
	for i := range dt.NumField() {
		f := dt.Field(i)
		if seen[f.Type] {
			panic(fmt.Sprintf("wiring.FromDeps: %v has two fields of type %v", dt, f.Type))
		}
		seen[f.Type] = true
		fields = append(fields, reflect.StructField{Name: f.Name, Type: f.Type, Tag: f.Tag})
	}
	in := reflect.StructOf(fields)
	ft := reflect.FuncOf([]reflect.Type{in}, []reflect.Type{reflect.TypeFor[S]()}, false)
	return reflect.MakeFunc(ft, func(args []reflect.Value) []reflect.Value {
		d := reflect.New(dt).Elem()
		for i := range dt.NumField() {
			d.Field(i).Set(args[0].Field(i + 1))
		}
		return []reflect.Value{reflect.ValueOf(newS(d.Interface().(D)))}
	}).Interface()
}
