// Package gormstore keeps the settings in the database: one row holding the
// whole document as JSON (TEXT on SQLite, JSONB on PostgreSQL), with money in
// integer laari.
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

	"dhoni/internal/geography"
	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/money"
	"dhoni/internal/settings"
)

// Migrations is the settings schema, per dialect, under "migrations".
//
//go:embed migrations/sqlite/*.sql migrations/postgres/*.sql
var Migrations embed.FS

// Store implements settings.Store.
type Store struct {
	db    *gorm.DB
	clock clock.Clock
}

// New returns the store on db.
func New(db *gorm.DB, clk clock.Clock) *Store { return &Store{db: db, clock: clk} }

type settingsRow struct {
	ID        int `gorm:"primaryKey"`
	Document  string
	UpdatedAt time.Time
}

func (settingsRow) TableName() string { return "settings" }

const rowID = 1

// Load reads the stored settings.
func (s *Store) Load(ctx context.Context) (settings.Settings, bool, error) {
	var row settingsRow
	// In the caller's transaction when there is one: an order's transaction
	// reads the low-stock threshold, and must not wait for a second
	// connection from the pool while it holds its own.
	err := database.Conn(ctx, s.db).Take(&row, rowID).Error
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return settings.Settings{}, false, nil
	}
	if err != nil {
		return settings.Settings{}, false, fmt.Errorf("read settings: %w", err)
	}
	st, err := decode(row.Document)
	if err != nil {
		return settings.Settings{}, false, err
	}
	return st, true, nil
}

// Update changes the settings inside a transaction holding the row (SQLite's
// transactions take the write lock up front; PostgreSQL locks the row). The
// very first save has no row to lock: it inserts, and if another first save
// won the race, the unique key refuses this one and it runs again on the row
// now there, so neither change is lost.
func (s *Store) Update(ctx context.Context, change func(*settings.Settings) (settings.Settings, error)) (settings.Settings, error) {
	saved, err := s.update(ctx, change)
	if errors.Is(err, gorm.ErrDuplicatedKey) {
		saved, err = s.update(ctx, change)
	}
	return saved, err
}

func (s *Store) update(ctx context.Context, change func(*settings.Settings) (settings.Settings, error)) (settings.Settings, error) {
	var saved settings.Settings
	err := database.Atomically(ctx, s.db, func(tx *gorm.DB) error {
		var current *settings.Settings
		var row settingsRow
		err := tx.Clauses(clause.Locking{Strength: "UPDATE"}).Take(&row, rowID).Error
		switch {
		case err == nil:
			st, err := decode(row.Document)
			if err != nil {
				return err
			}
			current = &st
		case !errors.Is(err, gorm.ErrRecordNotFound):
			return fmt.Errorf("read settings: %w", err)
		}
		next, err := change(current)
		if err != nil {
			return err
		}
		doc, err := json.Marshal(toDocument(next))
		if err != nil {
			return fmt.Errorf("encode settings: %w", err)
		}
		row = settingsRow{ID: rowID, Document: string(doc), UpdatedAt: s.clock.Now().UTC()}
		if current == nil {
			err = tx.Create(&row).Error
		} else {
			err = tx.Model(&settingsRow{}).Where("id = ?", rowID).
				Updates(map[string]any{"document": row.Document, "updated_at": row.UpdatedAt}).Error
		}
		if err != nil {
			return fmt.Errorf("store settings: %w", err)
		}
		saved = next
		return nil
	})
	return saved, err
}

// document is the stored form. Its version lets a later release read an older
// document; keys missing from a stored document read as the defaults' values,
// so adding a section needs no data migration.
type document struct {
	Version      int             `json:"version"`
	Bank         bankDoc         `json:"bank"`
	Delivery     deliveryDoc     `json:"delivery"`
	Geo          geoDoc          `json:"geo"`
	Contact      contactDoc      `json:"contact"`
	Footer       footerDoc       `json:"footer"`
	Telegram     telegramDoc     `json:"telegram"`
	Branding     brandingDoc     `json:"branding"`
	Announcement announcementDoc `json:"announcement"`
	Hero         heroDoc         `json:"hero"`
	Inventory    inventoryDoc    `json:"inventory"`
	OrderLimits  orderLimitsDoc  `json:"orderLimits"`
	Tax          taxDoc          `json:"tax"`
	Messages     messagesDoc     `json:"messages"`
	Dhivehi      dhivehiDoc      `json:"dhivehi"`
}

type taxDoc struct {
	GSTRegistered    bool   `json:"gstRegistered"`
	TIN              string `json:"tin"`
	RateBasisPoints  int    `json:"rateBasisPoints"`
	PricesIncludeGST bool   `json:"pricesIncludeGst"`
}

