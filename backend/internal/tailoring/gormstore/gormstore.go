// Package gormstore keeps tailoring requests in SQLite or PostgreSQL through
// GORM. Its rows are private and mapped to the tailoring domain here; the
// schema is the versioned SQL under migrations/. Every method joins the
// transaction the context carries (database.Conn), so an order accepts a
// request in the order's own transaction.
package gormstore

import (
	"context"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"gorm.io/gorm"

	"dhoni/internal/platform/database"
	"dhoni/internal/platform/money"
	"dhoni/internal/platform/phone"
	"dhoni/internal/tailoring"
)

// Migrations is the tailoring schema.
//
//go:embed migrations/sqlite/*.sql migrations/postgres/*.sql
var Migrations embed.FS

type requestRow struct {
	Number      string    `gorm:"column:number;primaryKey"`
	Kind        string    `gorm:"column:kind"`
	Phone       string    `gorm:"column:phone"`
	Description string    `gorm:"column:description"`
	FabricType  string    `gorm:"column:fabric_type"`
	Color       string    `gorm:"column:color"`
	ItemType    string    `gorm:"column:item_type"`
	Unit        string    `gorm:"column:unit"`
	BustMM      *int      `gorm:"column:bust_mm"`
	WaistMM     *int      `gorm:"column:waist_mm"`
	HipsMM      *int      `gorm:"column:hips_mm"`
	LengthMM    *int      `gorm:"column:length_mm"`
	ShouldersMM *int      `gorm:"column:shoulders_mm"`
	Notes       string    `gorm:"column:notes"`
	DesignFiles string    `gorm:"column:design_files"`
	Status      string    `gorm:"column:status"`
	Estimated   *int64    `gorm:"column:estimated_price_laari"`
	Final       *int64    `gorm:"column:final_price_laari"`
	OrderNumber *string   `gorm:"column:order_number"`
	CreatedAt   time.Time `gorm:"column:created_at;autoCreateTime:false"`
	UpdatedAt   time.Time `gorm:"column:updated_at;autoUpdateTime:false"`
}

func (requestRow) TableName() string { return "tailoring_requests" }

func (r *requestRow) parts() map[tailoring.Part]**int {
	return map[tailoring.Part]**int{
		tailoring.Bust: &r.BustMM, tailoring.Waist: &r.WaistMM, tailoring.Hips: &r.HipsMM,
		tailoring.Length: &r.LengthMM, tailoring.Shoulders: &r.ShouldersMM,
	}
}

type historyRow struct {
	Number   string    `gorm:"column:number;primaryKey"`
	Position int       `gorm:"column:position;primaryKey;autoIncrement:false"`
	Status   string    `gorm:"column:status"`
	At       time.Time `gorm:"column:at"`
}

func (historyRow) TableName() string { return "tailoring_request_history" }

// Store implements tailoring.Store.
type Store struct{ db *gorm.DB }

// New returns the store on db (already migrated).
func New(db *gorm.DB) *Store { return &Store{db: db} }

var _ tailoring.Store = (*Store)(nil)

func toRows(req *tailoring.Request) (requestRow, []historyRow, error) {
	r := req.Record()
	files, err := json.Marshal(append([]string{}, r.DesignFiles...))
	if err != nil {
		return requestRow{}, nil, err
	}
	row := requestRow{
		Number: r.Number, Kind: string(r.Kind), Phone: r.Phone, Description: r.Description,
		FabricType: r.FabricType, Color: r.Color, ItemType: r.ItemType, Unit: string(r.Unit), Notes: r.Note,
		DesignFiles: string(files), Status: string(r.Status), Estimated: money.Int64Ptr(r.EstimatedPrice),
		Final: money.Int64Ptr(r.FinalPrice), CreatedAt: r.CreatedAt.UTC(), UpdatedAt: r.UpdatedAt.UTC(),
	}
	if r.OrderNumber != "" {
		n := r.OrderNumber
		row.OrderNumber = &n
	}
	for part, field := range row.parts() {
		if mm, ok := r.Measurements[part]; ok {
			*field = &mm
		}
	}
	history := make([]historyRow, len(r.History))
	for i, h := range r.History {
		history[i] = historyRow{Number: r.Number, Position: i, Status: string(h.Status), At: h.At.UTC()}
	}
	return row, history, nil
}

