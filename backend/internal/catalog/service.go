package catalog

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/fault"
)

// Service is the catalog's use cases: what the HTTP adapter and other domains
// (orders, for prices and stock) call.
type Service struct {
	products   Products
	categories Categories
	images     ImageStore
	clock      clock.Clock
	watcher    StockWatcher
}

// NewService builds the service on its stores, the image store and a clock.
func NewService(products Products, categories Categories, images ImageStore, clk clock.Clock) *Service {
	return &Service{products: products, categories: categories, images: images, clock: clk}
}

// slugTries bounds the retries when another save takes the slug we picked.
const slugTries = 12

// freeSlug picks a free slug: the first one, or after a clash (another save
// took it meanwhile) one of the next few at random, so racing saves spread out.
func freeSlug(base string, taken []string, attempt int) string {
	if attempt == 0 {
		return NextFreeSlug(base, taken)
	}
	return NthFreeSlug(base, taken, rand.IntN(2*attempt+1))
}

// sluggedStore is what createOnFreeSlug needs of the products' or the
// categories' store.
type sluggedStore[T any] interface {
	SlugsTaken(ctx context.Context, base string) ([]string, error)
	Create(ctx context.Context, v T) error
}

// createOnFreeSlug builds a new product or category on a free slug made from
// base and stores it; when another save took that slug meanwhile
// (ErrSlugTaken), it picks again, up to slugTries times.
func createOnFreeSlug[T any](ctx context.Context, store sluggedStore[T], base, what string, build func(slug string) (T, error)) (T, error) {
	var none T
	for attempt := range slugTries {
		taken, err := store.SlugsTaken(ctx, base)
		if err != nil {
			return none, err
		}
		v, err := build(freeSlug(base, taken, attempt))
		if err != nil {
			return none, err
		}
		switch err := store.Create(ctx, v); {
		case errors.Is(err, ErrSlugTaken):
			continue
		case err != nil:
			return none, err
		}
		return v, nil
	}
	return none, fmt.Errorf("create %s: no free slug for %q after %d tries", what, base, slugTries)
}

// maxSlugBase keeps slugs (and so URLs) readable.
const maxSlugBase = 80

// Now is the shop's clock: what prices and sales are read at.
func (s *Service) Now() time.Time { return s.clock.Now() }

// NextPriceChange is the first moment after t at which a price in the shop
// changes by itself: a sale starting or ending. ok is false when none is
// planned. The read cache drops its answers then.
func (s *Service) NextPriceChange(ctx context.Context, t time.Time) (at time.Time, ok bool, err error) {
	return s.products.NextSaleChange(ctx, t)
}

// ListProducts returns a page of products matching f and the total count.
func (s *Service) ListProducts(ctx context.Context, f ProductFilter) (ProductPage, error) {
	f.At = s.clock.Now()
	return s.products.List(ctx, f.Normalized())
}

// AllProducts returns every product, newest first, in one read: for what
// holds the whole catalogue (search's index, the sitemap). Page by page,
// each page counting and skipping those before it, 50,000 products took
// 500 queries and 20 s of the database's time (decision 258).
func (s *Service) AllProducts(ctx context.Context) ([]*Product, error) {
	return s.products.All(ctx)
}

// Product returns the product with id, or ErrProductNotFound.
func (s *Service) Product(ctx context.Context, id string) (*Product, error) {
	return s.products.ByID(ctx, id)
}

// ProductBySlug returns the product with slug, or ErrProductNotFound.
func (s *Service) ProductBySlug(ctx context.Context, slug string) (*Product, error) {
	return s.products.BySlug(ctx, slug)
}

// ProductsByID returns the products among ids that exist, by id: the prices
// and stock the orders domain prices a cart from.
func (s *Service) ProductsByID(ctx context.Context, ids []string) (map[string]*Product, error) {
	found, err := s.products.ByIDs(ctx, ids)
	if err != nil {
		return nil, err
	}
	out := make(map[string]*Product, len(found))
	for _, p := range found {
		out[p.ID()] = p
	}
	return out, nil
}

