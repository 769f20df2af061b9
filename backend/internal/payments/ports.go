package payments

import (
	"context"
	"time"

	"dhoni/internal/platform/money"
	"dhoni/internal/platform/transaction"
)

// Store keeps the settings, the orders waiting for a payment and the
// transactions. Implementation: gormstore, checked by storetest on SQLite
// and PostgreSQL. Every method joins the transaction ctx carries, if any.
type Store interface {
	// Settings returns the stored settings, or DefaultSettings.
	Settings(ctx context.Context) (Settings, error)
	SaveSettings(ctx context.Context, s Settings) error
	// Await records an order waiting for its payment.
	Await(ctx context.Context, a Awaited) error
	// Overdue returns up to limit orders still waiting that were placed
	// before, oldest first.
	Overdue(ctx context.Context, before time.Time, limit int) ([]Awaited, error)
	// Settle says the order waits no more (paid, cancelled, cash instead).
	Settle(ctx context.Context, number string) error
	// AddTransaction keeps a transaction the bank created.
	AddTransaction(ctx context.Context, t Transaction) error
	// Transaction returns one, or ErrUnknownTransaction.
	Transaction(ctx context.Context, id string) (Transaction, error)
	// Transactions returns the order's, oldest first.
	Transactions(ctx context.Context, number string) ([]Transaction, error)
	// SetState records the bank's state of the transaction.
	SetState(ctx context.Context, id string, s State, at time.Time) error
	// Count sets the outcome of a transaction not counted yet and reports
	// whether this call did: the once-only guard, one conditional update
	// in the caller's transaction.
	Count(ctx context.Context, id string, o Outcome, at time.Time) (bool, error)
}

// NewTransaction is what the shop asks the bank to create.
type NewTransaction struct {
	Amount            money.Laari
	Currency          string
	LocalID           string
	CustomerReference string
	RedirectURL       string
}

// BankTransaction is a transaction as the bank answers it.
type BankTransaction struct {
	ID, LocalID string
	Amount      money.Laari
	Currency    string
	State       State
	URL         string
}

// Bank is the bank's API (payments/bml). Errors wrap ErrBankRefused when
// the bank said no (4xx); a 404 on Get is ErrUnknownTransaction.
type Bank interface {
	Create(ctx context.Context, s Settings, t NewTransaction) (BankTransaction, error)
	Get(ctx context.Context, s Settings, id string) (BankTransaction, error)
}

// Order is an order as payments needs it.
type Order struct {
	Number string
	Total  money.Laari
	// Awaiting: paid online, unpaid, not cancelled.
	Awaiting bool
	// Payment is how people read the payment ("paid online", ...).
	Payment string
	Method  string
}

// Orders is what payments needs of the orders module
// (payments/ordersadapter). Errors are the orders' own (a customer's wrong
// number or phone is a fault.NotFound).
type Orders interface {
	Order(ctx context.Context, number string) (Order, error)
	// CustomerOrder finds the order as tracking does: number and phone.
	CustomerOrder(ctx context.Context, number, phone string) (Order, error)
	// PayOnline records a confirmed payment in the transaction ctx
	// carries and says whether it paid the order or is to be refunded.
	PayOnline(ctx context.Context, number, txID string) (Order, Outcome, error)
	// Expire cancels the order if it still waits, returning its stock.
	Expire(ctx context.Context, number string) (bool, error)
	// PayCashInstead makes the customer's order cash on delivery.
	PayCashInstead(ctx context.Context, number, phone string) (Order, error)
}

// Alerts tells the owner of payments, in the transaction ctx carries (an
// outbox), never failing a payment by sending.
type Alerts interface {
	PaidOnline(ctx context.Context, number, txID string, amount money.Laari, refund bool) error
}

// Transactor runs fn in one database transaction every module's store joins.
type Transactor = transaction.Transactor
