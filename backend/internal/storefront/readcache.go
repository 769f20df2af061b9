// Package storefront owns the shop's public read model: the catalogue
// answers (products, categories, settings, atolls, search) kept in memory,
// encoded and gzipped once per canonical query, with an ETag. They are
// dropped when a change to what they read commits (Watch: rows written to
// the catalogue's, the settings' or the promotions' tables, never the HTTP
// method of a request), here and, through the replicas' notices, on every
// other replica, which do not hold the write up (decision 220). Pages read
// the answers they carry through Read, from the modules' own reads, never
// through the HTTP server (decision 238). A replica
// that cannot tell it hears those notices answers from the database. The
// answers carry Cache-Control that lets a browser or CDN reuse them
// briefly; everything else under /api keeps no-store.
package storefront

import (
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/base64"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/gin-gonic/gin"
	"go.uber.org/zap"

	"dhoni/internal/platform/httpserver"
	"dhoni/internal/platform/replicas"
)

// Limits of what is kept: a shop's catalogue is small, but a search box can
// make many query shapes. Past them, a new answer pushes out others chosen
// at random; one larger than MaxEntryBytes is served but not kept.
const (
	MaxEntries    = 1024
	MaxEntryBytes = 2 << 20
	MaxTotalBytes = 32 << 20
)

// Cache-Control of the cached answers. A browser keeps them but asks again
// every time (a 304 when nothing changed), so an owner's edit shows on the
// next page load; a CDN (CDN-Cache-Control, RFC 9213, which browsers ignore)
// may reuse an answer for 10 seconds and serve it up to a minute longer
// while it asks again in the background.
const (
	PublicCacheControl = "public, max-age=0, must-revalidate"
	CDNCacheControl    = "max-age=10, stale-while-revalidate=60"
	sessionCookie      = "dhoni_session"
)

// cachedPrefixes are the public GET routes whose answers change only with a
// write: the catalogue, the store's public settings, the atolls and search
// (its results and suggestions).
var cachedPrefixes = []string{"/api/products", "/api/categories", "/api/settings", "/api/atolls", "/api/search"}

// Cacheable reports whether a GET of path is answered from the cache.
func Cacheable(path string) bool {
	for _, p := range cachedPrefixes {
		if path == p || strings.HasPrefix(path, p+"/") {
			return true
		}
	}
	return false
}

type entry struct {
	status     int
	header     http.Header
	body, gzip []byte
	etag       string
	generation uint64
	size       int
}

// Cache is the in-process read model of the public answers.
type Cache struct {
	generation atomic.Uint64
	// topic is the catalogue's on PostgreSQL (nil alone): answers are kept
	// and served only while the replica hears the others' notices.
	topic *replicas.Topic
	// hits counts the answers served from memory, drops the times
	// everything kept was dropped.
	hits, drops atomic.Uint64

	mu      sync.RWMutex
	entries map[string]*entry
	total   int

	// sources are the modules the answers are read from in process (Read).
	sources Sources
	log     *zap.Logger
	// served are told of the answers served from memory, by path (OnServed).
	served map[string]func(r *http.Request, header http.Header)
	// horizon drops the answers when they go stale by themselves (UseHorizon).
	horizon *horizon
}

// New returns an empty cache of one process reading from sources; topic,
// when not nil, is the catalogue's topic shared with the other replicas.
func New(topic *replicas.Topic, sources Sources, log *zap.Logger) *Cache {
	c := &Cache{entries: map[string]*entry{}, topic: topic, sources: sources, log: log}
	topic.OnChange(c.drop)
	return c
}

// Invalidate drops every kept answer here and tells the other replicas,
// without waiting for them. Call it once a change to what the answers read
// has committed.
func (c *Cache) Invalidate(ctx context.Context) {
	c.drop()
	c.topic.Changed(ctx)
}

// drop forgets every answer, here only.
func (c *Cache) drop() {
	c.mu.Lock()
	c.generation.Add(1)
	c.drops.Add(1)
	c.entries = map[string]*entry{}
	c.total = 0
	c.mu.Unlock()
}

// Live reports whether answers are kept (on PostgreSQL: while the replica
// hears its own heartbeat, and so the other replicas' notices).
func (c *Cache) Live() bool {
	if c.topic == nil {
		return true
	}
	_, ok := c.topic.Stamp()
	return ok
}

// Generation counts the drops: it moves on after every change of the
// catalogue, here or (heard through the replicas' notices) on another replica. live is
// false while changes may go unheard (Live), so what was read from the
// catalogue must not be kept. Other read models (search) rebuild on it.
func (c *Cache) Generation() (generation uint64, live bool) {
	return c.generation.Load(), c.Live()
}

// Stats is what the cache holds and has done.
type Stats struct {
	// Entries and Bytes are what is kept now.
	Entries, Bytes int
	// Hits counts the answers served from memory, Drops the times
	// everything kept was dropped.
	Hits, Drops uint64
}

// Stats returns what the cache holds now.
func (c *Cache) Stats() Stats {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return Stats{Entries: len(c.entries), Bytes: c.total, Hits: c.hits.Load(), Drops: c.drops.Load()}
}

// Len is the number of kept answers.
func (c *Cache) Len() int { return c.Stats().Entries }

