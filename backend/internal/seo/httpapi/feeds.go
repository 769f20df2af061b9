package httpapi

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"strings"
	"sync"

	"github.com/gin-gonic/gin"

	"dhoni/internal/platform/httpserver"
	"dhoni/internal/seo"
)

// The catalogue feeds' addresses on the site, and the owner's summary of
// them under /api.
const (
	MetaFeedPath   = "/feeds/meta.csv"
	GoogleFeedPath = "/feeds/google.xml"
	FeedsPath      = "/feeds"
	noFeed         = "No feed: the shop's address (DHONI_PUBLIC_URL) is not configured."
)

// Changes tells when the catalogue changed: its generation moves on every
// change; live is false while changes may go unheard (storefront.Cache).
type Changes interface {
	Generation() (generation uint64, live bool)
}

// UseChanges makes the feeds built once per catalogue generation; without
// it every request builds them.
func (a *API) UseChanges(c Changes) { a.changes = c }

// feedFormat writes the items of a feed for the shop at base.
type feedFormat struct {
	path, contentType string
	write             func(w *bytes.Buffer, base string, items []seo.FeedItem) error
}

var feedFormats = []feedFormat{
	{MetaFeedPath, "text/csv; charset=utf-8", writeMetaCSV},
	{GoogleFeedPath, "application/rss+xml; charset=utf-8", writeGoogleXML},
}

// builtFeed is a feed as encoded for one base address and catalogue
// generation.
type builtFeed struct {
	base       string
	generation uint64
	body       []byte
	etag       string
}

// feedCache keeps the last build of each feed: one copy per format, so
// memory grows with the catalogue only. Builds are one at a time; callers
// arriving during one wait and share it.
type feedCache struct {
	mu    sync.Mutex
	built map[string]builtFeed
}

func (a *API) feedBody(ctx context.Context, f feedFormat, base string) (builtFeed, error) {
	a.feeds.mu.Lock()
	defer a.feeds.mu.Unlock()
	gen, live := uint64(0), false
	if a.changes != nil {
		gen, live = a.changes.Generation()
	}
	if b, ok := a.feeds.built[f.path]; ok && live && b.generation == gen && b.base == base {
		return b, nil
	}
	items, _, err := a.service.Feed(ctx)
	if err != nil {
		return builtFeed{}, err
	}
	var body bytes.Buffer
	if err := f.write(&body, base, items); err != nil {
		return builtFeed{}, err
	}
	sum := sha256.Sum256(body.Bytes())
	b := builtFeed{base: base, generation: gen, body: body.Bytes(), etag: `"` + hex.EncodeToString(sum[:12]) + `"`}
	if a.feeds.built == nil {
		a.feeds.built = map[string]builtFeed{}
	}
	a.feeds.built[f.path] = b
	return b, nil
}

func (a *API) feed(f feedFormat) gin.HandlerFunc {
	return func(c *gin.Context) {
		base := a.Base(c.Request)
		if base == "" {
			// Both platforms need absolute links.
			c.String(http.StatusNotFound, noFeed)
			return
		}
		b, err := a.feedBody(c.Request.Context(), f, base)
		if err != nil {
			httpserver.Fail(c, err)
			return
		}
		c.Header("Cache-Control", cacheHour)
		c.Header("ETag", b.etag)
		// A feed is for the catalogue platforms, not for search results.
		c.Header("X-Robots-Tag", "noindex")
		if etagMatches(c.GetHeader("If-None-Match"), b.etag) {
			c.Status(http.StatusNotModified)
			return
		}
		c.Data(http.StatusOK, f.contentType, b.body)
	}
}

// etagMatches reads If-None-Match: "*" or a list of tags, weak or strong
// (a weak comparison, as RFC 9110 wants for it).
func etagMatches(header, etag string) bool {
	for _, tag := range strings.Split(header, ",") {
		tag = strings.TrimPrefix(strings.TrimSpace(tag), "W/")
		if tag == "*" || tag == etag {
			return true
		}
	}
	return false
}

// feedsSummary is what the owner's "Sell on Instagram and Google" help
// shows: the addresses to paste and the products the feeds leave out.
type feedsSummary struct {
	MetaURL   string         `json:"meta_url"`
	GoogleURL string         `json:"google_url"`
	Items     int            `json:"items"`
	LeftOut   []leftOutEntry `json:"left_out"`
}

type leftOutEntry struct {
	ID    string `json:"id"`
	Title string `json:"title"`
	Path  string `json:"path"`
}

func (a *API) feedsSummary(c *gin.Context) {
	items, pictureless, err := a.service.Feed(c.Request.Context())
	if err != nil {
		httpserver.Fail(c, err)
		return
	}
	out := feedsSummary{Items: len(items), LeftOut: make([]leftOutEntry, len(pictureless))}
	if base := a.Base(c.Request); base != "" {
		out.MetaURL, out.GoogleURL = base+MetaFeedPath, base+GoogleFeedPath
	}
	for i, p := range pictureless {
		out.LeftOut[i] = leftOutEntry{ID: p.ID(), Title: p.Title(), Path: seo.ProductPath(p)}
	}
	c.JSON(http.StatusOK, out)
}
