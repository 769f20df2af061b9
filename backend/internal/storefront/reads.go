package storefront

import (
	"context"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"go.uber.org/zap"

	"dhoni/internal/platform/fault"
)

// Catalogue answers the catalogue's public reads in the very JSON its routes
// answer (the catalog's HTTP adapter, whose handlers write what these return).
type Catalogue interface {
	// Listing is GET /api/products for the query q: one page of products
	// and the number of all that match (X-Total-Count).
	Listing(ctx context.Context, q url.Values) (body []byte, total int, err error)
	// ProductBySlug is GET /api/products/slug/{slug}.
	ProductBySlug(ctx context.Context, slug string) ([]byte, error)
	// Categories is GET /api/categories.
	Categories(ctx context.Context) ([]byte, error)
}

// Settings answers GET /api/settings as a stranger is answered (never the
// admin's keys).
type Settings interface {
	PublicSettings(ctx context.Context) ([]byte, error)
}

// Atolls answers GET /api/atolls.
type Atolls interface {
	AtollsJSON(ctx context.Context) ([]byte, error)
}

// Sources are the modules the public answers are read from in process.
type Sources struct {
	Catalogue Catalogue
	Settings  Settings
	Atolls    Atolls
}

// jsonType is the Content-Type of the answers, as the routes write it.
const jsonType = "application/json; charset=utf-8"

// read is one public read: its JSON and the X-Total-Count it carries ("" for
// none).
type read func(ctx context.Context, q url.Values) (body []byte, total string, err error)

// readOf is the read that answers a GET of path (under /api), or nil.
func (c *Cache) readOf(path string) read {
	s := c.sources
	plain := func(f func(context.Context) ([]byte, error)) read {
		return func(ctx context.Context, _ url.Values) ([]byte, string, error) {
			body, err := f(ctx)
			return body, "", err
		}
	}
	switch path {
	case "/api/products":
		return func(ctx context.Context, q url.Values) ([]byte, string, error) {
			body, total, err := s.Catalogue.Listing(ctx, q)
			return body, strconv.Itoa(total), err
		}
	case "/api/categories":
		return plain(s.Catalogue.Categories)
	case "/api/settings":
		return plain(s.Settings.PublicSettings)
	case "/api/atolls":
		return plain(s.Atolls.AtollsJSON)
	}
	// The router matches the decoded path: a slug is one segment of it.
	if slug, ok := strings.CutPrefix(path, "/api/products/slug/"); ok && slug != "" && !strings.Contains(slug, "/") {
		return plain(func(ctx context.Context) ([]byte, error) { return s.Catalogue.ProductBySlug(ctx, slug) })
	}
	return nil
}

// Read answers a public GET of the API in process (target is the path under
// /api with its query, as the app asks for it: a listing, a product by its
// slug, the categories, the settings or the atolls), from memory when the
// answer is kept, else from the module that owns it, and keeps it as the
// route's own answer is kept (the next browser asking for it is served from
// memory). ok is false when the route would not answer 200. No request is
// made: no access-log line, no HTTP metric. It lets index.html carry the
// data of the page asked for.
func (c *Cache) Read(ctx context.Context, target string) (body []byte, total string, ok bool) {
	p, raw, _ := strings.Cut(target, "?")
	// The path as the router sees it: decoded.
	p, err := url.PathUnescape(p)
	if err != nil {
		return nil, "", false
	}
	path := "/api" + p
	read := c.readOf(path)
	if read == nil {
		return nil, "", false
	}
	q, _ := url.ParseQuery(raw) // what parses, as a request's Query() does
	canonical := Canonical(path, q)
	q, _ = url.ParseQuery(canonical)
	if !c.Live() {
		body, total, err := read(ctx, q)
		return body, total, c.answered(path, err)
	}
	c.passHorizon(ctx)
	k := path
	if canonical != "" {
		k += "?" + canonical
	}
	gen := c.generation.Load()
	c.mu.RLock()
	e := c.entries[k]
	c.mu.RUnlock()
	if e != nil && e.generation == gen {
		c.hits.Add(1)
		return e.body, e.header.Get("X-Total-Count"), true
	}
	body, total, err = read(ctx, q)
	if !c.answered(path, err) {
		return nil, "", false
	}
	header := http.Header{"Content-Type": {jsonType}}
	if total != "" {
		header.Set("X-Total-Count", total)
	}
	c.keep(k, newEntry(body, header, gen))
	return body, total, true
}

// answered reports whether a read of path found its answer; an unexpected
// failure is logged, as the route would have logged it.
func (c *Cache) answered(path string, err error) bool {
	if err == nil {
		return true
	}
	if fault.KindOf(err) == fault.Internal {
		c.log.Warn("a page's data was not read", zap.String("path", path), zap.Error(err))
	}
	return false
}
