package gormstore

import (
	"context"
	"errors"
	"fmt"
	"time"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"

	"dhoni/internal/catalog"
	"dhoni/internal/platform/database"
)

// Create implements catalog.Products.
func (s *Products) Create(ctx context.Context, p *catalog.Product) error {
	row, err := toProductRow(p)
	if err != nil {
		return err
	}
	err = database.Atomically(ctx, s.db, func(tx *gorm.DB) error {
		if err := checkUnique(tx, row); err != nil {
			return err
		}
		if err := tx.Create(&row).Error; err != nil {
			return err
		}
		return writeFilterRows(tx, p)
	})
	return s.explain(ctx, row, err)
}

// Update implements catalog.Products.
func (s *Products) Update(ctx context.Context, id string, change func(*catalog.Product) error) (*catalog.Product, error) {
	var row productRow
	updated, err := s.update(ctx, id, change, func(tx *gorm.DB, current productRow, p *catalog.Product) (*catalog.Product, error) {
		if p.ID() != id {
			return nil, fmt.Errorf("update product %s: the id changed to %s", id, p.ID())
		}
		var err error
		if row, err = toProductRow(p); err != nil {
			return nil, err
		}
		row.Version = current.Version + 1
		if err := checkUnique(tx, row); err != nil {
			return nil, err
		}
		// The row is locked; the version in the condition is a second guard
		// (docs/decisions/049).
		res := tx.Select("*").Omit("id").Where("id = ? AND version = ?", id, current.Version).Updates(&row)
		if res.Error != nil {
			return nil, res.Error
		}
		if res.RowsAffected != 1 {
			return nil, catalog.ErrProductChanged
		}
		saved, err := row.toDomain()
		if err != nil {
			return nil, err
		}
		if err := writeFilterRows(tx, p); err != nil {
			return nil, err
		}
		return saved, nil
	})
	if err := s.explain(ctx, row, err); err != nil {
		return nil, err
	}
	return updated, nil
}

// checkUnique reports a SKU or slug that another product has. The unique
// indexes stay the last word (two saves at once); explain sorts those out.
func checkUnique(tx *gorm.DB, row productRow) error {
	var n int64
	if err := tx.Model(&productRow{}).Where("sku = ? AND id <> ?", row.SKU, row.ID).Count(&n).Error; err != nil {
		return err
	}
	if n > 0 {
		return catalog.ErrSKUTaken
	}
	if err := tx.Model(&productRow{}).Where("slug = ? AND id <> ?", row.Slug, row.ID).Count(&n).Error; err != nil {
		return err
	}
	if n > 0 {
		return catalog.ErrSlugTaken
	}
	return nil
}

// explain turns constraint errors into the catalog's errors. SQLite does not
// say which unique index refused a row, so a duplicate is looked up again.
func (s *Products) explain(ctx context.Context, row productRow, err error) error {
	switch {
	case err == nil:
		return nil
	case errors.Is(err, gorm.ErrForeignKeyViolated):
		return catalog.ErrCategoryMissing
	case errors.Is(err, gorm.ErrDuplicatedKey):
		var n int64
		if cerr := s.db.WithContext(ctx).Model(&productRow{}).Where("sku = ? AND id <> ?", row.SKU, row.ID).Count(&n).Error; cerr != nil {
			return errors.Join(err, cerr)
		}
		if n > 0 {
			return catalog.ErrSKUTaken
		}
		return catalog.ErrSlugTaken
	}
	return err
}

// writeFilterRows replaces the product's rows in product_sizes and
// product_colors, which the listing filters on.
func writeFilterRows(tx *gorm.DB, p *catalog.Product) error {
	if err := tx.Where("product_id = ?", p.ID()).Delete(&productSizeRow{}).Error; err != nil {
		return err
	}
	if err := tx.Where("product_id = ?", p.ID()).Delete(&productColorRow{}).Error; err != nil {
		return err
	}
	var sizes []productSizeRow
	for _, sz := range p.Sizes() {
		sizes = append(sizes, productSizeRow{ProductID: p.ID(), Size: sz})
	}
	if len(sizes) > 0 {
		if err := tx.Create(&sizes).Error; err != nil {
			return err
		}
	}
	var colors []productColorRow
	seen := map[string]bool{}
	for _, c := range p.Colors() {
		if key := catalog.ColorKey(c.Name); !seen[key] {
			seen[key] = true
			colors = append(colors, productColorRow{ProductID: p.ID(), ColorKey: key})
		}
	}
	if len(colors) > 0 {
		if err := tx.Create(&colors).Error; err != nil {
			return err
		}
	}
	return nil
}

// Delete implements catalog.Products.
func (s *Products) Delete(ctx context.Context, id string) error {
	res := s.db.WithContext(ctx).Where("id = ?", id).Delete(&productRow{})
	if res.Error != nil {
		return fmt.Errorf("delete product %s: %w", id, res.Error)
	}
	if res.RowsAffected == 0 {
		return catalog.ErrProductNotFound
	}
	return nil
}

