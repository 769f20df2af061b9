package storetest

import (
	"context"
	"net/url"
	"slices"
	"testing"

	"dhoni/internal/catalog/httpapi"
	"dhoni/internal/catalog/sampledata"
	"dhoni/internal/platform/testvectors"
)

// ListingVector is one case of docs/testdata/listing-filter.json: the query
// parameters of GET /products over the sample catalogue, and the slugs of the
// page it answers with the total of all pages. The browser's fallback filter
// (frontend/src/api/catalog-filter.ts) runs the same file.
type ListingVector struct {
	Name  string            `json:"name"`
	Query map[string]string `json:"query"`
	Slugs []string          `json:"slugs"`
	Total int               `json:"total"`
}

// listingVectors lists the sample catalogue with each vector's parameters,
// read as GET /products reads them.
func listingVectors(t *testing.T, s Stores) {
	ctx := context.Background()
	cats, prods, err := sampledata.Catalog(t0)
	if err != nil {
		t.Fatal(err)
	}
	if seeded, err := s.Samples.SeedOnce(ctx, cats, prods); err != nil || !seeded {
		t.Fatalf("seed the sample catalogue: seeded=%v err=%v", seeded, err)
	}
	for _, v := range testvectors.Cases[ListingVector](t, "listing-filter.json") {
		t.Run(v.Name, func(t *testing.T) {
			t.Parallel()
			q := url.Values{}
			for k, value := range v.Query {
				q.Set(k, value)
			}
			f, err := httpapi.ParseFilter(q)
			if err != nil {
				t.Fatalf("ParseFilter(%v): %v", q, err)
			}
			page, err := s.Products.List(ctx, f.Normalized())
			if err != nil {
				t.Fatalf("List(%v): %v", q, err)
			}
			slugs := make([]string, 0, len(page.Products))
			for _, p := range page.Products {
				slugs = append(slugs, p.Slug())
			}
			if !slices.Equal(slugs, v.Slugs) || page.Total != v.Total {
				t.Errorf("GET /products?%s: got %q total %d, want %q total %d", q.Encode(), slugs, page.Total, v.Slugs, v.Total)
			}
		})
	}
}
