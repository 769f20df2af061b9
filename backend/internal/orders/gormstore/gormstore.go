// Package gormstore keeps orders in SQLite or PostgreSQL through GORM. Its
// rows are private and mapped to the orders domain here; the schema is the
// versioned SQL under migrations/. Every method joins the transaction the
// context carries (database.Conn), so an order is stored in the same
// transaction that takes its stock and queues its announcement.
package gormstore

import (
	"context"
	"embed"
	"fmt"
	"time"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"

	"dhoni/internal/orders"
	"dhoni/internal/platform/coalesce"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/money"
)

// Migrations is the orders schema, for database.Migrations("orders",
// Migrations, "migrations").
//
//go:embed migrations/sqlite/*.sql migrations/postgres/*.sql
var Migrations embed.FS

type orderRow struct {
	OrderNumber      string    `gorm:"column:order_number;primaryKey"`
	CustomerName     string    `gorm:"column:customer_name"`
	CustomerPhone    string    `gorm:"column:customer_phone"`
	CustomerEmail    string    `gorm:"column:customer_email"`
	Atoll            string    `gorm:"column:atoll"`
	Island           string    `gorm:"column:island"`
	IslandUnlisted   bool      `gorm:"column:island_unlisted"`
	Street           string    `gorm:"column:street"`
	Directions       string    `gorm:"column:directions"`
	SubtotalLaari    int64     `gorm:"column:subtotal_laari"`
	DeliveryFeeLaari int64     `gorm:"column:delivery_fee_laari"`
	TotalLaari       int64     `gorm:"column:total_laari"`
	PaymentMethod    string    `gorm:"column:payment_method"`
	PaymentStatus    string    `gorm:"column:payment_status"`
	TransferSlip     *string   `gorm:"column:transfer_slip"`
	Status           string    `gorm:"column:status"`
	Notes            string    `gorm:"column:notes"`
	Fingerprint      string    `gorm:"column:fingerprint"`
	ClientNumber     *string   `gorm:"column:client_number"`
	GSTRegistered    bool      `gorm:"column:gst_registered"`
	GSTTIN           string    `gorm:"column:gst_tin"`
	GSTRate          int       `gorm:"column:gst_rate_basis_points"`
	GSTPricesInclude bool      `gorm:"column:gst_prices_include"`
	DiscountCode     string    `gorm:"column:discount_code"`
	DiscountLaari    int64     `gorm:"column:discount_laari"`
	CreatedAt        time.Time `gorm:"column:created_at;autoCreateTime:false"`
	UpdatedAt        time.Time `gorm:"column:updated_at;autoUpdateTime:false"`
}

func (orderRow) TableName() string { return "orders" }

type itemRow struct {
	OrderNumber string `gorm:"column:order_number;primaryKey"`
	Position    int    `gorm:"column:position;primaryKey;autoIncrement:false"`
	ID          string `gorm:"column:id"`
	ProductID   string `gorm:"column:product_id"`
	Title       string `gorm:"column:title"`
	SKU         string `gorm:"column:sku"`
	Size        string `gorm:"column:size"`
	Color       string `gorm:"column:color"`
	Quantity    int    `gorm:"column:quantity"`
	PriceLaari  int64  `gorm:"column:price_laari"`
	Image       string `gorm:"column:image"`
	TailorItem  string `gorm:"column:tailor_item_id"`
	// OriginalPriceLaari is the price without the sale, 0 when none.
	OriginalPriceLaari int64 `gorm:"column:original_price_laari"`
	// TitleDV is the product's Dhivehi title, '' when none.
	TitleDV string `gorm:"column:title_dv"`
}

func (itemRow) TableName() string { return "order_items" }

type historyRow struct {
	OrderNumber string    `gorm:"column:order_number;primaryKey"`
	Position    int       `gorm:"column:position;primaryKey;autoIncrement:false"`
	Status      string    `gorm:"column:status"`
	At          time.Time `gorm:"column:at"`
}

func (historyRow) TableName() string { return "order_status_history" }

