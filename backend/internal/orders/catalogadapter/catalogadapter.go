// Package catalogadapter is the orders' Catalog port over the catalog's
// service: products as an order sees them, and taking stock in the order's
// transaction. It is the only place where the two domains' types meet.
package catalogadapter

import (
	"context"
	"errors"
	"strings"

	"dhoni/internal/catalog"
	"dhoni/internal/orders"
)

// adapter is the orders' Catalog; only New hands it out. Prices are read at
// the catalog's clock (the shop's), as the order is placed.
type adapter struct{ service *catalog.Service }

// New returns the orders' Catalog over the catalog's service.
func New(service *catalog.Service) orders.Catalog { return adapter{service} }

// Products implements orders.Catalog.
func (c adapter) Products(ctx context.Context, ids []string) (map[string]orders.Product, error) {
	now := c.service.Now()
	found, err := c.service.ProductsByID(ctx, ids)
	if err != nil {
		return nil, err
	}
	out := make(map[string]orders.Product, len(found))
	for id, p := range found {
		op := orders.Product{ID: p.ID(), Title: p.Title(), TitleDV: p.TitleDV(), SKU: p.SKU(), Price: p.Price(), Sizes: p.Sizes(),
			Appliance: p.ShopType() == catalog.Accessories,
		}
		if sale, ok := p.SaleAt(now); ok {
			op.Sale = &orders.Sale{Price: sale.Price}
			if color, size, hasColor := strings.Cut(sale.Variant, ":"); hasColor {
				op.Sale.Color, op.Sale.Size = color, size
			} else {
				op.Sale.Size = sale.Variant
			}
		}
		if images := p.Images(); len(images) > 0 {
			op.Image = images[0]
		}
		for _, col := range p.Colors() {
			op.Colors = append(op.Colors, orders.Color{Name: col.Name, Hex: col.Hex})
		}
		out[id] = op
	}
	return out, nil
}

// TakeStock implements orders.Catalog: one catalog take per line, and the
// catalog's shortages turned into the orders' (with the line's colour and
// size, as the customer chose them).
func (c adapter) TakeStock(ctx context.Context, takes []orders.StockTake) error {
	err := c.service.TakeStock(ctx, catalogTakes(takes))
	var stockErr *catalog.StockError
	if !errors.As(err, &stockErr) {
		return err
	}
	out := &orders.StockError{Missing: stockErr.Missing}
	for line, short := range stockErr.Short {
		out.Short = append(out.Short, &orders.InsufficientStockError{
			Line: line, SKU: short.SKU, Title: short.Title, Color: takes[line].Color, Size: takes[line].Size,
			Want: short.Want, Have: short.Have,
		})
	}
	return out
}

// ReturnStock implements orders.Catalog.
func (c adapter) ReturnStock(ctx context.Context, takes []orders.StockTake) error {
	return c.service.ReturnStock(ctx, catalogTakes(takes))
}

func catalogTakes(takes []orders.StockTake) []catalog.StockTake {
	ct := make([]catalog.StockTake, len(takes))
	for i, t := range takes {
		ct[i] = catalog.StockTake{ProductID: t.ProductID, Color: t.Color, Size: t.Size, Quantity: t.Quantity}
	}
	return ct
}
