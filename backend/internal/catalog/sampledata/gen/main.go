// Command gen writes the front end's built-in catalogue,
// frontend/src/api/sample-catalog.json, from the server's sample catalogue:
// each category and product exactly as GET /categories and GET /products
// answer them on a fresh database (decisions 014 and 023), as
// {"categories": [...], "products": [...]}; frontend/src/api/sample-catalog.ts
// types it for the app. Run it with `go tool task gen:sample` after changing
// the sample data; a test fails while the file in the repository differs
// from what it writes.
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"time"

	"dhoni/internal/catalog/httpapi"
	"dhoni/internal/catalog/sampledata"
)

// seeded is when the newest sample product was added in the built-in copy;
// each next one is an hour older, as on the server.
var seeded = time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)

// render is the whole file.
func render() ([]byte, error) {
	cats, prods, err := sampledata.Catalog(seeded)
	if err != nil {
		return nil, err
	}
	categories, products, err := httpapi.MarshalLists(cats, prods)
	if err != nil {
		return nil, err
	}
	// Indent only lays the lists out again: it keeps the strings as
	// MarshalLists wrote them (no HTML escaping).
	var b bytes.Buffer
	whole := fmt.Appendf(nil, `{"categories":%s,"products":%s}`, categories, products)
	if err := json.Indent(&b, whole, "", "  "); err != nil {
		return nil, err
	}
	b.WriteString("\n")
	return b.Bytes(), nil
}

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: gen path/to/sample-catalog.json")
		os.Exit(2)
	}
	out, err := render()
	if err == nil {
		err = os.WriteFile(os.Args[1], out, 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}
