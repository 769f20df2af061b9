// Package gormstore keeps discount codes and their uses in SQLite or
// PostgreSQL through GORM. Every method joins the transaction the context
// carries (database.Conn), so an order records its use of a code in the
// order's own transaction.
package gormstore

import (
	"context"
	"embed"
	"encoding/json"
	"fmt"
	"time"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"

	"dhoni/internal/platform/database"
	"dhoni/internal/platform/money"
	"dhoni/internal/promotions"
)

// Migrations is the discount codes' schema.
//
//go:embed migrations/sqlite/*.sql migrations/postgres/*.sql
var Migrations embed.FS

type codeRow struct {
	Code            string     `gorm:"column:code;primaryKey"`
	Kind            string     `gorm:"column:kind"`
	Percent         int        `gorm:"column:percent"`
	AmountLaari     int64      `gorm:"column:amount_laari"`
	FreeDelivery    bool       `gorm:"column:free_delivery"`
	MinSubtotal     int64      `gorm:"column:min_subtotal_laari"`
	ValidFrom       *time.Time `gorm:"column:valid_from"`
	ValidUntil      *time.Time `gorm:"column:valid_until"`
	Scope           string     `gorm:"column:scope"`
	CategoryIDs     string     `gorm:"column:category_ids"`
	MaxUses         int        `gorm:"column:max_uses"`
	MaxUsesPerPhone int        `gorm:"column:max_uses_per_phone"`
	CreatedAt       time.Time  `gorm:"column:created_at;autoCreateTime:false"`
}

func (codeRow) TableName() string { return "discount_codes" }

type useRow struct {
	OrderNumber   string    `gorm:"column:order_number;primaryKey"`
	Code          string    `gorm:"column:code"`
	Phone         string    `gorm:"column:phone"`
	DiscountLaari int64     `gorm:"column:discount_laari"`
	TotalLaari    int64     `gorm:"column:total_laari"`
	UsedAt        time.Time `gorm:"column:used_at"`
}

func (useRow) TableName() string { return "discount_code_uses" }

// Store implements promotions.Store.
type Store struct{ db *gorm.DB }

// New returns the store on db (already migrated).
func New(db *gorm.DB) *Store { return &Store{db: db} }

var _ promotions.Store = (*Store)(nil)

func utc(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	u := t.UTC()
	return &u
}

func toRow(c *promotions.Code) (codeRow, error) {
	r := c.Rules()
	ids := r.CategoryIDs
	if ids == nil {
		ids = []string{}
	}
	cats, err := json.Marshal(ids)
	if err != nil {
		return codeRow{}, err
	}
	return codeRow{
		Code: c.Code(), Kind: string(r.Kind), Percent: r.Percent, AmountLaari: int64(r.Amount),
		FreeDelivery: r.FreeDelivery, MinSubtotal: int64(r.MinSubtotal), ValidFrom: utc(r.ValidFrom),
		ValidUntil: utc(r.ValidUntil), Scope: string(r.Scope), CategoryIDs: string(cats),
		MaxUses: r.MaxUses, MaxUsesPerPhone: r.MaxUsesPerPhone, CreatedAt: c.CreatedAt().UTC(),
	}, nil
}

func toDomain(row codeRow) (*promotions.Code, error) {
	var ids []string
	if err := json.Unmarshal([]byte(row.CategoryIDs), &ids); err != nil {
		return nil, fmt.Errorf("discount code %s: categories: %w", row.Code, err)
	}
	return promotions.UnmarshalCodeFromDatabase(row.Code, promotions.Rules{
		Kind: promotions.Kind(row.Kind), Percent: row.Percent, Amount: money.Laari(row.AmountLaari),
		FreeDelivery: row.FreeDelivery, MinSubtotal: money.Laari(row.MinSubtotal),
		ValidFrom: utc(row.ValidFrom), ValidUntil: utc(row.ValidUntil), Scope: promotions.Scope(row.Scope),
		CategoryIDs: ids, MaxUses: row.MaxUses, MaxUsesPerPhone: row.MaxUsesPerPhone,
	}, row.CreatedAt.UTC())
}

// Create implements promotions.Store.
func (s *Store) Create(ctx context.Context, c *promotions.Code) error {
	row, err := toRow(c)
	if err != nil {
		return err
	}
	res := database.Conn(ctx, s.db).Clauses(clause.OnConflict{DoNothing: true}).Create(&row)
	switch {
	case res.Error != nil:
		return fmt.Errorf("store discount code: %w", res.Error)
	case res.RowsAffected == 0:
		return promotions.ErrDuplicate
	}
	return nil
}

