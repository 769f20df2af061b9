package catalog

import (
	"context"
	"time"
)

// Products is where products are kept. Implementations: gormstore (SQLite and
// PostgreSQL), all checked by the same contract suite (storetest).
type Products interface {
	// Create stores a new product: ErrSlugTaken when its slug is in use,
	// ErrSKUTaken when its SKU is, ErrCategoryMissing when its category is gone.
	Create(ctx context.Context, p *Product) error
	// Update runs change on the stored product inside a transaction, with the
	// row locked, and stores the result, one version higher, unless change
	// fails; it returns the product as stored. ErrProductNotFound when there
	// is none, ErrSKUTaken when the new SKU is another's.
	Update(ctx context.Context, id string, change func(*Product) error) (*Product, error)
	// Delete removes a product; ErrProductNotFound when there is none.
	Delete(ctx context.Context, id string) error
	ByID(ctx context.Context, id string) (*Product, error)
	BySlug(ctx context.Context, slug string) (*Product, error)
	// ByIDs returns the products that exist among ids, in no set order.
	ByIDs(ctx context.Context, ids []string) ([]*Product, error)
	// List returns a page of the products matching a normalised filter, and
	// how many match in all.
	List(ctx context.Context, f ProductFilter) (ProductPage, error)
	// All returns every product, newest first (created_at, then id,
	// descending), in one read.
	All(ctx context.Context) ([]*Product, error)
	// SlugsTaken returns the product slugs in use that are base or base-N.
	SlugsTaken(ctx context.Context, base string) ([]string, error)
	// NextSaleChange returns the first sale start or end after t, among all
	// products; ok is false when there is none.
	NextSaleChange(ctx context.Context, t time.Time) (at time.Time, ok bool, err error)
	// TakeStock applies Product.TakeStock for every take, all or nothing,
	// with the products locked (in id order, so two orders taking the same
	// products in another order wait for each other instead of
	// deadlocking). It joins the transaction ctx carries, if any
	// (database.Conn). A product whose stock changed is one version higher.
	// A *StockError says which takes were short or name a product that is
	// gone; then nothing changed. It returns the products as they are
	// after the take, read under the lock (the low-stock check needs no
	// second read while the rows are still locked).
	TakeStock(ctx context.Context, takes []StockTake) ([]*Product, error)
	// ReturnStock applies Product.ReturnStock for every take, with the
	// products locked as TakeStock locks them, in the transaction ctx
	// carries. A product that no longer exists is skipped.
	ReturnStock(ctx context.Context, takes []StockTake) error
}

// Categories is where categories are kept.
type Categories interface {
	// Create stores a new category; ErrSlugTaken when its slug is in use.
	Create(ctx context.Context, c *Category) error
	// Update runs change on the stored category inside a transaction;
	// ErrCategoryNotFound when there is none.
	Update(ctx context.Context, id string, change func(*Category) error) (*Category, error)
	// Delete removes a category: ErrCategoryNotFound when there is none,
	// ErrCategoryInUse while products or subcategories refer to it.
	Delete(ctx context.Context, id string) error
	ByID(ctx context.Context, id string) (*Category, error)
	BySlug(ctx context.Context, slug string) (*Category, error)
	// All returns every category ordered by position, then name.
	All(ctx context.Context) ([]*Category, error)
	// Reorder sets the positions in one transaction. When an id is unknown it
	// changes nothing and returns an *UnknownCategoriesError.
	Reorder(ctx context.Context, placements []Placement) error
	// SlugsTaken returns the category slugs in use that are base or base-N.
	SlugsTaken(ctx context.Context, base string) ([]string, error)
}

// SampleStore fills an empty catalog with the sample data, once in the life
// of a database.
type SampleStore interface {
	// SeedOnce stores categories and products, all or nothing, when the
	// catalog has never been seeded and is empty, and remembers that it was
	// (also when it found products already there, so an owner who later
	// deletes everything does not get the samples back). It reports whether it
	// stored them.
	SeedOnce(ctx context.Context, categories []*Category, products []*Product) (bool, error)
}