// CreateProduct validates d, stores its inline images and saves a new
// product with a server-made id and a free slug derived from the title.
func (s *Service) CreateProduct(ctx context.Context, d ProductDetails) (*Product, error) {
	category, d, err := s.prepareProduct(ctx, d)
	if err != nil {
		return nil, err
	}
	return createOnFreeSlug(ctx, s.products, slugBase(d.Title, "product"), "product", func(slug string) (*Product, error) {
		now := s.clock.Now()
		return NewProduct(NewID(ProductIDPrefix, now), slug, d, category, now)
	})
}

// prepareProduct finds d's category, checks d against it and stores d's
// inline images, returning d with their addresses: what creating and editing
// a product both do before saving.
func (s *Service) prepareProduct(ctx context.Context, d ProductDetails) (*Category, ProductDetails, error) {
	category, err := s.categoryOrNil(ctx, d.CategoryID)
	if err != nil {
		return nil, d, err
	}
	if err := d.Validate(category); err != nil {
		return nil, d, err
	}
	d.Images, err = s.storeImages(ctx, d.Images, "images")
	return category, d, err
}

// UpdateProduct replaces what the owner edits of product id; its id, slug,
// shop type and creation time stay. With loaded (the version the owner's form
// was filled from) the edit applies only while the product is still at that
// version, so an order's stock decrement made meanwhile is never written
// over: ErrProductChanged, and nothing changes. Without it the edit applies
// as it comes.
func (s *Service) UpdateProduct(ctx context.Context, id string, d ProductDetails, loaded *int) (*Product, error) {
	current, err := s.products.ByID(ctx, id)
	if err != nil {
		return nil, err
	}
	// Checked before the images are stored, so a refused save leaves none behind.
	if err := current.CheckVersion(loaded); err != nil {
		return nil, err
	}
	d.ShopType = current.ShopType()
	category, d, err := s.prepareProduct(ctx, d)
	if err != nil {
		return nil, err
	}
	return s.products.Update(ctx, id, func(p *Product) error {
		// Again with the row locked: an order may have taken stock meanwhile.
		if err := p.CheckVersion(loaded); err != nil {
			return err
		}
		return p.Edit(d, category, s.clock.Now())
	})
}

// DeleteProduct removes product id.
func (s *Service) DeleteProduct(ctx context.Context, id string) error {
	return s.products.Delete(ctx, id)
}

// Categories returns every category, ordered by position, then name.
func (s *Service) Categories(ctx context.Context) ([]*Category, error) {
	return s.categories.All(ctx)
}

// CategoryBySlug returns the category with slug, or ErrCategoryNotFound.
func (s *Service) CategoryBySlug(ctx context.Context, slug string) (*Category, error) {
	return s.categories.BySlug(ctx, slug)
}

// CreateCategory saves a new category last among its shop's categories (one
// past the highest position, at least the count plus one). An
// appliance category without a parent goes under the top-level Accessories
// category.
func (s *Service) CreateCategory(ctx context.Context, d CategoryDetails) (*Category, error) {
	all, err := s.categories.All(ctx)
	if err != nil {
		return nil, err
	}
	if d.ShopType == "" {
		d.ShopType = Clothing
	}
	parent := resolveParent(all, d, nil)
	if err := d.Validate(parent); err != nil {
		return nil, err
	}
	if d.ImageURL, err = s.storeImage(ctx, d.ImageURL, "image_url"); err != nil {
		return nil, err
	}
	// Last among its shop's categories: the spec's "count + 1" when the
	// positions run 1..n, and still last when they do not (the sample
	// appliance categories sit at 10-14, deletions leave gaps).
	count, highest := 0, 0
	for _, c := range all {
		if c.ShopType() == d.ShopType {
			count++
			highest = max(highest, c.Position())
		}
	}
	position := max(count, highest) + 1
	return createOnFreeSlug(ctx, s.categories, slugBase(d.Name, "category"), "category", func(slug string) (*Category, error) {
		now := s.clock.Now()
		return NewCategory(NewID(CategoryIDPrefix(d.ShopType), now), slug, d, parent, position)
	})
}

