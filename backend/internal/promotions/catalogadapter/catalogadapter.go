// Package catalogadapter is the discount codes' Catalog port over the
// catalog's service: a product's categories (with those above them) and
// which categories exist.
package catalogadapter

import (
	"context"

	"dhoni/internal/catalog"
	"dhoni/internal/promotions"
)

type adapter struct{ service *catalog.Service }

// New returns the codes' Catalog over the catalog's service.
func New(service *catalog.Service) promotions.Catalog { return adapter{service} }

func (a adapter) parents(ctx context.Context) (map[string]string, error) {
	cats, err := a.service.Categories(ctx)
	if err != nil {
		return nil, err
	}
	parents := make(map[string]string, len(cats))
	for _, c := range cats {
		parents[c.ID()] = c.ParentID()
	}
	return parents, nil
}

// CategoryIDs implements promotions.Catalog.
func (a adapter) CategoryIDs(ctx context.Context, productIDs []string) (map[string][]string, error) {
	products, err := a.service.ProductsByID(ctx, productIDs)
	if err != nil {
		return nil, err
	}
	parents, err := a.parents(ctx)
	if err != nil {
		return nil, err
	}
	out := make(map[string][]string, len(products))
	for id, p := range products {
		var ids []string
		// The depth bound stops a loop in bad data.
		for c := p.CategoryID(); c != "" && len(ids) < 16; c = parents[c] {
			ids = append(ids, c)
		}
		out[id] = ids
	}
	return out, nil
}

// CategoryExists implements promotions.Catalog.
func (a adapter) CategoryExists(ctx context.Context) (func(string) bool, error) {
	parents, err := a.parents(ctx)
	if err != nil {
		return nil, err
	}
	return func(id string) bool { _, ok := parents[id]; return ok }, nil
}
