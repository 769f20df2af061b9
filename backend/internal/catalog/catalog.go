// Package catalog is the shop's products and categories: their rules (slugs,
// ids, validation with the specification's messages), the listing filter, the
// ports the catalog needs (its stores and an image store) and the service of
// use cases the HTTP adapter and other domains call.
//
// Adapters live in sub-packages: gormstore (SQLite and PostgreSQL), httpapi
// (gin), sampledata (the first-start catalog and its pictures) and
// catalogmodule (the fx wiring, which has to import the adapters and so cannot
// live here).
package catalog

import (
	"errors"
	"fmt"

	"dhoni/internal/platform/fault"
)

// ShopType is which of the two shops a product or category belongs to.
type ShopType string

const (
	// Clothing is the modest-fashion shop (the spec's default).
	Clothing ShopType = "clothing"
	// Accessories is the appliances shop ("accessories" inside the system).
	Accessories ShopType = "accessories"
)

// ShopTypes lists the valid values, in the order messages name them.
var ShopTypes = []ShopType{Clothing, Accessories}

// ParseShopType reads a wire value; the empty string is the default, clothing.
func ParseShopType(s string) (ShopType, error) {
	switch ShopType(s) {
	case "":
		return Clothing, nil
	case Clothing, Accessories:
		return ShopType(s), nil
	}
	return "", fmt.Errorf("unknown shop type %q", s)
}

// Sentinel errors. They carry their fault kind and the message people see, so
// the HTTP adapter answers them without knowing the catalog.
var (
	ErrProductNotFound  = fault.New(fault.NotFound, "Product not found")
	ErrCategoryNotFound = fault.New(fault.NotFound, "Category not found")
	// ErrCategoryInUse refuses deleting a category that still has products or
	// subcategories.
	ErrCategoryInUse = fault.New(fault.Conflict, "This category still has products or subcategories. Move or delete them first.")
	// ErrProductChanged refuses an edit made from a form that loaded an
	// older version of the product (docs/decisions/049).
	ErrProductChanged = fault.New(fault.Conflict, "This product changed since you opened it (an order may have taken stock). "+
		"Close the form and open it again to see the latest.")
	// ErrSKUTaken is a product whose SKU another product already has.
	ErrSKUTaken = fault.InvalidFields("SKU is already used by another product",
		map[string]string{"sku": "SKU is already used by another product"})
	// ErrSlugTaken is a slug clash found while saving; the service picks the
	// next free slug and tries again, so people never see it.
	ErrSlugTaken = errors.New("slug already taken")
	// ErrCategoryMissing is a product whose category vanished while it was
	// being saved (the database's foreign key noticed).
	ErrCategoryMissing = fault.InvalidFields(msgCategory, map[string]string{"category_id": msgCategory})
)

// UnknownCategoriesError is a reorder naming categories that do not exist;
// nothing was changed.
type UnknownCategoriesError struct{ IDs []string }

func (e *UnknownCategoriesError) Error() string {
	return fmt.Sprintf("unknown categories %v", e.IDs)
}