// Store implements orders.Store.
type Store struct {
	db *gorm.DB
	// changed, when set, is called once a change to a stored order has
	// committed (Update, Delete): orders kept from earlier reads in this
	// process are then dropped.
	changed func()
	// versions reads the versions of concurrent lookups together.
	versions *coalesce.Batches[string, string]
	// countCap is how many orders a search counts (SearchCountCap), and
	// commonTerm how many the trigram index may find before its count is
	// given a budget (twice the cap).
	countCap, commonTerm int
}

// New returns the store on db (already migrated).
func New(db *gorm.DB) *Store {
	return &Store{db: db, versions: newVersionReads(db), countCap: SearchCountCap, commonTerm: 2 * SearchCountCap}
}

// CapSearchCounts sets how many orders a search counts before it says only
// that more match, SearchCountCap unless set: the store's tests set a few.
// A term the index finds in twice as many orders is a common one (count).
func (s *Store) CapSearchCounts(n int) { s.countCap, s.commonTerm = n, 2*n }

// OnChange sets what to call once a change to an order has committed.
func (s *Store) OnChange(f func()) { s.changed = f }

// committed calls changed after the transaction ctx carries commits (at
// once when the change had a transaction of its own, now committed).
func (s *Store) committed(ctx context.Context) {
	database.AfterCommit(ctx, func() {
		if s.changed != nil {
			s.changed()
		}
	})
}

var _ orders.Store = (*Store)(nil)

func toRows(o *orders.Order) (orderRow, []itemRow, []historyRow) {
	r := o.Record()
	row := orderRow{
		OrderNumber: r.Number, CustomerName: r.Customer.Name, CustomerPhone: r.Customer.Phone,
		CustomerEmail: r.Customer.Email, Atoll: r.Customer.Address.Atoll, Island: r.Customer.Address.Island,
		IslandUnlisted: r.Customer.Address.Unlisted, Street: r.Customer.Address.Street, Directions: r.Customer.Address.Directions,
		SubtotalLaari: int64(r.Subtotal), DeliveryFeeLaari: int64(r.DeliveryFee), TotalLaari: int64(o.Total()),
		PaymentMethod: string(r.PaymentMethod), PaymentStatus: string(r.PaymentStatus),
		Status: string(r.Status), Notes: r.Notes, Fingerprint: r.Fingerprint,
		CreatedAt: r.CreatedAt.UTC(), UpdatedAt: r.UpdatedAt.UTC(),
		GSTRegistered: r.GST.Registered, GSTTIN: r.GST.TIN, GSTRate: r.GST.RateBasisPoints, GSTPricesInclude: r.GST.PricesInclude,
		DiscountCode: r.DiscountCode, DiscountLaari: int64(r.Discount),
	}
	if r.TransferSlip != "" {
		slip := r.TransferSlip
		row.TransferSlip = &slip
	}
	if r.ClientNumber != "" {
		client := r.ClientNumber
		row.ClientNumber = &client
	}
	items := make([]itemRow, len(r.Items))
	for i, it := range r.Items {
		items[i] = itemRow{
			OrderNumber: r.Number, Position: i, ID: it.ID, ProductID: it.ProductID, Title: it.Title, SKU: it.SKU,
			Size: it.Size, Color: it.Color, Quantity: it.Quantity, PriceLaari: int64(it.Price), Image: it.Image,
			OriginalPriceLaari: int64(it.OriginalPrice),
			TailorItem:         it.TailorItemID,
			TitleDV:            it.TitleDV,
		}
	}
	history := make([]historyRow, len(r.History))
	for i, h := range r.History {
		history[i] = historyRow{OrderNumber: r.Number, Position: i, Status: string(h.Status), At: h.At.UTC()}
	}
	return row, items, history
}

func toDomain(row orderRow, items []itemRow, history []historyRow) (*orders.Order, error) {
	return orders.UnmarshalOrderFromDatabase(toRecord(row, items, history, nil, nil))
}

