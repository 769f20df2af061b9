package wiring_test

import (
	"testing"

	"go.uber.org/fx"
	"go.uber.org/fx/fxtest"

	"dhoni/internal/platform/wiring"
)

type deps struct {
	Name  string
	Count int
}

type service struct{ d deps }

func newService(d deps) *service { return &service{d} }

// TestFromDepsFillsTheStructFromTheGraph: each field gets the graph's value
// of its type, and the constructor is called with them.
func TestFromDepsFillsTheStructFromTheGraph(t *testing.T) {
	t.Parallel()
	var got *service
	fxtest.New(t,
		fx.Supply("shop", 3),
		fx.Provide(wiring.FromDeps(newService)),
		fx.Populate(&got),
	).RequireStart().RequireStop()
	if got == nil || got.d != (deps{Name: "shop", Count: 3}) {
		t.Errorf("got %+v, want the supplied name and count", got)
	}
}

// TestFromDepsRefusesTwoFieldsOfOneType: the graph could not tell them apart.
func TestFromDepsRefusesTwoFieldsOfOneType(t *testing.T) {
	t.Parallel()
	defer func() {
		if recover() == nil {
			t.Error("no panic for two fields of one type")
		}
	}()
	wiring.FromDeps(func(struct{ A, B string }) int { return 0 })
}
