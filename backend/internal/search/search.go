// Package search is one search over both shops: a product is found by its
// title, description, category names, colours, sizes, brand and SKU; several
// words narrow the results; a word of four letters or more may be misspelt
// by one letter; results are ranked title before category before
// description. The index is held in memory, built from the catalogue and
// built again after the catalogue changed, so both databases answer alike
// (docs/decisions/187). Searches that found nothing are counted by their
// words alone and shown to the owner ("Looked for, not found", 188).
package search

import (
	"context"
	"sync"
	"time"

	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/fault"
)

// Page sizes of the results and the number of suggestions.
const (
	DefaultPerPage = 24
	MaxPerPage     = 48
	MaxSuggestions = 5
	// PopularCategories is how many categories a search that found
	// nothing offers.
	PopularCategories = 6
)

// MsgTooLong refuses a search longer than MaxQuery characters.
const MsgTooLong = "Search must be at most 200 characters"

// ErrTooLong is a search longer than MaxQuery.
var ErrTooLong = fault.InvalidFields(MsgTooLong, map[string]string{"q": MsgTooLong})

// Catalogue is where the documents come from: every product and category.
type Catalogue interface {
	Documents(ctx context.Context) ([]Document, []Category, error)
}

// Changes tells when the catalogue changed: its generation moves on every
// change. live is false while changes may go unheard (a replica that does not
// hear its heartbeat); then every search reads the catalogue again.
type Changes interface {
	Generation() (generation uint64, live bool)
}

// Service answers searches and suggestions from the index and counts the
// searches that found nothing.
type Service struct {
	catalogue Catalogue
	changes   Changes
	misses    *Misses
	clock     clock.Clock

	build sync.Mutex
	mu    sync.RWMutex
	index *Index
	gen   uint64
}

// NewService searches catalogue, built again when changes says it changed,
// and counts what found nothing in misses. Results carry the prices in
// force at clk's now.
func NewService(catalogue Catalogue, changes Changes, misses *Misses, clk clock.Clock) *Service {
	return &Service{catalogue: catalogue, changes: changes, misses: misses, clock: clk}
}

// priced sets the prices in force now on hits, a copy (the index's own are
// shared by every search).
func (s *Service) priced(hits []Hit) []Hit {
	out := make([]Hit, len(hits))
	now := s.clock.Now()
	for i, h := range hits {
		if h.Document.Prices != nil {
			h.Price, h.Original = h.Document.Prices(now)
		}
		out[i] = h
	}
	return out
}

// Index returns the index of the catalogue as it is now, building it when
// the catalogue changed since it was built. Concurrent callers share one
// build.
func (s *Service) Index(ctx context.Context) (*Index, error) {
	gen, live := s.changes.Generation()
	if ix := s.current(gen, live); ix != nil {
		return ix, nil
	}
	s.build.Lock()
	defer s.build.Unlock()
	gen, live = s.changes.Generation()
	if ix := s.current(gen, live); ix != nil {
		return ix, nil
	}
	docs, cats, err := s.catalogue.Documents(ctx)
	if err != nil {
		return nil, err
	}
	ix := NewIndex(docs, cats)
	s.mu.Lock()
	s.index, s.gen = ix, gen
	if !live {
		// Not kept: the next search reads again.
		s.index = nil
	}
	s.mu.Unlock()
	return ix, nil
}

func (s *Service) current(gen uint64, live bool) *Index {
	if !live {
		return nil
	}
	s.mu.RLock()
	defer s.mu.RUnlock()
	if s.index != nil && s.gen == gen {
		return s.index
	}
	return nil
}

// Results is one page of what a search found.
type Results struct {
	// Query is the words looked for.
	Query   Query
	Hits    []Hit
	Total   int
	Page    int
	PerPage int
	// Popular is offered when nothing was found.
	Popular []Category
}

