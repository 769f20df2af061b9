package search

import (
	"cmp"
	"slices"
	"sort"
	"strings"
	"time"
	"unicode/utf8"

	"dhoni/internal/platform/money"
)

// Document is what search knows of a product: the text it is found by and
// what a result shows.
type Document struct {
	ID, Slug string
	// Shop is the shop the product belongs to ("clothing", "accessories").
	Shop  string
	Title string
	// TitleDV is the Dhivehi title, "" without one.
	TitleDV string
	// Categories are the names of the product's category and of its parent;
	// CategoriesDV their Dhivehi names, where they have one.
	Categories   []string
	CategoriesDV []string
	Description  string
	Colors       []string
	Sizes        []string
	// Brand holds the brand and the model of an appliance.
	Brand string
	SKU   string
	// Prices is what the product sells at, at t: the lowest price in force
	// and, during a sale, the price without it (0 otherwise). Read when a
	// search is answered, so a sale starting or ending needs no new index.
	Prices func(t time.Time) (price, original money.Laari)
	Image  string
}

// Category is a category as search offers it when nothing was found.
type Category struct {
	Name, Slug, Shop string
	// NameDV is the Dhivehi name, "" without one.
	NameDV string
	// Parent is false for a top-level category (Clothing, Accessories).
	Parent bool
	// Products counts the products in the category.
	Products int
	Position int
}

// field is where in a document a word was found; weights rank the fields:
// title before category before the rest, description last.
type field uint8

const (
	fieldTitle field = 1 << iota
	fieldCategory
	fieldBrand
	fieldSKU
	fieldColor
	fieldSize
	fieldDescription
)

var fieldWeights = []struct {
	f field
	w float32
}{
	{fieldTitle, 8}, {fieldCategory, 4}, {fieldBrand, 3}, {fieldSKU, 3},
	{fieldColor, 2}, {fieldSize, 2}, {fieldDescription, 1},
}

func weight(fields field) float32 {
	for _, fw := range fieldWeights {
		if fields&fw.f != 0 {
			return fw.w
		}
	}
	return 0
}

// How well a word matched a word of the catalogue: whole, as the start of a
// longer word, or with one letter wrong. A misspelt title word still ranks
// above a whole category word.
const (
	qualityExact  float32 = 1
	qualityPrefix float32 = 0.75
	qualityTypo   float32 = 0.6
)

type posting struct {
	doc    int32
	fields field
}

// Index finds documents by their words. It is built once from the whole
// catalogue and only read afterwards, by any number of searches at once.
type Index struct {
	docs       []Document
	categories []Category
	// vocabulary is every word of the catalogue, sorted; postings[i] are
	// the documents that hold vocabulary[i].
	vocabulary []string
	postings   [][]posting
	// byLength holds the indexes into vocabulary of the words of each
	// length in letters, for misspellings.
	byLength map[int][]int32
	runes    [][]rune
}

// NewIndex builds the index of docs (in the order ties are listed in) and
// the categories offered when nothing is found.
func NewIndex(docs []Document, categories []Category) *Index {
	perWord := map[string][]posting{}
	for i, d := range docs {
		fields := map[string]field{}
		add := func(f field, texts ...string) {
			for _, t := range texts {
				for _, w := range Words(t) {
					fields[w] |= f
				}
			}
		}
		add(fieldTitle, d.Title, d.TitleDV)
		add(fieldCategory, d.Categories...)
		add(fieldCategory, d.CategoriesDV...)
		add(fieldBrand, d.Brand)
		add(fieldSKU, d.SKU)
		add(fieldColor, d.Colors...)
		add(fieldSize, d.Sizes...)
		add(fieldDescription, d.Description)
		for w, f := range fields {
			perWord[w] = append(perWord[w], posting{doc: int32(i), fields: f})
		}
	}
	ix := &Index{docs: docs, categories: categories, byLength: map[int][]int32{}}
	ix.vocabulary = make([]string, 0, len(perWord))
	for w := range perWord {
		ix.vocabulary = append(ix.vocabulary, w)
	}
	sort.Strings(ix.vocabulary)
	ix.postings = make([][]posting, len(ix.vocabulary))
	ix.runes = make([][]rune, len(ix.vocabulary))
	for i, w := range ix.vocabulary {
		ix.postings[i] = perWord[w]
		ix.runes[i] = []rune(w)
		n := len(ix.runes[i])
		ix.byLength[n] = append(ix.byLength[n], int32(i))
	}
	return ix
}