type messagesDoc struct {
	Confirmed       string `json:"confirmed"`
	Shipped         string `json:"shipped"`
	Delivered       string `json:"delivered"`
	Cancelled       string `json:"cancelled"`
	PaymentReceived string `json:"paymentReceived"`
}

type dhivehiDoc struct {
	AnnouncementMessage    string            `json:"announcementMessage"`
	AnnouncementLinkText   string            `json:"announcementLinkText"`
	HeroTitle              string            `json:"heroTitle"`
	HeroSubtitle           string            `json:"heroSubtitle"`
	HeroButtonText         string            `json:"heroButtonText"`
	FooterShortDescription string            `json:"footerShortDescription"`
	FirstVisitMessage      string            `json:"firstVisitMessage"`
	FirstVisitButtonText   string            `json:"firstVisitButtonText"`
	TailoringGuide         string            `json:"tailoringGuide"`
	Overrides              map[string]string `json:"overrides"`
}

type orderLimitsDoc struct {
	MaxUnitsPerLine               int `json:"maxUnitsPerLine"`
	MaxUnitsPerOrder              int `json:"maxUnitsPerOrder"`
	MaxOpenUnitsPerPhone          int `json:"maxOpenUnitsPerPhone"`
	CancelUnconfirmedCODAfterDays int `json:"cancelUnconfirmedCodAfterDays"`
}

type bankDoc struct {
	BankName      string `json:"bankName"`
	AccountName   string `json:"accountName"`
	AccountNumber string `json:"accountNumber"`
	Branch        string `json:"branch"`
	ReferenceHelp string `json:"referenceHelp"`
}

type deliveryDoc struct {
	FlatFeeLaari       *int64                       `json:"flatFeeLaari"`
	PerAtollFeesLaari  map[string]*int64            `json:"perAtollFeesLaari"`
	PerIslandFeesLaari map[string]map[string]*int64 `json:"perIslandFeesLaari"`
	FreeDelivery       freeDeliveryDoc              `json:"freeDelivery"`
}

type freeDeliveryDoc struct {
	ThresholdLaari *int64   `json:"thresholdLaari"`
	Shop           string   `json:"shop"`
	ExceptAtolls   []string `json:"exceptAtolls"`
}

type geoDoc struct {
	Atolls []atollDoc `json:"atolls"`
}

type atollDoc struct {
	Name    string   `json:"name"`
	Islands []string `json:"islands"`
}

type contactDoc struct {
	Phone       string `json:"phone"`
	WhatsappURL string `json:"whatsappUrl"`
}

type footerDoc struct {
	ShortDescription string `json:"shortDescription"`
	GoogleMapsURL    string `json:"googleMapsUrl"`
	DirectionsURL    string `json:"directionsUrl"`
	FacebookURL      string `json:"facebookUrl"`
	InstagramURL     string `json:"instagramUrl"`
	TwitterURL       string `json:"twitterUrl"`
}

type telegramDoc struct {
	Enabled  bool   `json:"enabled"`
	BotToken string `json:"botToken"`
	ChatIDs  string `json:"chatIds"`
	Actions  bool   `json:"actions"`
}

type inventoryDoc struct {
	LowStockThreshold int `json:"lowStockThreshold"`
}

type brandingDoc struct {
	LogoURL          string `json:"logoUrl"`
	ShowSplashScreen bool   `json:"showSplashScreen"`
	SplashDuration   int    `json:"splashDuration"`
}

type announcementDoc struct {
	Enabled     bool   `json:"enabled"`
	Message     string `json:"message"`
	Type        string `json:"type"`
	Dismissible bool   `json:"dismissible"`
	Link        string `json:"link"`
	LinkText    string `json:"linkText"`
}

type heroDoc struct {
	Title      string `json:"title"`
	Subtitle   string `json:"subtitle"`
	ButtonText string `json:"buttonText"`
	ButtonLink string `json:"buttonLink"`
	ImageURL   string `json:"imageUrl"`
}

const documentVersion = 1

func decode(raw string) (settings.Settings, error) {
	doc := toDocument(settings.Defaults())
	// encoding/json merges into a map it finds; the stored fees must replace
	// the defaults' instead.
	doc.Delivery.PerAtollFeesLaari = nil
	doc.Delivery.PerIslandFeesLaari = nil
	doc.Dhivehi.Overrides = nil
	if err := json.Unmarshal([]byte(raw), &doc); err != nil {
		return settings.Settings{}, fmt.Errorf("decode stored settings: %w", err)
	}
	if doc.Version > documentVersion {
		return settings.Settings{}, fmt.Errorf("stored settings are version %d, newer than this server reads (%d)", doc.Version, documentVersion)
	}
	return fromDocument(doc), nil
}

