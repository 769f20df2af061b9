// Package testvectors reads the shared test vectors in docs/testdata: rules
// implemented in both Go and TypeScript (slugs, money, phone numbers, order
// numbers, delivery fees, the listing's filters) check the same file.
package testvectors

import (
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// Load decodes docs/testdata/name into dst, failing the test when the file
// cannot be read or decoded.
func Load(t testing.TB, name string, dst any) {
	t.Helper()
	_, here, _, ok := runtime.Caller(0)
	if !ok {
		t.Fatal("cannot locate docs/testdata")
	}
	path := filepath.Join(filepath.Dir(here), "..", "..", "..", "..", "docs", "testdata", name)
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("read vectors: %v", err)
	}
	if err := json.Unmarshal(raw, dst); err != nil {
		t.Fatalf("parse vectors %s: %v", name, err)
	}
}

// Cases returns the "cases" list of docs/testdata/name; an empty list fails
// the test, so a vectors file cannot silently check nothing.
func Cases[C any](t testing.TB, name string) []C {
	t.Helper()
	var file struct {
		Cases []C `json:"cases"`
	}
	Load(t, name, &file)
	if len(file.Cases) == 0 {
		t.Fatalf("no cases in %s", name)
	}
	return file.Cases
}

// Run runs check on every case of docs/testdata/name as a parallel subtest
// named by caseName, and returns how many cases there are.
func Run[C any](t *testing.T, name string, caseName func(C) string, check func(t *testing.T, c C)) int {
	t.Helper()
	cases := Cases[C](t, name)
	for _, c := range cases {
		t.Run(caseName(c), func(t *testing.T) {
			t.Parallel()
			check(t, c)
		})
	}
	return len(cases)
}
