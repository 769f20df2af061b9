package seo

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"net/url"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"dhoni/internal/catalog"
	"dhoni/internal/platform/money"
)

// Limits of the catalogue feeds: Google's (title 150, description 5000
// characters) are the tighter of the two platforms', and its item id is at
// most 50 characters.
const (
	MaxFeedTitle       = 150
	MaxFeedDescription = 5000
	maxFeedID          = 50
)

// FeedItem is one thing a customer can buy, as the Meta and Google
// catalogues list it: one variant (colour and size) of a product.
type FeedItem struct {
	// ID is stable for the variant while the product keeps its colour and
	// size; GroupID is the product's id when it has several variants.
	ID, GroupID string
	// Title and Description are one line of plain text each.
	Title, Description string
	InStock            bool
	Price              money.Laari
	// Sale is the variant's sale; Sale.Price is 0 when there is none.
	Sale Sale
	// Path is the product's page; Image its first raster picture (a site
	// path or an http(s) URL).
	Path, Image string
	Brand       string
	Color, Size string
	Category    Taxon
}

// Sale is a price below the usual one, in force from From until Until (a
// zero time leaves that end open).
type Sale struct {
	Price       money.Laari
	From, Until time.Time
}

// saleOf is the owner's sale for a variant of p, with its dates, whether
// or not it is in force yet: the platforms apply sale_price only between
// those dates, so a sale announced ahead of its start, or one whose end has
// passed, is published as it is and read right (decision 215).
func saleOf(p *catalog.Product, v Variant) Sale {
	s, ok := p.Sale()
	if !ok || !s.AppliesTo(v.Color, v.Size) {
		return Sale{}
	}
	return Sale{Price: s.Price, From: s.Starts, Until: s.Ends}
}

// Variant is one colour and size of a product ("" for a product without
// colours or sizes).
type Variant struct{ Color, Size string }

// Variants are p's colours times its sizes, in the order the owner gave
// them; an appliance has one, with neither.
func Variants(p *catalog.Product) []Variant {
	colors, sizes := []string{""}, []string{""}
	if cs := p.Colors(); len(cs) > 0 {
		colors = colors[:0]
		for _, c := range cs {
			colors = append(colors, c.Name)
		}
	}
	if ss := p.Sizes(); len(ss) > 0 {
		sizes = ss
	}
	out := make([]Variant, 0, len(colors)*len(sizes))
	for _, c := range colors {
		for _, s := range sizes {
			out = append(out, Variant{Color: c, Size: s})
		}
	}
	return out
}

// Feed lists every variant of every product that has a raster picture, in
// stock or not; products without one are returned apart (both platforms
// refuse an item without a JPEG, PNG or WebP picture), for the owner to see.
func (s *Service) Feed(ctx context.Context) (items []FeedItem, pictureless []*catalog.Product, err error) {
	products, err := s.catalog.AllProducts(ctx)
	if err != nil {
		return nil, nil, err
	}
	categories, err := s.catalog.Categories(ctx)
	if err != nil {
		return nil, nil, err
	}
	taxa := newTaxonomy(categories)
	for _, p := range products {
		image := FeedImage(p)
		if image == "" {
			pictureless = append(pictureless, p)
			continue
		}
		items = append(items, productItems(p, image, taxa.of(p))...)
	}
	return items, pictureless, nil
}

func productItems(p *catalog.Product, image string, taxon Taxon) []FeedItem {
	variants := Variants(p)
	brand := strings.TrimSpace(p.Brand())
	if brand == "" || p.ShopType() != catalog.Accessories {
		brand = ShopName
	}
	title, description := FeedText(p.Title(), MaxFeedTitle), FeedText(p.Description(), MaxFeedDescription)
	ids := variantIDs(p.ID(), variants)
	items := make([]FeedItem, len(variants))
	for i, v := range variants {
		n, tracked := p.Available(v.Color, v.Size)
		items[i] = FeedItem{
			ID: ids[i], Title: title, Description: description, InStock: !tracked || n > 0,
			Price: p.Price(), Sale: saleOf(p, v), Path: ProductPath(p), Image: image, Brand: brand,
			Color: FeedText(v.Color, MaxFeedTitle), Size: v.Size, Category: taxon,
		}
		if len(variants) > 1 {
			items[i].GroupID = p.ID()
		}
	}
	return items
}