// toRecord is the record of the rows, its lines and history appended to
// lines and changes (which the order, copying them, does not keep: the
// export reads a million orders' through the same two).
func toRecord(row orderRow, items []itemRow, history []historyRow, lines []orders.Item, changes []orders.StatusChange) orders.Record {
	r := orders.Record{
		Number: row.OrderNumber,
		Customer: orders.Customer{
			Name: row.CustomerName, Phone: row.CustomerPhone, Email: row.CustomerEmail,
			Address: orders.Address{
				Atoll: row.Atoll, Island: row.Island, Unlisted: row.IslandUnlisted, Street: row.Street, Directions: row.Directions,
			},
		},
		Subtotal: money.Laari(row.SubtotalLaari), DeliveryFee: money.Laari(row.DeliveryFeeLaari),
		PaymentMethod: orders.PaymentMethod(row.PaymentMethod), PaymentStatus: orders.PaymentStatus(row.PaymentStatus),
		Status: orders.Status(row.Status), Notes: row.Notes, Fingerprint: row.Fingerprint,
		CreatedAt: row.CreatedAt.UTC(), UpdatedAt: row.UpdatedAt.UTC(),
		GST: orders.GST{
			Registered: row.GSTRegistered, TIN: row.GSTTIN, RateBasisPoints: row.GSTRate, PricesInclude: row.GSTPricesInclude,
		},
		DiscountCode: row.DiscountCode, Discount: money.Laari(row.DiscountLaari),
	}
	if row.TransferSlip != nil {
		r.TransferSlip = *row.TransferSlip
	}
	if row.ClientNumber != nil {
		r.ClientNumber = *row.ClientNumber
	}
	r.Items = lines
	if r.Items == nil && len(items) > 0 {
		r.Items = make([]orders.Item, 0, len(items))
	}
	for _, it := range items {
		r.Items = append(r.Items, orders.Item{
			ID: it.ID, ProductID: it.ProductID, Title: it.Title, SKU: it.SKU, Size: it.Size, Color: it.Color,
			Quantity: it.Quantity, Price: money.Laari(it.PriceLaari), Image: it.Image, TailorItemID: it.TailorItem,
			OriginalPrice: money.Laari(it.OriginalPriceLaari), TitleDV: it.TitleDV,
		})
	}
	r.History = changes
	if r.History == nil && len(history) > 0 {
		r.History = make([]orders.StatusChange, 0, len(history))
	}
	for _, h := range history {
		r.History = append(r.History, orders.StatusChange{Status: orders.Status(h.Status), At: h.At.UTC()})
	}
	return r
}

// Create implements orders.Store. The unique keys decide between two orders
// racing for a number or a slip: the loser's row is not inserted (ON
// CONFLICT DO NOTHING), so the caller's transaction stays usable without a
// savepoint, and nothing else of it is written.
func (s *Store) Create(ctx context.Context, o *orders.Order) error {
	row, items, history := toRows(o)
	duplicate := false
	err := database.Atomically(ctx, s.db, func(tx *gorm.DB) error {
		res := tx.Clauses(clause.OnConflict{DoNothing: true}).Create(&row)
		if res.Error != nil || res.RowsAffected == 0 {
			duplicate = res.Error == nil
			return res.Error
		}
		if len(items) > 0 {
			if err := tx.Create(&items).Error; err != nil {
				return err
			}
		}
		return tx.Create(&history).Error
	})
	if err != nil {
		return fmt.Errorf("store order %s: %w", row.OrderNumber, err)
	}
	if !duplicate {
		return nil
	}
	// Neither database says which key refused the row: look.
	var n int64
	if err := database.Conn(ctx, s.db).Model(&orderRow{}).Where("order_number = ?", row.OrderNumber).Count(&n).Error; err != nil {
		return fmt.Errorf("store order %s: %w", row.OrderNumber, err)
	}
	if n == 0 && row.ClientNumber != nil {
		err := database.Conn(ctx, s.db).Model(&orderRow{}).
			Where("client_number = ? AND customer_phone = ?", *row.ClientNumber, row.CustomerPhone).Count(&n).Error
		if err != nil {
			return fmt.Errorf("store order %s: %w", row.OrderNumber, err)
		}
	}
	if n > 0 || row.TransferSlip == nil {
		return orders.ErrDuplicateNumber
	}
	return orders.ErrSlipTaken
}

