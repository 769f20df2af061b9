package orders

import (
	"context"
	"io"
	"time"

	"dhoni/internal/geography"
	"dhoni/internal/platform/fault"
	"dhoni/internal/platform/money"
	"dhoni/internal/platform/transaction"
)

// Store is where orders are kept. Implementations: gormstore (SQLite and
// PostgreSQL), checked by the contract suite in storetest. Every method
// joins the transaction ctx carries, if any.
type Store interface {
	// Create stores a new order with its items and history. ErrDuplicateNumber
	// when its number is taken, ErrSlipTaken when another order holds its
	// transfer slip; then nothing is stored.
	Create(ctx context.Context, o *Order) error
	// NumberFor returns the number of the order the customer with this
	// (normalised) phone knows as number: the order numbered so when it is
	// theirs, else the one their browser numbered so (Record.ClientNumber);
	// ErrNotFound when there is neither. It costs the same whether or not
	// an order holds number, so its time tells nothing about other
	// customers' orders.
	NumberFor(ctx context.Context, number, customerPhone string) (string, error)
	// ByNumber returns the order or ErrNotFound.
	ByNumber(ctx context.Context, number string) (*Order, error)
	// Version returns what changes whenever the stored order does, read from
	// the database, or ErrNotFound. Where one process alone writes the
	// database (SQLite) it is "" without a query: that process hears of every
	// change itself (ordersfx wires the store's changes to the service).
	Version(ctx context.Context, number string) (string, error)
	// Update runs change on the stored order inside a transaction, with the
	// order locked, and stores the result unless change fails. ErrNotFound
	// when there is none.
	// The order's PendingEvents are stored with it.
	Update(ctx context.Context, number string, change func(*Order) error) (*Order, error)
	// List returns a page of orders, newest first (created_at, then order
	// number, descending), with their items and history, and the count of
	// all that match.
	List(ctx context.Context, f ListFilter) (Page, error)
	// Export calls each for every order, newest first, as List orders
	// them, until each fails. The orders hold only what the CSV export's
	// file does: no notes, slip or fingerprint; each line's SKU, colour and
	// quantity alone; as history their present status, at the time they
	// were placed. They are for reading the file's cells, never for saving.
	Export(ctx context.Context, each func(*Order) error) error
	// Events returns the order's recorded changes, oldest first.
	Events(ctx context.Context, number string) ([]Event, error)
	// Delete removes the order with its items, history and events, or
	// returns ErrNotFound.
	Delete(ctx context.Context, number string) error
	// OpenUnits counts the units of the orders of this (normalised) phone
	// that are unpaid and neither delivered nor cancelled.
	OpenUnits(ctx context.Context, customerPhone string) (int, error)
	// UnconfirmedCOD returns the numbers of the orders paid by cash on
	// delivery that are still pending and unpaid, placed before before,
	// oldest first (created_at, then number), at most limit.
	UnconfirmedCOD(ctx context.Context, before time.Time, limit int) ([]string, error)
}

// StockTake is a quantity of one variant leaving the shop.
type StockTake struct {
	ProductID, Color, Size string
	Quantity               int
}

// Catalog is what an order needs from the catalog.
type Catalog interface {
	// Products returns the products among ids that exist, by id.
	Products(ctx context.Context, ids []string) (map[string]Product, error)
	// TakeStock takes every quantity from the variants the catalog keeps a
	// count of, all or none, in the transaction ctx carries: a *StockError
	// (with line indexes, one take per line) when some are short or gone.
	TakeStock(ctx context.Context, takes []StockTake) error
	// ReturnStock puts every quantity back on the variants the catalog
	// keeps a count of, in the transaction ctx carries (a cancelled order
	// that was never paid online). A product gone since is skipped.
	ReturnStock(ctx context.Context, takes []StockTake) error
}

// TailorItem is a tailoring request as a tailor-made line of an order: what
// it is called, what it costs, and why the customer cannot order it now
// (Problem, in the checkout's words; "" when they can).
type TailorItem struct {
	ID, Title string
	Price     money.Laari
	Problem   string
}

// TailorMade is what an order needs from the tailoring module
// (orders/tailoradapter).
type TailorMade interface {
	// TailorItems returns the requests among ids that exist, by id, as the
	// customer with this phone may order them.
	TailorItems(ctx context.Context, ids []string, customerPhone string) (map[string]TailorItem, error)
	// AcceptTailorItem marks the request accepted and part of the order, in
	// the transaction ctx carries, with the request locked. When it can no
	// longer be ordered (another order took it, its price changed) it
	// returns a *TailorItemError and the order must roll back.
	AcceptTailorItem(ctx context.Context, id, orderNumber, customerPhone string, price money.Laari) error
}

// TailorItemError is a tailor-made line that could not be ordered.
type TailorItemError struct {
	// Line is the index of the item in the order.
	Line    int
	Message string
}

func (e *TailorItemError) Error() string { return "tailor-made line refused: " + e.Message }

// FaultKind makes it a conflict (409): the request changed meanwhile.
func (e *TailorItemError) FaultKind() fault.Kind { return fault.Conflict }

// Delivery is where orders can go and what it costs (the settings), read
// together.
type Delivery interface {
	Delivery(ctx context.Context) ([]geography.Atoll, geography.FeeTable, error)
}

// Slips are the customers' uploaded bank transfer slips (the media module).
type Slips interface {
	// Attach marks the slip as held by an order so it is kept; again is
	// harmless. An unknown ref is an error of kind fault.NotFound. detach
	// undoes this call's attach when the order fails.
	Attach(ctx context.Context, ref string) (detach func(context.Context) error, err error)
	// Release says no order holds the slip any more (its order was
	// deleted), so the clean-up removes it.
	Release(ctx context.Context, ref string) error
	// OpenSlip returns the slip's file and content type.
	OpenSlip(ctx context.Context, ref string) (io.ReadCloser, string, error)
}

// Transactor runs fn in one database transaction that the stores of every
// module join. fn may run more than once.
type Transactor = transaction.Transactor

// Notifier announces a new order to the owner. It is called inside the
// order's transaction and must only queue the announcement there (an
// outbox), never send it: a notification problem must not fail an order,
// and a rolled-back order must not be announced.
type Notifier interface {
	OrderPlaced(ctx context.Context, o *Order) error
}

// OnlinePayments is what an order needs from online payments (the payments
// module, through payments/ordersadapter).
type OnlinePayments interface {
	// OnlineEnabled reports whether customers may choose to pay online now.
	OnlineEnabled(ctx context.Context) (bool, error)
	// OnlineOrderPlaced is told, in the order's transaction, of an order to
	// be paid online, so that it is awaited and cancelled when its payment
	// never comes.
	OnlineOrderPlaced(ctx context.Context, o *Order) error
}
