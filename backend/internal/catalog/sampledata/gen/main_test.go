package main

import (
	"bytes"
	"os"
	"testing"
)

// checkedIn is the generated file, from this package's directory.
const checkedIn = "../../../../../frontend/src/api/sample-catalog.json"

// TestBuiltInCatalogueIsUpToDate fails when the sample data changed and the
// front end's copy was not written again (go tool task gen:sample).
func TestBuiltInCatalogueIsUpToDate(t *testing.T) {
	t.Parallel()
	want, err := render()
	if err != nil {
		t.Fatalf("render: %v", err)
	}
	got, err := os.ReadFile(checkedIn)
	if err != nil {
		t.Fatalf("read the checked-in copy: %v", err)
	}
	if !bytes.Equal(got, want) {
		line := 1 + bytes.Count(got[:commonPrefix(got, want)], []byte("\n"))
		t.Fatalf("%s differs from the sample data from line %d on; run go tool task gen:sample", checkedIn, line)
	}
}

func commonPrefix(a, b []byte) int {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n
}
