package storefront

import (
	"net/url"
	"slices"
	"strings"
)

// query is what a cached route reads of its query string: single values,
// comma-separated lists (repeated or not), and the values that are its
// defaults (written or not, the same answer).
type query struct {
	scalars  []string
	lists    []string
	defaults map[string][]string
	// overrides names a parameter that makes another one unread when it
	// has a value (per_page wins over limit).
	overrides map[string]string
}

// queries are the cached routes that read a query string (docs/openapi.yaml
// lists the parameters); every other cached route reads none.
var queries = map[string]query{
	"/api/products": {
		scalars: []string{"shop_type", "min_price", "max_price", "q", "is_featured", "sale", "sort", "page", "limit", "per_page"},
		lists:   []string{"category", "sizes", "colors"},
		defaults: map[string][]string{
			"page": {"1"}, "sale": {"0", "false"},
		},
		overrides: map[string]string{"per_page": "limit"},
	},
	"/api/search": {
		scalars:  []string{"q", "page", "per_page"},
		defaults: map[string][]string{"page": {"1"}},
	},
	"/api/search/suggestions": {scalars: []string{"q"}},
}

// Canonical is the query a cached GET of path is answered and kept under:
// only the parameters the route reads (others are ignored), a single value
// its first, a list's items trimmed and sorted into one value, default
// values left out, in a stable order. Two queries a route answers the same
// way have one canonical form, so a junk parameter makes no new entry.
func Canonical(path string, q url.Values) string {
	shape, ok := queries[path]
	if !ok || len(q) == 0 {
		return ""
	}
	out := url.Values{}
	for _, name := range shape.scalars {
		vs, ok := q[name]
		if !ok || len(vs) == 0 || slices.Contains(shape.defaults[name], vs[0]) {
			continue
		}
		out.Set(name, vs[0])
	}
	for name, unread := range shape.overrides {
		if strings.TrimSpace(out.Get(name)) != "" {
			out.Del(unread)
		}
	}
	for _, name := range shape.lists {
		var items []string
		for _, v := range q[name] {
			for _, part := range strings.Split(v, ",") {
				if p := strings.TrimSpace(part); p != "" {
					items = append(items, p)
				}
			}
		}
		if len(items) > 0 {
			slices.Sort(items)
			out.Set(name, strings.Join(items, ","))
		}
	}
	return out.Encode()
}