// Search returns page (from 1) of the products that match text, perPage a
// page (DefaultPerPage when 0). A search with no words finds nothing; a
// search longer than MaxQuery is ErrTooLong. A search that found nothing is
// counted, once, on its first page.
func (s *Service) Search(ctx context.Context, text string, page, perPage int) (Results, error) {
	if TooLong(text) {
		return Results{}, ErrTooLong
	}
	page = max(page, 1)
	if perPage <= 0 {
		perPage = DefaultPerPage
	}
	perPage = min(perPage, MaxPerPage)
	ix, err := s.Index(ctx)
	if err != nil {
		return Results{}, err
	}
	q := ParseQuery(text)
	hits := ix.Find(q, false)
	r := Results{Query: q, Total: len(hits), Page: page, PerPage: perPage, Hits: []Hit{}}
	if from := (page - 1) * perPage; from < len(hits) {
		r.Hits = s.priced(hits[from:min(from+perPage, len(hits))])
	}
	if r.Total == 0 {
		r.Popular = ix.Popular(PopularCategories)
		s.countMiss(q, page)
	}
	return r, nil
}

// CountMiss counts a search for text that found nothing, answered without
// Search (an answer kept by the read model): once, on its first page.
func (s *Service) CountMiss(text string, page int) {
	if !TooLong(text) {
		s.countMiss(ParseQuery(text), page)
	}
}

func (s *Service) countMiss(q Query, page int) {
	if page <= 1 && !q.Empty() {
		s.misses.Count(q.String())
	}
}

// Suggest returns up to MaxSuggestions products for text as it is being
// typed: its last word also matches the start of longer words. Nothing is
// counted.
func (s *Service) Suggest(ctx context.Context, text string) ([]Hit, error) {
	if TooLong(text) {
		return nil, ErrTooLong
	}
	ix, err := s.Index(ctx)
	if err != nil {
		return nil, err
	}
	hits := ix.Find(ParseQuery(text), true)
	return s.priced(hits[:min(len(hits), MaxSuggestions)]), nil
}

// TopMisses returns the searches that found nothing most often, up to n.
func (s *Service) TopMisses(ctx context.Context, n int) ([]Miss, error) {
	return s.misses.Top(ctx, n)
}

// Miss is a search that found nothing: its words, how many times, and when
// last.
type Miss struct {
	Term  string
	Count int
	Last  time.Time
}

// MissStore keeps the counted misses, bounded: at most MaxMissRows terms.
type MissStore interface {
	// Add adds counts to the terms' counts (new terms start at them), with
	// at as their last time, then keeps only the MaxMissRows terms with the
	// highest counts (the most recent first among equals).
	Add(ctx context.Context, counts map[string]int, at time.Time) error
	// Top returns the n terms with the highest counts, most recent first
	// among equals.
	Top(ctx context.Context, n int) ([]Miss, error)
}

// Bounds of the counting: however many different searches arrive, the
// table holds at most MaxMissRows terms and memory at most maxPending.
const (
	MaxMissRows = 500
	maxPending  = 256
	// maxTermLength bounds a counted term, in bytes.
	maxTermLength = 100
)

// Misses counts searches that found nothing in memory and writes the counts
// to its store now and then (Flush), so a search never waits for a write.
type Misses struct {
	store MissStore
	clock clock.Clock

	mu      sync.Mutex
	pending map[string]int
}

// NewMisses counts into store.
func NewMisses(store MissStore, clk clock.Clock) *Misses {
	return &Misses{store: store, clock: clk, pending: map[string]int{}}
}

// Count notes one search for term that found nothing. Past maxPending
// different terms waiting, a new term is not noted until the next Flush.
func (m *Misses) Count(term string) {
	if term == "" || len(term) > maxTermLength {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.pending[term]; ok || len(m.pending) < maxPending {
		m.pending[term]++
	}
}

// Flush writes the counts noted since the last Flush. On failure they are
// dropped (a count is a hint, not a record) and the error returned.
func (m *Misses) Flush(ctx context.Context) error {
	m.mu.Lock()
	counts := m.pending
	m.pending = map[string]int{}
	m.mu.Unlock()
	if len(counts) == 0 {
		return nil
	}
	return m.store.Add(ctx, counts, m.clock.Now())
}

// Top returns the n misses counted most often, after writing what is
// waiting.
func (m *Misses) Top(ctx context.Context, n int) ([]Miss, error) {
	if err := m.Flush(ctx); err != nil {
		return nil, err
	}
	return m.store.Top(ctx, n)
}