// Len is the number of documents.
func (ix *Index) Len() int { return len(ix.docs) }

// matches calls found with every catalogue word w matches and how well:
// whole, as a prefix (from prefixLength letters, or any length when
// anyPrefix), or misspelt by one letter (words of typoLength letters or more).
func (ix *Index) matches(w string, anyPrefix bool, found func(word int, quality float32)) {
	best := map[int]float32{}
	keep := func(i int, q float32) {
		if q > best[i] {
			best[i] = q
		}
	}
	n := utf8.RuneCountInString(w)
	start := sort.SearchStrings(ix.vocabulary, w)
	if start < len(ix.vocabulary) && ix.vocabulary[start] == w {
		keep(start, qualityExact)
	}
	if n >= prefixLength || anyPrefix {
		for i := start; i < len(ix.vocabulary) && strings.HasPrefix(ix.vocabulary[i], w); i++ {
			if ix.vocabulary[i] != w {
				keep(i, qualityPrefix)
			}
		}
	}
	if n >= typoLength {
		r := []rune(w)
		for l := n - 1; l <= n+1; l++ {
			for _, i := range ix.byLength[l] {
				if withinOneEdit(r, ix.runes[i]) {
					keep(int(i), qualityTypo)
				}
			}
		}
	}
	for i, q := range best {
		found(i, q)
	}
}

// Hit is a document found and its score; the service sets its prices, in
// force when the search is answered.
type Hit struct {
	Document Document
	Score    float32
	// Price is the lowest price in force; Original the price without the
	// sale during one, 0 otherwise.
	Price, Original money.Laari
}

// Find returns every document that matches all of q's words, best first
// (ties in the index's order). With typing, the last word also matches as
// the start of any longer word, however short (suggestions while typing).
func (ix *Index) Find(q Query, typing bool) []Hit {
	if q.Empty() || len(ix.docs) == 0 {
		return nil
	}
	total := make([]float32, len(ix.docs))
	matched := make([]uint8, len(ix.docs))
	word := make([]float32, len(ix.docs))
	var touched []int32
	for wi, w := range q.words {
		touched = touched[:0]
		ix.matches(w, typing && wi == len(q.words)-1, func(v int, quality float32) {
			for _, p := range ix.postings[v] {
				if int(matched[p.doc]) != wi {
					continue
				}
				s := quality * weight(p.fields)
				if word[p.doc] == 0 {
					touched = append(touched, p.doc)
				}
				word[p.doc] = max(word[p.doc], s)
			}
		})
		if len(touched) == 0 {
			return nil
		}
		for _, d := range touched {
			matched[d]++
			total[d] += word[d]
			word[d] = 0
		}
	}
	var hits []int32
	for d, m := range matched {
		if int(m) == len(q.words) {
			hits = append(hits, int32(d))
		}
	}
	slices.SortStableFunc(hits, func(a, b int32) int { return cmp.Compare(total[b], total[a]) })
	out := make([]Hit, len(hits))
	for i, d := range hits {
		out[i] = Hit{Document: ix.docs[d], Score: total[d]}
	}
	return out
}

// Popular returns up to n subcategories with the most products (ties by
// their position), the categories offered when a search finds nothing.
func (ix *Index) Popular(n int) []Category {
	var out []Category
	for _, c := range ix.categories {
		if c.Parent && c.Products > 0 {
			out = append(out, c)
		}
	}
	slices.SortStableFunc(out, func(a, b Category) int {
		if c := cmp.Compare(b.Products, a.Products); c != 0 {
			return c
		}
		return cmp.Compare(a.Position, b.Position)
	})
	return out[:min(n, len(out))]
}
