// Package catalogadapter gives search the catalogue's products and
// categories as its own Documents and Categories.
package catalogadapter

import (
	"context"
	"time"

	"dhoni/internal/catalog"
	"dhoni/internal/platform/money"
	"dhoni/internal/search"
)

// New returns the catalog service as search's Catalogue port.
func New(s *catalog.Service) search.Catalogue { return adapter{s} }

type adapter struct{ s *catalog.Service }

// Documents reads every product, newest first (the order equal scores are
// listed in).
func (a adapter) Documents(ctx context.Context) ([]search.Document, []search.Category, error) {
	cats, err := a.s.Categories(ctx)
	if err != nil {
		return nil, nil, err
	}
	byID := make(map[string]*catalog.Category, len(cats))
	for _, c := range cats {
		byID[c.ID()] = c
	}
	products, err := a.s.AllProducts(ctx)
	if err != nil {
		return nil, nil, err
	}
	docs := make([]search.Document, 0, len(products))
	counts := map[string]int{}
	for _, prod := range products {
		docs = append(docs, document(prod, byID))
		if c := byID[prod.CategoryID()]; c != nil {
			counts[c.ID()]++
			if c.ParentID() != "" {
				counts[c.ParentID()]++
			}
		}
	}
	out := make([]search.Category, 0, len(cats))
	for _, c := range cats {
		out = append(out, search.Category{
			Name: c.Name(), NameDV: c.NameDV(), Slug: c.Slug(), Shop: string(c.ShopType()),
			Parent: c.ParentID() != "", Products: counts[c.ID()], Position: c.Position(),
		})
	}
	return docs, out, nil
}

func document(p *catalog.Product, cats map[string]*catalog.Category) search.Document {
	d := search.Document{
		ID: p.ID(), Slug: p.Slug(), Shop: string(p.ShopType()),
		Title: p.Title(), TitleDV: p.TitleDV(), Description: p.Description(),
		Sizes: p.Sizes(), Brand: p.Brand() + " " + p.Model(), SKU: p.SKU(),
		Prices: prices(p),
	}
	if imgs := p.Images(); len(imgs) > 0 {
		d.Image = imgs[0]
	}
	for _, c := range p.Colors() {
		d.Colors = append(d.Colors, c.Name)
	}
	if c := cats[p.CategoryID()]; c != nil {
		d.Categories = append(d.Categories, c.Name())
		d.CategoriesDV = append(d.CategoriesDV, c.NameDV())
		if parent := cats[c.ParentID()]; parent != nil {
			d.Categories = append(d.Categories, parent.Name())
			d.CategoriesDV = append(d.CategoriesDV, parent.NameDV())
		}
	}
	return d
}

// prices reads what p sells at, at t, the way a listing card shows it
// (decision 211): during a sale, the sale price (even for one variant) and
// the price without it. It keeps the price and the sale, not p: the index
// holding every product whole, for as long as it lives, was most of the
// heap each collection marked (decision 259).
func prices(p *catalog.Product) func(t time.Time) (money.Laari, money.Laari) {
	price := p.Price()
	sale, onSale := p.Sale()
	return func(t time.Time) (money.Laari, money.Laari) {
		if onSale && sale.InForce(t) {
			return sale.Price, price
		}
		return price, 0
	}
}