// variantIDs gives each variant of the product with id its own item id:
// the product's id alone for a single variant, else the id, the colour's
// slug and the size ("prod-x-navy-blue-m"). A colour whose slug is empty,
// long or shared with another colour is named by a short hash of its name.
func variantIDs(id string, variants []Variant) []string {
	if len(variants) == 1 {
		return []string{id}
	}
	colors, used := map[string]string{}, map[string]bool{} // a colour's part of the id, the parts given
	for _, v := range variants {
		if _, done := colors[v.Color]; done || v.Color == "" {
			continue
		}
		part := catalog.Slugify(v.Color)
		if part == "" || len(part) > 16 || used[part] {
			sum := sha256.Sum256([]byte(v.Color))
			part = "c" + hex.EncodeToString(sum[:4])
		}
		used[part], colors[v.Color] = true, part
	}
	out := make([]string, len(variants))
	for i, v := range variants {
		parts := []string{id}
		if c := colors[v.Color]; c != "" {
			parts = append(parts, c)
		}
		if v.Size != "" {
			parts = append(parts, strings.ToLower(v.Size))
		}
		out[i] = strings.Join(parts, "-")
		if len(out[i]) > maxFeedID {
			sum := sha256.Sum256([]byte(id + "\x00" + v.Color + "\x00" + v.Size))
			out[i] = id[:min(len(id), maxFeedID-17)] + "-" + hex.EncodeToString(sum[:8])
		}
	}
	return out
}

// FeedImage is p's first picture the platforms accept: a JPEG, PNG or WebP
// file, told by its name as the shop stores it (uploads are kept as .jpg or
// .png copies; an http(s) link counts when its path ends in one of the
// three). SVG, the sample pictures, is refused by both.
func FeedImage(p *catalog.Product) string {
	for _, img := range p.Images() {
		img = strings.TrimSpace(img)
		if !catalog.ValidImageURL(img) {
			continue
		}
		where := img
		if u, err := url.Parse(img); err == nil {
			where = u.Path
		}
		where = strings.ToLower(where)
		for _, ext := range []string{".jpg", ".jpeg", ".png", ".webp"} {
			if strings.HasSuffix(where, ext) {
				return img
			}
		}
	}
	return ""
}

// FeedText makes text fit for a feed field: valid UTF-8 on one line, with
// control characters, line and paragraph separators and the invisible
// direction marks that could reorder what a shopper reads turned into
// spaces, runs of spaces made one, and at most max characters (cut after a
// word, with "…"). Markup stays as text: the encoders escape it.
func FeedText(text string, max int) string {
	text = strings.ToValidUTF8(text, "\uFFFD")
	words := strings.FieldsFunc(text, func(r rune) bool {
		return unicode.IsSpace(r) || unicode.IsControl(r) || bidiControl(r) ||
			r == '\u2028' || r == '\u2029' || r == '\ufeff' || r == '\u200b'
	})
	line := strings.Join(words, " ")
	if utf8.RuneCountInString(line) <= max {
		return line
	}
	runes := []rune(line)[:max-1]
	for at := len(runes) - 1; at > max/2; at-- {
		if runes[at] == ' ' {
			runes = runes[:at]
			break
		}
	}
	return strings.TrimRight(string(runes), " ,.;:-") + "…"
}

// bidiControl reports the Unicode bidirectional formatting characters
// (embeddings, overrides, isolates and marks), not right-to-left letters:
// Thaana titles stay as they are.
func bidiControl(r rune) bool {
	return (r >= '\u202a' && r <= '\u202e') || (r >= '\u2066' && r <= '\u2069') ||
		r == '\u200e' || r == '\u200f' || r == '\u061c'
}
