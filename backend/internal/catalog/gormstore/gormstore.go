// Package gormstore keeps the catalog in SQLite or PostgreSQL through GORM.
// Its rows are private and mapped to the catalog's domain types here; the
// schema is the versioned SQL under migrations/ (one folder per dialect).
package gormstore

import (
	"context"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"

	"dhoni/internal/catalog"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/money"
)

// Migrations is the catalog's schema, for database.Migrations("catalog",
// Migrations, "migrations").
//
//go:embed migrations/sqlite/*.sql migrations/postgres/*.sql
var Migrations embed.FS

// The stores, one per port of the catalog, all on the database given to
// their constructor (already migrated).
var (
	_ catalog.Products    = (*Products)(nil)
	_ catalog.Categories  = (*Categories)(nil)
	_ catalog.SampleStore = (*Samples)(nil)
)

// Products is the catalog.Products port on GORM.
type Products struct {
	db *gorm.DB
	lookups[productRow, catalog.Product]
}

// NewProducts returns the product store on db.
func NewProducts(db *gorm.DB) *Products {
	return &Products{db: db, lookups: lookups[productRow, catalog.Product]{db, catalog.ErrProductNotFound, "load product"}}
}

// Categories is the catalog.Categories port on GORM.
type Categories struct {
	db  *gorm.DB
	now func() time.Time
	lookups[categoryRow, catalog.Category]
}

// NewCategories returns the category store on db.
func NewCategories(db *gorm.DB) *Categories {
	return &Categories{db: db, now: time.Now, lookups: lookups[categoryRow, catalog.Category]{db, catalog.ErrCategoryNotFound, "load category"}}
}

// lookups are a store's ByID and BySlug: one record, read by its id or its
// slug into a row R and made a D, or notFound when there is none.
type lookups[R interface{ toDomain() (*D, error) }, D any] struct {
	db       *gorm.DB
	notFound error
	what     string
}

// ByID returns the record with id.
func (l lookups[R, D]) ByID(ctx context.Context, id string) (*D, error) {
	return l.one(ctx, "id = ?", id)
}

// BySlug returns the record with slug.
func (l lookups[R, D]) BySlug(ctx context.Context, slug string) (*D, error) {
	return l.one(ctx, "slug = ?", slug)
}

func (l lookups[R, D]) one(ctx context.Context, where, arg string) (*D, error) {
	var row R
	if err := database.Take(l.db.WithContext(ctx).Where(where, arg), &row, false, l.notFound, l.what); err != nil {
		return nil, err
	}
	return row.toDomain()
}

// update is a store's Update: change runs on the record with id, read into
// an R under its row lock, and save writes the changed record (current is
// the row as it was) and returns it as stored.
func (l lookups[R, D]) update(ctx context.Context, id string, change func(*D) error, save func(tx *gorm.DB, current R, d *D) (*D, error)) (*D, error) {
	var current R
	load := func(tx *gorm.DB) (*D, error) {
		if err := lockByID(tx, id, &current, l.notFound); err != nil {
			return nil, err
		}
		return current.toDomain()
	}
	return database.UpdateLocked(l.db.WithContext(ctx), load, change, func(tx *gorm.DB, d *D) (*D, error) {
		return save(tx, current, d)
	})
}

// toDomains maps rows to their records, in order.
func toDomains[R interface{ toDomain() (*D, error) }, D any](rows []R) ([]*D, error) {
	out := make([]*D, 0, len(rows))
	for _, r := range rows {
		d, err := r.toDomain()
		if err != nil {
			return nil, err
		}
		out = append(out, d)
	}
	return out, nil
}

// Samples is the catalog.SampleStore port on GORM.
type Samples struct{ db *gorm.DB }

// NewSamples returns the sample-data store on db.
func NewSamples(db *gorm.DB) *Samples { return &Samples{db: db} }

type categoryRow struct {
	ID        string    `gorm:"column:id;primaryKey"`
	Name      string    `gorm:"column:name"`
	NameDV    string    `gorm:"column:name_dv"`
	Slug      string    `gorm:"column:slug"`
	ImageURL  string    `gorm:"column:image_url"`
	ParentID  *string   `gorm:"column:parent_id"`
	ShopType  string    `gorm:"column:shop_type"`
	Position  int       `gorm:"column:position"`
	CreatedAt time.Time `gorm:"column:created_at;autoCreateTime:false"`
	UpdatedAt time.Time `gorm:"column:updated_at;autoUpdateTime:false"`
}

func (categoryRow) TableName() string { return "categories" }