// NumberFor implements orders.Store: one statement, through the primary key
// and the client numbers' index, whether or not an order holds number.
func (s *Store) NumberFor(ctx context.Context, number, customerPhone string) (string, error) {
	var found []struct {
		OrderNumber  string
		ClientNumber *string
	}
	err := database.Conn(ctx, s.db).Raw(`SELECT order_number, client_number FROM orders
		WHERE customer_phone = ? AND (order_number = ? OR client_number = ?)`, customerPhone, number, number).
		Scan(&found).Error
	if err != nil {
		return "", fmt.Errorf("find order %s: %w", number, err)
	}
	for _, f := range found {
		if f.OrderNumber == number {
			return number, nil
		}
	}
	if len(found) == 0 {
		return "", orders.ErrNotFound
	}
	return found[0].OrderNumber, nil
}

// ByNumber implements orders.Store.
func (s *Store) ByNumber(ctx context.Context, number string) (*orders.Order, error) {
	return s.load(database.Conn(ctx, s.db), number, false)
}

// Version implements orders.Store: on PostgreSQL the row's xmin, the
// transaction that wrote its current version (every Update rewrites the
// row, with its lines and history); on SQLite, served by one process, "".
// Outside a transaction, concurrent calls share one statement
// (newVersionReads), each still reading after it was called, so a change
// committed on any replica is seen by the next lookup on every other
// (decision 220). It does not say whether the order exists; ByNumber does.
func (s *Store) Version(ctx context.Context, number string) (string, error) {
	db := database.Conn(ctx, s.db)
	if db.Dialector.Name() != "postgres" {
		return "", nil
	}
	if !database.InTransaction(ctx) {
		v, ok, err := s.versions.Get(ctx, number)
		switch {
		case err != nil:
			return "", fmt.Errorf("version of order %s: %w", number, err)
		case !ok:
			return "", orders.ErrNotFound
		}
		return v, nil
	}
	var v []string
	if err := db.Raw("SELECT xmin::text FROM orders WHERE order_number = ?", number).Scan(&v).Error; err != nil {
		return "", fmt.Errorf("version of order %s: %w", number, err)
	}
	if len(v) == 0 {
		return "", orders.ErrNotFound
	}
	return v[0], nil
}

func (s *Store) load(db *gorm.DB, number string, lock bool) (*orders.Order, error) {
	var row orderRow
	if err := database.Take(db.Where("order_number = ?", number), &row, lock, orders.ErrNotFound, "load order "+number); err != nil {
		return nil, err
	}
	var items []itemRow
	if err := db.Where("order_number = ?", number).Order("position").Find(&items).Error; err != nil {
		return nil, fmt.Errorf("load items of %s: %w", number, err)
	}
	var history []historyRow
	if err := db.Where("order_number = ?", number).Order("position").Find(&history).Error; err != nil {
		return nil, fmt.Errorf("load history of %s: %w", number, err)
	}
	return toDomain(row, items, history)
}

// Update implements orders.Store: the order row is locked, change runs on
// the domain order, and the row, its lines and its history are written back.
func (s *Store) Update(ctx context.Context, number string, change func(*orders.Order) error) (*orders.Order, error) {
	load := func(tx *gorm.DB) (*orders.Order, error) { return s.load(tx, number, true) }
	o, err := database.UpdateLocked(database.Conn(ctx, s.db), load, change, func(tx *gorm.DB, o *orders.Order) (*orders.Order, error) {
		if o.Number() != number {
			return nil, fmt.Errorf("update order %s: the number changed to %s", number, o.Number())
		}
		if err := save(tx, o); err != nil {
			return nil, err
		}
		return o, nil
	})
	if err == nil {
		s.committed(ctx)
	}
	return o, err
}

// save writes the order's row, lines, history and new events over the ones
// stored under its number.
func save(tx *gorm.DB, o *orders.Order) error {
	number := o.Number()
	row, items, history := toRows(o)
	if err := tx.Select("*").Omit("order_number").Where("order_number = ?", number).Updates(&row).Error; err != nil {
		return err
	}
	for _, table := range []any{&itemRow{}, &historyRow{}} {
		if err := tx.Where("order_number = ?", number).Delete(table).Error; err != nil {
			return err
		}
	}
	if len(items) > 0 {
		if err := tx.Create(&items).Error; err != nil {
			return err
		}
	}
	if err := tx.Create(&history).Error; err != nil {
		return err
	}
	return insertEvents(tx, number, o.PendingEvents())
}