// UpdateCategory changes a category's name, image, parent and position; its
// id, slug and shop type stay.
func (s *Service) UpdateCategory(ctx context.Context, id string, d CategoryDetails) (*Category, error) {
	all, err := s.categories.All(ctx)
	if err != nil {
		return nil, err
	}
	var current *Category
	hasChildren := false
	for _, c := range all {
		if c.ID() == id {
			current = c
		}
		if c.ParentID() == id {
			hasChildren = true
		}
	}
	if current == nil {
		return nil, ErrCategoryNotFound
	}
	d.ShopType = current.ShopType()
	parent := resolveParent(all, d, current)
	if err := d.Validate(parent); err != nil {
		return nil, err
	}
	if d.ImageURL, err = s.storeImage(ctx, d.ImageURL, "image_url"); err != nil {
		return nil, err
	}
	return s.categories.Update(ctx, id, func(c *Category) error {
		return c.Edit(d, parent, hasChildren)
	})
}

// DeleteCategory removes a category that no product or subcategory uses.
func (s *Service) DeleteCategory(ctx context.Context, id string) error {
	return s.categories.Delete(ctx, id)
}

// ReorderCategories writes every given position in one transaction; an
// unknown id changes nothing.
func (s *Service) ReorderCategories(ctx context.Context, placements []Placement) error {
	var bad problems
	seen := map[string]bool{}
	for i, p := range placements {
		switch {
		case strings.TrimSpace(p.ID) == "":
			bad.add("["+strconv.Itoa(i)+"].id", "Category not found")
		case seen[p.ID]:
			bad.add("["+strconv.Itoa(i)+"].id", "Listed more than once")
		}
		seen[p.ID] = true
		if p.Position < 0 {
			bad.add("["+strconv.Itoa(i)+"].position", msgPosition)
		}
	}
	if err := bad.err(); err != nil {
		return err
	}
	err := s.categories.Reorder(ctx, placements)
	var unknown *UnknownCategoriesError
	if errors.As(err, &unknown) {
		for _, id := range unknown.IDs {
			for i, p := range placements {
				if p.ID == id {
					bad.add("["+strconv.Itoa(i)+"].id", "Category not found")
				}
			}
		}
		return bad.err()
	}
	return err
}

// resolveParent finds the parent the details name. An appliance category
// that names none goes under the top-level appliance category, unless it is
// that category itself.
func resolveParent(all []*Category, d CategoryDetails, self *Category) *Category {
	id := strings.TrimSpace(d.ParentID)
	if id == "" && d.ShopType == Accessories && (self == nil || !self.TopLevel()) {
		for _, c := range all {
			if c.ShopType() == Accessories && c.TopLevel() && c != self {
				return c
			}
		}
		return nil
	}
	for _, c := range all {
		if id != "" && c.ID() == id {
			return c
		}
	}
	return nil
}

func (s *Service) categoryOrNil(ctx context.Context, id string) (*Category, error) {
	id = strings.TrimSpace(id)
	if id == "" {
		return nil, nil
	}
	c, err := s.categories.ByID(ctx, id)
	if errors.Is(err, ErrCategoryNotFound) {
		return nil, nil
	}
	return c, err
}

// storeImages replaces every data URL with the URL the image store kept it at.
func (s *Service) storeImages(ctx context.Context, images []string, field string) ([]string, error) {
	out := make([]string, 0, len(images))
	for i, img := range images {
		url, err := s.storeImage(ctx, img, field+"["+strconv.Itoa(i)+"]")
		if err != nil {
			return nil, err
		}
		out = append(out, url)
	}
	return out, nil
}

func (s *Service) storeImage(ctx context.Context, img, field string) (string, error) {
	img = strings.TrimSpace(img)
	if !IsDataURL(img) {
		return img, nil
	}
	if s.images == nil {
		return "", fault.InvalidFields("Image uploads are not available", map[string]string{field: "Image uploads are not available"})
	}
	url, err := s.images.SaveDataURL(ctx, img)
	if err != nil {
		return "", fmt.Errorf("%s: %w", field, err)
	}
	if !ValidImageURL(url) {
		return "", fmt.Errorf("image store returned %q, not a URL the catalog keeps", url)
	}
	return url, nil
}

// slugBase is the slug of a title, shortened, or fallback when the title has
// no letters a slug can keep (a title in Thaana, say).
func slugBase(title, fallback string) string {
	base := Slugify(title)
	if len(base) > maxSlugBase {
		base = strings.TrimRight(base[:maxSlugBase], "-")
	}
	if base == "" {
		return fallback
	}
	return base
}