type productRow struct {
	ID               string     `gorm:"column:id;primaryKey"`
	Title            string     `gorm:"column:title"`
	Slug             string     `gorm:"column:slug"`
	SKU              string     `gorm:"column:sku"`
	Description      string     `gorm:"column:description"`
	TitleDV          string     `gorm:"column:title_dv"`
	DescriptionDV    string     `gorm:"column:description_dv"`
	PriceLaari       int64      `gorm:"column:price_laari"`
	Images           string     `gorm:"column:images"`
	CategoryID       string     `gorm:"column:category_id"`
	ShopType         string     `gorm:"column:shop_type"`
	Tags             string     `gorm:"column:tags"`
	Stock            string     `gorm:"column:stock"`
	Colors           string     `gorm:"column:colors"`
	Sizes            string     `gorm:"column:sizes"`
	IsFeatured       bool       `gorm:"column:is_featured"`
	Brand            string     `gorm:"column:brand"`
	Model            string     `gorm:"column:model"`
	Specifications   string     `gorm:"column:specifications"`
	Warranty         string     `gorm:"column:warranty"`
	CareInstructions string     `gorm:"column:care_instructions"`
	DeliveryNotes    string     `gorm:"column:delivery_notes"`
	SearchText       string     `gorm:"column:search_text"`
	SortTitle        string     `gorm:"column:sort_title"`
	CreatedAt        time.Time  `gorm:"column:created_at;autoCreateTime:false"`
	UpdatedAt        time.Time  `gorm:"column:updated_at;autoUpdateTime:false"`
	Version          int        `gorm:"column:version"`
	SalePriceLaari   *int64     `gorm:"column:sale_price_laari"`
	SaleStartsAt     *time.Time `gorm:"column:sale_starts_at"`
	SaleEndsAt       *time.Time `gorm:"column:sale_ends_at"`
	SaleVariant      string     `gorm:"column:sale_variant"`
	// LeastStock is the fewest left of any variant, nil with none: the
	// dashboard's low-stock list reads the products in its order.
	LeastStock *int `gorm:"column:least_stock"`
}

func (productRow) TableName() string { return "products" }

// leastOf is the fewest left of any variant in stock, nil when it has none.
func leastOf(stock map[string]int) *int {
	var least *int
	for _, n := range stock {
		if least == nil || n < *least {
			least = &n
		}
	}
	return least
}

type productSizeRow struct {
	ProductID string `gorm:"column:product_id;primaryKey"`
	Size      string `gorm:"column:size;primaryKey"`
}

func (productSizeRow) TableName() string { return "product_sizes" }

type productColorRow struct {
	ProductID string `gorm:"column:product_id;primaryKey"`
	ColorKey  string `gorm:"column:color_key;primaryKey"`
}

func (productColorRow) TableName() string { return "product_colors" }

type sampleMarkerRow struct {
	ID       int       `gorm:"column:id;primaryKey;autoIncrement:false"`
	Seeded   bool      `gorm:"column:seeded"`
	MarkedAt time.Time `gorm:"column:marked_at"`
}

func (sampleMarkerRow) TableName() string { return "catalog_sample_data" }

// colorJSON is how a colour is kept inside the product row.
type colorJSON struct {
	Name string `json:"name"`
	Hex  string `json:"hex"`
}

func toProductRow(p *catalog.Product) (productRow, error) {
	colors := make([]colorJSON, 0, len(p.Colors()))
	for _, c := range p.Colors() {
		colors = append(colors, colorJSON{Name: c.Name, Hex: c.Hex})
	}
	row := productRow{
		ID: p.ID(), Title: p.Title(), Slug: p.Slug(), SKU: p.SKU(), Description: p.Description(),
		TitleDV: p.TitleDV(), DescriptionDV: p.DescriptionDV(),
		PriceLaari: int64(p.Price()), CategoryID: p.CategoryID(), ShopType: string(p.ShopType()),
		IsFeatured: p.Featured(), Brand: p.Brand(), Model: p.Model(), Specifications: p.Specifications(),
		Warranty: p.Warranty(), CareInstructions: p.CareInstructions(), DeliveryNotes: p.DeliveryNotes(),
		SearchText: catalog.SearchText(p), SortTitle: catalog.SortTitle(p),
		CreatedAt: p.CreatedAt(), UpdatedAt: p.UpdatedAt(), Version: p.Version(),
		LeastStock: leastOf(p.Stock()),
	}
	for _, f := range []struct {
		dst *string
		v   any
	}{
		{&row.Images, nonNil(p.Images())},
		{&row.Tags, nonNil(p.Tags())},
		{&row.Stock, p.Stock()},
		{&row.Colors, colors},
		{&row.Sizes, nonNil(p.Sizes())},
	} {
		b, err := json.Marshal(f.v)
		if err != nil {
			return productRow{}, fmt.Errorf("product %s: %w", p.ID(), err)
		}
		*f.dst = string(b)
	}
	if row.Stock == "null" {
		row.Stock = "{}"
	}
	if sale, ok := p.Sale(); ok {
		price := int64(sale.Price)
		row.SalePriceLaari, row.SaleVariant = &price, sale.Variant
		row.SaleStartsAt, row.SaleEndsAt = optionalTime(sale.Starts), optionalTime(sale.Ends)
	}
	return row, nil
}