// ByIDs implements catalog.Products.
func (s *Products) ByIDs(ctx context.Context, ids []string) ([]*catalog.Product, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	var rows []productRow
	// In the caller's transaction when there is one: the stock an order just
	// took is seen (the low-stock check reads it back).
	if err := database.Conn(ctx, s.db).Where("id IN ?", ids).Find(&rows).Error; err != nil {
		return nil, fmt.Errorf("load products: %w", err)
	}
	return toDomains(rows)
}

// List implements catalog.Products: the filter, the count and the page are
// all SQL, the same on both dialects.
func (s *Products) List(ctx context.Context, f catalog.ProductFilter) (catalog.ProductPage, error) {
	f = f.Normalized()
	where := func() *gorm.DB {
		q := s.db.WithContext(ctx).Model(&productRow{})
		if f.ShopType != "" {
			q = q.Where("shop_type = ?", string(f.ShopType))
		}
		if len(f.CategorySlugs) > 0 {
			q = q.Where(`category_id IN (SELECT c.id FROM categories c LEFT JOIN categories p ON p.id = c.parent_id
				WHERE c.slug IN ? OR p.slug IN ?)`, f.CategorySlugs, f.CategorySlugs)
		}
		if len(f.Sizes) > 0 {
			q = q.Where("id IN (SELECT product_id FROM product_sizes WHERE size IN ?)", f.Sizes)
		}
		if len(f.Colors) > 0 {
			q = q.Where("id IN (SELECT product_id FROM product_colors WHERE color_key IN ?)", f.Colors)
		}
		if f.MinPrice != nil {
			q = q.Where(priceInForce+" >= ?", f.At, f.At, *f.MinPrice)
		}
		if f.MaxPrice != nil {
			q = q.Where(priceInForce+" <= ?", f.At, f.At, *f.MaxPrice)
		}
		if f.OnSale {
			q = q.Where(saleInForce, f.At, f.At)
		}
		if f.Query != "" {
			q = q.Where(`search_text LIKE ? ESCAPE '\'`, "%"+database.EscapeLike(f.Query)+"%")
		}
		if f.Featured != nil {
			q = q.Where("is_featured = ?", *f.Featured)
		}
		return q
	}
	var total int64
	if err := where().Count(&total).Error; err != nil {
		return catalog.ProductPage{}, fmt.Errorf("count products: %w", err)
	}
	page := catalog.ProductPage{Total: int(total), Products: []*catalog.Product{}}
	if total <= int64(f.Offset()) {
		return page, nil
	}
	var rows []productRow
	err := where().Order(orderBy(f.Sort, f.At)).Limit(f.PerPage).Offset(f.Offset()).Find(&rows).Error
	if err != nil {
		return catalog.ProductPage{}, fmt.Errorf("list products: %w", err)
	}
	products, err := toDomains(rows)
	if err != nil {
		return catalog.ProductPage{}, err
	}
	page.Products = products
	return page, nil
}

// All implements catalog.Products.
func (s *Products) All(ctx context.Context) ([]*catalog.Product, error) {
	var rows []productRow
	if err := s.db.WithContext(ctx).Order("created_at DESC, id DESC").Find(&rows).Error; err != nil {
		return nil, fmt.Errorf("read every product: %w", err)
	}
	return toDomains(rows)
}

// saleInForce is true for a product whose sale is in force at the moment
// given twice as its parameters (catalog.Sale.InForce in SQL).
const saleInForce = `(sale_price_laari IS NOT NULL AND (sale_starts_at IS NULL OR sale_starts_at <= ?)
	AND (sale_ends_at IS NULL OR sale_ends_at > ?))`

// priceInForce is the lowest price a product sells at, at the moment given
// twice as its parameters: the sale price while its sale is in force (for
// the whole product or one variant), else the price.
const priceInForce = "(CASE WHEN " + saleInForce + " THEN sale_price_laari ELSE price_laari END)"

// orderBy is each listing order at the moment at, with a tie-break so pages
// never overlap.
func orderBy(s catalog.Sort, at time.Time) any {
	byPrice := func(dir string) clause.OrderBy {
		return clause.OrderBy{Expression: clause.Expr{
			SQL: priceInForce + " " + dir + ", created_at DESC, id DESC", Vars: []any{at, at}, WithoutParentheses: true,
		}}
	}
	switch s {
	case catalog.SortPriceAsc:
		return byPrice("ASC")
	case catalog.SortPriceDesc:
		return byPrice("DESC")
	case catalog.SortName:
		return "sort_title ASC, id ASC"
	default:
		return "created_at DESC, id DESC"
	}
}

// SlugsTaken implements catalog.Products.
func (s *Products) SlugsTaken(ctx context.Context, base string) ([]string, error) {
	return slugsTaken(ctx, s.db, "products", base)
}