// Middleware serves GETs of the cached routes from memory, under their
// canonical query (Canonical), which is also what their handler is given.
// Other requests go through untouched: what they change reaches the cache
// when it commits (Watch), whatever their method or answer. It sits before
// the gzip middleware: it compresses its answers itself.
func (c *Cache) Middleware() gin.HandlerFunc {
	return func(ctx *gin.Context) {
		r := ctx.Request
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			ctx.Next()
			return
		}
		if !Cacheable(r.URL.Path) {
			ctx.Next()
			return
		}
		// The admin's answers may differ (settings carry the bot token), so
		// a request with a session cookie is never served from, nor kept in,
		// the cache, and keeps no-store.
		if _, err := r.Cookie(sessionCookie); err == nil {
			ctx.Next()
			return
		}
		if !c.Live() {
			ctx.Next()
			return
		}
		c.passHorizon(r.Context())
		r.URL.RawQuery = Canonical(r.URL.Path, r.URL.Query())
		k := r.URL.Path
		if r.URL.RawQuery != "" {
			k += "?" + r.URL.RawQuery
		}
		gen := c.generation.Load()
		c.mu.RLock()
		e := c.entries[k]
		served := c.served[r.URL.Path]
		c.mu.RUnlock()
		if e == nil || e.generation != gen {
			var ok bool
			if e, ok = c.fill(ctx, gen); !ok {
				return
			}
			c.keep(k, e)
		} else {
			c.hits.Add(1)
			if served != nil {
				served(r, e.header)
			}
		}
		c.write(ctx, e, PublicCacheControl)
		ctx.Abort()
	}
}

// fill runs the handler into a buffer, uncompressed. ok is false when the
// answer was not a 200 and has been written through as it was.
func (c *Cache) fill(ctx *gin.Context, gen uint64) (*entry, bool) {
	accept := ctx.Request.Header.Values("Accept-Encoding")
	ctx.Request.Header.Del("Accept-Encoding")
	rec := &recorder{ResponseWriter: ctx.Writer, status: http.StatusOK}
	ctx.Writer = rec
	ctx.Next()
	ctx.Writer = rec.ResponseWriter
	ctx.Request.Header["Accept-Encoding"] = accept
	if rec.status != http.StatusOK {
		rec.send()
		return nil, false
	}
	header := http.Header{}
	for _, h := range []string{"Content-Type", "X-Total-Count"} {
		if v := ctx.Writer.Header().Get(h); v != "" {
			header.Set(h, v)
		}
	}
	return newEntry(rec.buf.Bytes(), header, gen), true
}

// newEntry is a 200 answer of body with header (Content-Type, X-Total-Count)
// to keep, read in generation gen.
func newEntry(body []byte, header http.Header, gen uint64) *entry {
	sum := sha256.Sum256(body)
	e := &entry{
		status:     http.StatusOK,
		header:     header,
		body:       body,
		etag:       `"` + base64.RawURLEncoding.EncodeToString(sum[:18]) + `"`,
		generation: gen,
	}
	e.gzip = httpserver.Gzip(body, gzip.BestCompression)
	e.size = len(e.body) + len(e.gzip) + 256
	return e
}

// keep stores an answer unless a change committed while it was read,
// pushing out answers chosen at random (the map's order) to stay within
// MaxEntries and MaxTotalBytes.
func (c *Cache) keep(k string, e *entry) {
	if e.size > MaxEntryBytes {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.generation.Load() != e.generation {
		return
	}
	if old := c.entries[k]; old != nil {
		c.total -= old.size
		delete(c.entries, k)
	}
	for other, o := range c.entries {
		if len(c.entries) < MaxEntries && c.total+e.size <= MaxTotalBytes {
			break
		}
		delete(c.entries, other)
		c.total -= o.size
	}
	c.entries[k] = e
	c.total += e.size
}

func (c *Cache) write(ctx *gin.Context, e *entry, control string) {
	h := ctx.Writer.Header()
	for name, vs := range e.header {
		h[name] = vs
	}
	h.Set("Cache-Control", control)
	h.Set("CDN-Cache-Control", CDNCacheControl)
	h.Set("ETag", e.etag)
	h.Add("Vary", "Accept-Encoding")
	if matches(ctx.Request.Header.Get("If-None-Match"), e.etag) {
		h.Del("Content-Type")
		ctx.Writer.WriteHeader(http.StatusNotModified)
		ctx.Writer.WriteHeaderNow()
		return
	}
	body := e.body
	if httpserver.AcceptsEncoding(ctx.Request, "gzip") {
		h.Set("Content-Encoding", "gzip")
		body = e.gzip
	}
	h.Set("Content-Length", strconv.Itoa(len(body)))
	ctx.Writer.WriteHeader(e.status)
	if ctx.Request.Method == http.MethodHead {
		ctx.Writer.WriteHeaderNow()
		return
	}
	_, _ = ctx.Writer.Write(body)
}

// matches reads If-None-Match: a list of tags (weak ones compare too) or *.
func matches(header, etag string) bool {
	if header == "" {
		return false
	}
	for _, t := range strings.Split(header, ",") {
		t = strings.TrimPrefix(strings.TrimSpace(t), "W/")
		if t == "*" || t == etag {
			return true
		}
	}
	return false
}

// OnServed calls f with the request and the kept headers of every answer
// to a GET of path served from memory, whose handler did not run: for a
// handler that notes something of each request (search counts the searches
// that found nothing).
func (c *Cache) OnServed(path string, f func(r *http.Request, header http.Header)) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.served == nil {
		c.served = map[string]func(*http.Request, http.Header){}
	}
	c.served[path] = f
}