func toDocument(s settings.Settings) document {
	per := make(map[string]*int64, len(s.Delivery.PerAtoll))
	for name, fee := range s.Delivery.PerAtoll {
		per[name] = money.Int64Ptr(fee)
	}
	perIsland := make(map[string]map[string]*int64, len(s.Delivery.PerIsland))
	for atoll, islands := range s.Delivery.PerIsland {
		perIsland[atoll] = make(map[string]*int64, len(islands))
		for island, fee := range islands {
			perIsland[atoll][island] = money.Int64Ptr(fee)
		}
	}
	free := s.Delivery.Free
	atolls := make([]atollDoc, len(s.Geo.Atolls))
	for i, a := range s.Geo.Atolls {
		atolls[i] = atollDoc{Name: a.Name, Islands: append([]string{}, a.Islands...)}
	}
	return document{
		Version: documentVersion,
		Bank:    bankDoc(s.Bank),
		Delivery: deliveryDoc{
			FlatFeeLaari: money.Int64Ptr(s.Delivery.Flat), PerAtollFeesLaari: per, PerIslandFeesLaari: perIsland,
			FreeDelivery: freeDeliveryDoc{
				ThresholdLaari: money.Int64Ptr(free.Threshold), Shop: string(free.Shop),
				ExceptAtolls: append([]string{}, free.ExceptAtolls...),
			},
		},
		Geo:      geoDoc{Atolls: atolls},
		Contact:  contactDoc(s.Contact),
		Footer:   footerDoc(s.Footer),
		Telegram: telegramDoc(s.Telegram),
		Branding: brandingDoc(s.Branding),
		Announcement: announcementDoc{
			Enabled: s.Announcement.Enabled, Message: s.Announcement.Message, Type: string(s.Announcement.Type),
			Dismissible: s.Announcement.Dismissible, Link: s.Announcement.Link, LinkText: s.Announcement.LinkText,
		},
		Hero:        heroDoc(s.Hero),
		Inventory:   inventoryDoc(s.Inventory),
		OrderLimits: orderLimitsDoc(s.OrderLimits),
		Tax:         taxDoc(s.Tax),
		Messages:    messagesDoc(s.Messages),
		Dhivehi:     dhivehiDoc(s.Dhivehi),
	}
}

func fromDocument(d document) settings.Settings {
	per := make(map[string]*money.Laari, len(d.Delivery.PerAtollFeesLaari))
	for name, fee := range d.Delivery.PerAtollFeesLaari {
		per[name] = money.FromInt64Ptr(fee)
	}
	perIsland := make(map[string]map[string]*money.Laari, len(d.Delivery.PerIslandFeesLaari))
	for atoll, islands := range d.Delivery.PerIslandFeesLaari {
		perIsland[atoll] = make(map[string]*money.Laari, len(islands))
		for island, fee := range islands {
			perIsland[atoll][island] = money.FromInt64Ptr(fee)
		}
	}
	free := d.Delivery.FreeDelivery
	atolls := make([]geography.Atoll, len(d.Geo.Atolls))
	for i, a := range d.Geo.Atolls {
		atolls[i] = geography.Atoll{Name: a.Name, Islands: append([]string{}, a.Islands...)}
	}
	return settings.Settings{
		Bank: settings.Bank(d.Bank),
		Delivery: geography.FeeTable{
			Flat: money.FromInt64Ptr(d.Delivery.FlatFeeLaari), PerAtoll: per, PerIsland: perIsland,
			Free: geography.FreeDelivery{
				Threshold: money.FromInt64Ptr(free.ThresholdLaari), Shop: geography.Shop(free.Shop),
				ExceptAtolls: append([]string{}, free.ExceptAtolls...),
			},
		},
		Geo:      settings.Geo{Atolls: atolls},
		Contact:  settings.Contact(d.Contact),
		Footer:   settings.Footer(d.Footer),
		Telegram: settings.Telegram(d.Telegram),
		Branding: settings.Branding(d.Branding),
		Announcement: settings.Announcement{
			Enabled: d.Announcement.Enabled, Message: d.Announcement.Message, Type: settings.AnnouncementType(d.Announcement.Type),
			Dismissible: d.Announcement.Dismissible, Link: d.Announcement.Link, LinkText: d.Announcement.LinkText,
		},
		Hero:        settings.Hero(d.Hero),
		Inventory:   settings.Inventory(d.Inventory),
		OrderLimits: settings.OrderLimits(d.OrderLimits),
		Tax:         settings.Tax(d.Tax),
		Messages:    settings.Messages(d.Messages),
		Dhivehi:     settings.Dhivehi(d.Dhivehi),
	}
}
