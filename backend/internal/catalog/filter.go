package catalog

import (
	"slices"
	"strings"
	"time"

	"dhoni/internal/platform/money"
)

// Sort is a listing order.
type Sort string

const (
	// SortNewest is the default: newest first (created_at, then id, descending).
	SortNewest    Sort = "newest"
	SortPriceAsc  Sort = "price-asc"
	SortPriceDesc Sort = "price-desc"
	// SortName is by title, A to Z.
	SortName Sort = "name"
)

// Sorts lists the orders, as messages name them.
var Sorts = []Sort{SortNewest, SortPriceAsc, SortPriceDesc, SortName}

// Page sizes of a listing.
const (
	DefaultPerPage = 12
	MaxPerPage     = 100
)

// ProductFilter selects and orders a page of products. The zero value is the
// first page of everything, newest first. Empty lists and nil pointers mean
// "no condition".
type ProductFilter struct {
	ShopType ShopType
	// CategorySlugs selects products in these categories; a top-level
	// category includes its subcategories.
	CategorySlugs []string
	// Sizes and Colors match products offering any of them; colours by name,
	// ignoring case.
	Sizes  []string
	Colors []string
	// MinPrice and MaxPrice bound the price, both inclusive.
	MinPrice *money.Laari
	MaxPrice *money.Laari
	// Query matches title, SKU or description, ignoring case.
	Query    string
	Featured *bool
	// OnSale selects products with a sale in force at At.
	OnSale bool
	// At is the moment prices are read at: the sale prices in force then
	// count for OnSale, the price bounds and the price orders (the lowest
	// price a product is sold at). The service sets it from the shop's clock.
	At      time.Time
	Sort    Sort
	Page    int
	PerPage int
}

// Normalized returns the filter with defaults filled in and values tidied the
// way the store compares them: sizes upper case, colours and the query lower
// case, page at least 1, page size 1..100.
func (f ProductFilter) Normalized() ProductFilter {
	f.CategorySlugs = tidyLower(f.CategorySlugs)
	f.Colors = tidyLower(f.Colors)
	sizes := make([]string, 0, len(f.Sizes))
	for _, s := range f.Sizes {
		if s = strings.ToUpper(strings.TrimSpace(s)); s != "" {
			sizes = append(sizes, s)
		}
	}
	f.Sizes = sizes
	f.Query = strings.ToLower(strings.TrimSpace(f.Query))
	if f.Sort == "" {
		f.Sort = SortNewest
	}
	f.Page = max(f.Page, 1)
	switch {
	case f.PerPage <= 0:
		f.PerPage = DefaultPerPage
	case f.PerPage > MaxPerPage:
		f.PerPage = MaxPerPage
	}
	return f
}

// Offset is how many products come before the page.
func (f ProductFilter) Offset() int {
	n := f.Normalized()
	return (n.Page - 1) * n.PerPage
}

// ValidSort reports whether s is one of the listing orders.
func ValidSort(s Sort) bool {
	return slices.Contains(Sorts, s)
}

func tidyLower(in []string) []string {
	out := make([]string, 0, len(in))
	for _, s := range in {
		if s = strings.ToLower(strings.TrimSpace(s)); s != "" {
			out = append(out, s)
		}
	}
	return out
}

// ProductPage is one page of a listing and how many products match in all.
type ProductPage struct {
	Products []*Product
	Total    int
}

// SearchText is what a text query is matched against: title, SKU,
// description and the Dhivehi title, in lower case. Stores keep it beside the product so matching
// ignores case the same way on every database.
func SearchText(p *Product) string {
	return strings.ToLower(p.Title() + "\n" + p.SKU() + "\n" + p.Description() + "\n" + p.TitleDV())
}

// SortTitle is the key the name order uses: the title in lower case.
func SortTitle(p *Product) string { return strings.ToLower(p.Title()) }

// ColorKey is how a colour name is compared by the filter.
func ColorKey(name string) string { return strings.ToLower(strings.TrimSpace(name)) }