func load(tx *gorm.DB, code string, lock bool) (*promotions.Code, error) {
	var row codeRow
	if err := database.Take(tx.Where("code = ?", code), &row, lock, promotions.ErrNotFound, "load discount code"); err != nil {
		return nil, err
	}
	return toDomain(row)
}

// Update implements promotions.Store.
func (s *Store) Update(ctx context.Context, code string, change func(*promotions.Code) error) (*promotions.Code, error) {
	return database.UpdateLocked(database.Conn(ctx, s.db),
		func(tx *gorm.DB) (*promotions.Code, error) { return load(tx, code, true) },
		change,
		func(tx *gorm.DB, c *promotions.Code) (*promotions.Code, error) {
			row, err := toRow(c)
			if err != nil {
				return nil, err
			}
			if err := tx.Save(&row).Error; err != nil {
				return nil, fmt.Errorf("save discount code: %w", err)
			}
			return c, nil
		})
}

// Delete implements promotions.Store.
func (s *Store) Delete(ctx context.Context, code string) error {
	res := database.Conn(ctx, s.db).Where("code = ?", code).Delete(&codeRow{})
	switch {
	case res.Error != nil:
		return fmt.Errorf("delete discount code: %w", res.Error)
	case res.RowsAffected == 0:
		return promotions.ErrNotFound
	}
	return nil
}

// List implements promotions.Store.
func (s *Store) List(ctx context.Context) ([]promotions.Listed, error) {
	db := database.Conn(ctx, s.db)
	var rows []codeRow
	if err := db.Order("created_at DESC, code").Find(&rows).Error; err != nil {
		return nil, fmt.Errorf("list discount codes: %w", err)
	}
	var sums []struct {
		Code      string
		Uses      int
		Revenue   int64
		Discounts int64
	}
	err := db.Model(&useRow{}).
		Select("code, COUNT(*) AS uses, COALESCE(SUM(total_laari), 0) AS revenue, COALESCE(SUM(discount_laari), 0) AS discounts").
		Group("code").Scan(&sums).Error
	if err != nil {
		return nil, fmt.Errorf("sum discount code uses: %w", err)
	}
	figures := make(map[string]promotions.Figures, len(sums))
	for _, f := range sums {
		figures[f.Code] = promotions.Figures{Uses: f.Uses, Revenue: money.Laari(f.Revenue), Discounts: money.Laari(f.Discounts)}
	}
	out := make([]promotions.Listed, 0, len(rows))
	for _, row := range rows {
		c, err := toDomain(row)
		if err != nil {
			return nil, err
		}
		out = append(out, promotions.Listed{Code: c, Figures: figures[row.Code]})
	}
	return out, nil
}

// Usage implements promotions.Store. On PostgreSQL the lock is the code's
// row (FOR UPDATE): concurrent orders with the code count their uses one
// after another. SQLite's transactions take the write lock when they begin,
// which does the same for the whole database.
func (s *Store) Usage(ctx context.Context, code, customerPhone string, lock bool) (*promotions.Code, promotions.Usage, error) {
	db := database.Conn(ctx, s.db)
	c, err := load(db, code, lock)
	if err != nil {
		return nil, promotions.Usage{}, err
	}
	var total, byPhone int64
	if err := db.Model(&useRow{}).Where("code = ?", code).Count(&total).Error; err != nil {
		return nil, promotions.Usage{}, fmt.Errorf("count discount code uses: %w", err)
	}
	if customerPhone != "" {
		err := db.Model(&useRow{}).Where("code = ? AND phone = ?", code, customerPhone).Count(&byPhone).Error
		if err != nil {
			return nil, promotions.Usage{}, fmt.Errorf("count discount code uses: %w", err)
		}
	}
	return c, promotions.Usage{Total: int(total), ByPhone: int(byPhone)}, nil
}

// AddUse implements promotions.Store.
func (s *Store) AddUse(ctx context.Context, u promotions.Use) error {
	row := useRow{OrderNumber: u.OrderNumber, Code: u.Code, Phone: u.Phone,
		DiscountLaari: int64(u.Discount), TotalLaari: int64(u.Total), UsedAt: u.At.UTC()}
	if err := database.Conn(ctx, s.db).Create(&row).Error; err != nil {
		return err
	}
	return nil
}
