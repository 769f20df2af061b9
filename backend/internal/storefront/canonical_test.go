package storefront_test

import (
	"net/url"
	"testing"

	"dhoni/internal/storefront"
)

// TestCanonicalQueries: queries a route answers the same way share one
// canonical form; ones it answers differently do not.
func TestCanonicalQueries(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ path, query, want string }{
		{"/api/products", "per_page=12&z=1&utm_source=x", "per_page=12"},
		{"/api/products", "sizes=M,S&sizes=L&category=dresses,%20abayas", "category=abayas%2Cdresses&sizes=L%2CM%2CS"},
		{"/api/products", "page=1&sale=0&sort=price-asc", "sort=price-asc"},
		{"/api/products", "page=2&sale=1", "page=2&sale=1"},
		{"/api/products", "limit=5&per_page=10", "per_page=10"},
		{"/api/products", "limit=5&per_page=", "limit=5&per_page="},
		{"/api/products", "q=abaya&q=dress", "q=abaya"},
		{"/api/search", "q=fan&page=1&x=2", "q=fan"},
		{"/api/categories", "x=1", ""},
		{"/api/products/slug/abaya", "x=1", ""},
	} {
		q, err := url.ParseQuery(c.query)
		if err != nil {
			t.Fatal(err)
		}
		if got := storefront.Canonical(c.path, q); got != c.want {
			t.Errorf("%s?%s: got %q, want %q", c.path, c.query, got, c.want)
		}
	}
}