func toDomain(row requestRow, history []historyRow) (*tailoring.Request, error) {
	r := tailoring.Record{
		Number: row.Number, Phone: row.Phone, Kind: tailoring.Kind(row.Kind), Description: row.Description,
		FabricType: row.FabricType, Color: row.Color, ItemType: row.ItemType, Note: row.Notes,
		Unit: tailoring.Unit(row.Unit), Measurements: map[tailoring.Part]int{}, Status: tailoring.Status(row.Status),
		EstimatedPrice: money.FromInt64Ptr(row.Estimated), FinalPrice: money.FromInt64Ptr(row.Final),
		CreatedAt: row.CreatedAt.UTC(), UpdatedAt: row.UpdatedAt.UTC(),
	}
	if row.OrderNumber != nil {
		r.OrderNumber = *row.OrderNumber
	}
	if err := json.Unmarshal([]byte(row.DesignFiles), &r.DesignFiles); err != nil {
		return nil, fmt.Errorf("stored request %s: design files: %w", row.Number, err)
	}
	for part, field := range row.parts() {
		if *field != nil {
			r.Measurements[part] = **field
		}
	}
	for _, h := range history {
		r.History = append(r.History, tailoring.StatusChange{Status: tailoring.Status(h.Status), At: h.At.UTC()})
	}
	return tailoring.UnmarshalRequestFromDatabase(r)
}

// Create implements tailoring.Store.
func (s *Store) Create(ctx context.Context, req *tailoring.Request) error {
	row, history, err := toRows(req)
	if err != nil {
		return err
	}
	err = database.Conn(ctx, s.db).Transaction(func(tx *gorm.DB) error {
		if err := tx.Create(&row).Error; err != nil {
			return err
		}
		return tx.Create(&history).Error
	})
	if errors.Is(err, gorm.ErrDuplicatedKey) {
		return tailoring.ErrDuplicateNumber
	}
	if err != nil {
		return fmt.Errorf("store request %s: %w", row.Number, err)
	}
	return nil
}

// ByNumber implements tailoring.Store.
func (s *Store) ByNumber(ctx context.Context, number string) (*tailoring.Request, error) {
	return s.load(database.Conn(ctx, s.db), number, false)
}

func (s *Store) load(db *gorm.DB, number string, lock bool) (*tailoring.Request, error) {
	var row requestRow
	if err := database.Take(db.Where("number = ?", number), &row, lock, tailoring.ErrNotFound, "load request "+number); err != nil {
		return nil, err
	}
	var history []historyRow
	if err := db.Where("number = ?", number).Order("position").Find(&history).Error; err != nil {
		return nil, fmt.Errorf("load history of %s: %w", number, err)
	}
	return toDomain(row, history)
}

// Update implements tailoring.Store: the row is locked, change runs on the
// domain request, and the row and its history are written back.
func (s *Store) Update(ctx context.Context, number string, change func(*tailoring.Request) error) (*tailoring.Request, error) {
	load := func(tx *gorm.DB) (*tailoring.Request, error) { return s.load(tx, number, true) }
	return database.UpdateLocked(database.Conn(ctx, s.db), load, change, func(tx *gorm.DB, req *tailoring.Request) (*tailoring.Request, error) {
		row, history, err := toRows(req)
		if err != nil {
			return nil, err
		}
		if err := tx.Select("*").Omit("number").Where("number = ?", number).Updates(&row).Error; err != nil {
			return nil, err
		}
		if err := tx.Where("number = ?", number).Delete(&historyRow{}).Error; err != nil {
			return nil, err
		}
		if err := tx.Create(&history).Error; err != nil {
			return nil, err
		}
		return req, nil
	})
}

// List implements tailoring.Store.
func (s *Store) List(ctx context.Context, f tailoring.ListFilter) (tailoring.Page, error) {
	db := database.Conn(ctx, s.db)
	where := func() *gorm.DB { return database.Filtered(db, &requestRow{}, string(f.Status), f.Query, search) }
	var n int64
	if err := where().Count(&n).Error; err != nil {
		return tailoring.Page{}, fmt.Errorf("count requests: %w", err)
	}
	var rows []requestRow
	if err := where().Order("created_at DESC, number DESC").Limit(f.PerPage).Offset((f.Page - 1) * f.PerPage).
		Find(&rows).Error; err != nil {
		return tailoring.Page{}, fmt.Errorf("list requests: %w", err)
	}
	page := tailoring.Page{Total: int(n), Requests: make([]*tailoring.Request, 0, len(rows))}
	numbers := database.Keys(rows, func(r requestRow) string { return r.Number })
	historyOf, err := database.Children(db, "number", numbers, "number, position", func(h historyRow) string { return h.Number })
	if err != nil {
		return tailoring.Page{}, fmt.Errorf("list request histories: %w", err)
	}
	for _, r := range rows {
		req, err := toDomain(r, historyOf[r.Number])
		if err != nil {
			return tailoring.Page{}, err
		}
		page.Requests = append(page.Requests, req)
	}
	return page, nil
}

// search matches text in the number, the item type or the description, any
// case, or the phone (exactly when text is a phone number).
func search(db *gorm.DB, text string) *gorm.DB {
	cols := []string{"number", "item_type", "description", "COALESCE(order_number, '')"}
	if phone.Valid(text) {
		return database.ContainsAny(db, text, cols...).Or("phone = ?", phone.Normalize(text))
	}
	return database.ContainsAny(db, text, append(cols, "phone")...)
}