// optionalTime is t for a nullable column: nil when zero.
func optionalTime(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	return &t
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

func (r productRow) toDomain() (*catalog.Product, error) {
	d := catalog.ProductDetails{
		Title: r.Title, SKU: r.SKU, Description: r.Description, Price: money.Laari(r.PriceLaari),
		TitleDV: r.TitleDV, DescriptionDV: r.DescriptionDV,
		CategoryID: r.CategoryID, ShopType: catalog.ShopType(r.ShopType), Featured: r.IsFeatured,
		Brand: r.Brand, Model: r.Model, Specifications: r.Specifications, Warranty: r.Warranty,
		CareInstructions: r.CareInstructions, DeliveryNotes: r.DeliveryNotes,
	}
	var colors []colorJSON
	for _, f := range []struct {
		src string
		dst any
	}{
		{r.Images, &d.Images}, {r.Tags, &d.Tags}, {r.Stock, &d.Stock}, {r.Colors, &colors}, {r.Sizes, &d.Sizes},
	} {
		if err := json.Unmarshal([]byte(f.src), f.dst); err != nil {
			return nil, fmt.Errorf("stored product %s: %w", r.ID, err)
		}
	}
	d.Colors = make([]catalog.Color, 0, len(colors))
	for _, c := range colors {
		d.Colors = append(d.Colors, catalog.Color{Name: c.Name, Hex: c.Hex})
	}
	if d.Stock == nil {
		d.Stock = map[string]int{}
	}
	if r.SalePriceLaari != nil {
		d.Sale = &catalog.Sale{Price: money.Laari(*r.SalePriceLaari), Variant: r.SaleVariant}
		if r.SaleStartsAt != nil {
			d.Sale.Starts = r.SaleStartsAt.UTC()
		}
		if r.SaleEndsAt != nil {
			d.Sale.Ends = r.SaleEndsAt.UTC()
		}
	}
	return catalog.UnmarshalProductFromDatabase(r.ID, r.Slug, d, r.CreatedAt.UTC(), r.UpdatedAt.UTC(), r.Version)
}

func toCategoryRow(c *catalog.Category, now time.Time) categoryRow {
	row := categoryRow{
		ID: c.ID(), Name: c.Name(), NameDV: c.NameDV(), Slug: c.Slug(), ImageURL: c.ImageURL(),
		ShopType: string(c.ShopType()), Position: c.Position(), CreatedAt: now, UpdatedAt: now,
	}
	if p := c.ParentID(); p != "" {
		row.ParentID = &p
	}
	return row
}

func (r categoryRow) toDomain() (*catalog.Category, error) {
	parent := ""
	if r.ParentID != nil {
		parent = *r.ParentID
	}
	return catalog.UnmarshalCategoryFromDatabase(r.ID, catalog.Localized{EN: r.Name, DV: r.NameDV}, r.Slug, r.ImageURL, parent, catalog.ShopType(r.ShopType), r.Position)
}

// likePrefix is a LIKE pattern for strings starting with prefix.
func likePrefix(prefix string) string { return database.EscapeLike(prefix) + "%" }

// slugsTaken returns base and base-N in use in table.
func slugsTaken(ctx context.Context, db *gorm.DB, table, base string) ([]string, error) {
	var slugs []string
	err := db.WithContext(ctx).Table(table).
		Where(`slug = ? OR slug LIKE ? ESCAPE '\'`, base, likePrefix(base+"-")).
		Pluck("slug", &slugs).Error
	if err != nil {
		return nil, fmt.Errorf("%s slugs: %w", table, err)
	}
	return slugs, nil
}

func forUpdate() clause.Expression { return clause.Locking{Strength: "UPDATE"} }

func isNotFound(err error) bool { return errors.Is(err, gorm.ErrRecordNotFound) }

// lockByID reads the row with id into dst, locked until the transaction
// ends; notFound when there is none.
func lockByID(tx *gorm.DB, id string, dst any, notFound error) error {
	err := tx.Clauses(forUpdate()).Where("id = ?", id).Take(dst).Error
	if isNotFound(err) {
		return notFound
	}
	return err
}
