package seo

import (
	"context"
	"time"

	"dhoni/internal/catalog"
)

// Entry is one page of the sitemap: its site path and when its content last
// changed (zero when unknown).
type Entry struct {
	Path    string
	LastMod time.Time
}

// Sitemap lists every public page: the fixed pages, each category and each
// product. A product's date is its last change; a listing's is the latest
// change of a product it shows.
func (s *Service) Sitemap(ctx context.Context) ([]Entry, error) {
	products, err := s.catalog.AllProducts(ctx)
	if err != nil {
		return nil, err
	}
	categories, err := s.catalog.Categories(ctx)
	if err != nil {
		return nil, err
	}
	parentOf := map[string]string{}
	for _, c := range categories {
		parentOf[c.ID()] = c.ParentID()
	}
	latest := map[string]time.Time{} // by listing: shop type or category id
	touch := func(key string, t time.Time) {
		if t.After(latest[key]) {
			latest[key] = t
		}
	}
	productEntries := make([]Entry, 0, len(products))
	for _, p := range products {
		at := p.UpdatedAt().UTC()
		productEntries = append(productEntries, Entry{Path: ProductPath(p), LastMod: at})
		touch("", at)
		touch(string(p.ShopType()), at)
		// A parent category's listing includes its subcategories' products.
		for id, hops := p.CategoryID(), 0; id != "" && hops < 4; id, hops = parentOf[id], hops+1 {
			touch(id, at)
		}
	}

	entries := []Entry{
		{Path: "/", LastMod: latest[""]},
		{Path: "/shop", LastMod: latest[string(catalog.Clothing)]},
		{Path: "/accessories", LastMod: latest[string(catalog.Accessories)]},
		{Path: "/categories", LastMod: latest[""]},
		{Path: "/tailoring"},
	}
	for _, c := range categories {
		entries = append(entries, Entry{Path: CategoryPath(c), LastMod: latest[c.ID()]})
	}
	return append(entries, productEntries...), nil
}
