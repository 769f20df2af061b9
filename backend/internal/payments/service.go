package payments

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"time"

	"go.uber.org/zap"

	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/fault"
)

// DefaultBankTimeout bounds every call to the bank, so a customer hears
// back within 10 seconds even when the bank is slow.
const DefaultBankTimeout = 8 * time.Second

// BankTimeout is how long the service waits for each answer of the bank:
// none in the graph (0) is DefaultBankTimeout; a test supplies a short one.
type BankTimeout time.Duration

// Deps are what the service works with.
type Deps struct {
	Store   Store
	Bank    Bank
	Tx      Transactor
	Alerts  Alerts
	Clock   clock.Clock
	Log     *zap.Logger
	Timeout BankTimeout `optional:"true"`
}

// Service is the online payments' use cases.
type Service struct {
	store  Store
	bank   Bank
	tx     Transactor
	alerts Alerts
	clock  clock.Clock
	log    *zap.Logger
	orders Orders
	// timeout bounds each call to the bank.
	timeout time.Duration
}

// NewService returns the service; UseOrders gives it the orders.
func NewService(d Deps) *Service {
	timeout := time.Duration(d.Timeout)
	if timeout <= 0 {
		timeout = DefaultBankTimeout
	}
	return &Service{store: d.Store, bank: d.Bank, tx: d.Tx, alerts: d.Alerts, clock: d.Clock, log: d.Log, timeout: timeout}
}

// UseOrders gives the service the orders it pays. It is set after
// construction because the orders' service, in turn, asks this one whether
// online payment is on (orders.OnlinePayments).
func (s *Service) UseOrders(o Orders) { s.orders = o }

// OnlineEnabled reports whether customers may pay online now.
func (s *Service) OnlineEnabled(ctx context.Context) (bool, error) {
	cfg, err := s.store.Settings(ctx)
	if err != nil {
		return false, err
	}
	return cfg.Ready(), nil
}

// OnlineOrderPlaced records, in the order's transaction, that the order
// waits for its payment.
func (s *Service) OnlineOrderPlaced(ctx context.Context, number string, placedAt time.Time) error {
	return s.store.Await(ctx, Awaited{OrderNumber: number, PlacedAt: clock.Stored(placedAt)})
}

// Settings returns the owner's settings (the key stays on the server: the
// HTTP adapter shows only its hint).
func (s *Service) Settings(ctx context.Context) (Settings, error) { return s.store.Settings(ctx) }

// SaveSettings checks and stores the owner's settings. An empty API key
// keeps the stored one (the admin never has it to send back).
func (s *Service) SaveSettings(ctx context.Context, next Settings) (Settings, error) {
	next.ApplicationID = strings.TrimSpace(next.ApplicationID)
	next.APIKey = strings.TrimSpace(next.APIKey)
	if next.APIKey == "" {
		stored, err := s.store.Settings(ctx)
		if err != nil {
			return Settings{}, err
		}
		next.APIKey = stored.APIKey
	}
	if err := next.Check(); err != nil {
		return Settings{}, err
	}
	if err := s.store.SaveSettings(ctx, next); err != nil {
		return Settings{}, err
	}
	return next, nil
}

// Start asks the bank for a payment of the customer's order (found by
// number and phone, as tracking finds it) for the order's total as the
// server computed it, keeps the transaction and returns the bank's payment
// page. returnURL is where the bank sends the customer back. A bank that
// fails or is slow is fault.Unavailable (MsgBankDown): the order stays,
// waiting, and the customer may try again.
func (s *Service) Start(ctx context.Context, number, phone, returnURL string) (string, error) {
	o, err := s.orders.CustomerOrder(ctx, number, phone)
	if err != nil {
		return "", err
	}
	if !o.Awaiting {
		return "", fault.New(fault.Conflict, MsgNotAwaiting)
	}
	cfg, err := s.store.Settings(ctx)
	if err != nil {
		return "", err
	}
	if !cfg.Ready() {
		return "", fault.New(fault.Conflict, MsgOnlineOff)
	}
	bctx, cancel := context.WithTimeout(ctx, s.timeout)
	defer cancel()
	bt, err := s.bank.Create(bctx, cfg, NewTransaction{
		Amount: o.Total, Currency: Currency, LocalID: o.Number,
		CustomerReference: "Order " + o.Number, RedirectURL: returnURL,
	})
	if err == nil {
		err = checkCreated(bt, o)
	}
	if err != nil {
		s.log.Warn("online payment not started", zap.String("order", o.Number), zap.Error(err))
		return "", &fault.Error{Kind: fault.Unavailable, Message: MsgBankDown, Err: err}
	}
	now := clock.Stored(s.clock.Now())
	t := Transaction{ID: bt.ID, OrderNumber: o.Number, Amount: o.Total, Currency: Currency, State: bt.State,
		URL: bt.URL, CreatedAt: now, UpdatedAt: now}
	if err := s.store.AddTransaction(ctx, t); err != nil {
		return "", err
	}
	return bt.URL, nil
}

// checkCreated refuses a created transaction the shop cannot send a
// customer to: no id, not a web page, not what was asked for.
func checkCreated(bt BankTransaction, o Order) error {
	u, err := url.Parse(bt.URL)
	switch {
	case bt.ID == "":
		return errors.New("the bank's transaction has no id")
	case err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "":
		return fmt.Errorf("the bank's payment page %q is not a web address", bt.URL)
	case bt.Amount != o.Total || bt.Currency != Currency:
		return &MismatchError{ID: bt.ID, WantAmount: o.Total, GotAmount: bt.Amount, WantCurrency: Currency, GotCur: bt.Currency}
	}
	if !bt.State.Known() {
		return fmt.Errorf("transaction %s in unknown state %q", bt.ID, bt.State)
	}
	return nil
}

// Reconcile re-reads the transaction from the bank and acts on what the
// bank says: a CONFIRMED transaction whose amount, currency and order are
// the shop's is counted once (the order paid, or a second payment flagged
// for refund) with the owner alerted, in one database transaction. An
// unknown transaction is ErrUnknownTransaction and a mismatch a
// *MismatchError; neither changes anything.
func (s *Service) Reconcile(ctx context.Context, id string) (Transaction, error) {
	local, err := s.store.Transaction(ctx, id)
	if err != nil {
		return Transaction{}, err
	}
	cfg, err := s.store.Settings(ctx)
	if err != nil {
		return Transaction{}, err
	}
	bctx, cancel := context.WithTimeout(ctx, s.timeout)
	defer cancel()
	bt, err := s.bank.Get(bctx, cfg, id)
	if err != nil {
		return local, fmt.Errorf("read transaction %s from the bank: %w", id, err)
	}
	if bt.ID != id || (bt.LocalID != "" && bt.LocalID != local.OrderNumber) {
		return local, &MismatchError{ID: id, WantOrder: local.OrderNumber, GotOrder: bt.LocalID,
			WantAmount: local.Amount, GotAmount: bt.Amount, WantCurrency: local.Currency, GotCur: bt.Currency}
	}
	if !bt.State.Known() {
		return local, fmt.Errorf("transaction %s in unknown state %q", id, bt.State)
	}
	now := clock.Stored(s.clock.Now())
	if bt.State != local.State {
		if err := s.store.SetState(ctx, id, bt.State, now); err != nil {
			return local, err
		}
		local.State, local.UpdatedAt = bt.State, now
	}
	if bt.State != Confirmed || local.Outcome != NotCounted {
		return local, nil
	}
	if bt.Amount != local.Amount || bt.Currency != local.Currency {
		return local, &MismatchError{ID: id, WantAmount: local.Amount, GotAmount: bt.Amount,
			WantCurrency: local.Currency, GotCur: bt.Currency, WantOrder: local.OrderNumber, GotOrder: bt.LocalID}
	}
	err = s.tx.WithinTransaction(ctx, func(ctx context.Context) error {
		first, err := s.store.Count(ctx, id, Paid, now)
		if err != nil || !first {
			return err
		}
		_, outcome, err := s.orders.PayOnline(ctx, local.OrderNumber, id)
		if err != nil {
			return err
		}
		if outcome == Refund {
			if _, err := s.store.Count(ctx, id, Refund, now); err != nil {
				return err
			}
		} else if err := s.store.Settle(ctx, local.OrderNumber); err != nil {
			return err
		}
		local.Outcome = outcome
		return s.alerts.PaidOnline(ctx, local.OrderNumber, id, local.Amount, outcome == Refund)
	})
	if err != nil {
		return local, fmt.Errorf("count transaction %s: %w", id, err)
	}
	if local.Outcome == NotCounted {
		// Another call counted it first: read what it recorded.
		return s.store.Transaction(ctx, id)
	}
	return local, nil
}

// Webhook is what the bank posts on a transaction's creation and every
// change of its state.
type Webhook struct {
	TransactionID, LocalID, State, Signature, Currency string
	Amount                                             int64
}

// HandleWebhook checks the webhook's signature in constant time, then
// re-reads its transaction from the bank (the webhook itself proves
// nothing). ErrSignature for a signature not made with the shop's key,
// ErrUnknownTransaction for a transaction the shop never created.
func (s *Service) HandleWebhook(ctx context.Context, w Webhook) (Transaction, error) {
	cfg, err := s.store.Settings(ctx)
	if err != nil {
		return Transaction{}, err
	}
	if cfg.APIKey == "" || !SignatureMatches(w.Signature, w.Amount, w.Currency, cfg.APIKey) {
		return Transaction{}, ErrSignature
	}
	return s.Reconcile(ctx, w.TransactionID)
}

// Status is an order's online payment as the customer and the admin see it.
type Status struct {
	Order        Order
	Transactions []Transaction
}

// Returned is the customer back from the bank's page: every transaction of
// the order not counted yet is re-read from the bank (the redirect itself
// proves nothing), and the order's payment is answered as it then is. A
// bank that does not answer leaves things as they are.
func (s *Service) Returned(ctx context.Context, number, phone string) (Status, error) {
	o, err := s.orders.CustomerOrder(ctx, number, phone)
	if err != nil {
		return Status{}, err
	}
	return s.recheck(ctx, o, false)
}

// Recheck is the admin's "Re-check with the bank": every transaction of
// the order is re-read.
func (s *Service) Recheck(ctx context.Context, number string) (Status, error) {
	o, err := s.orders.Order(ctx, number)
	if err != nil {
		return Status{}, err
	}
	return s.recheck(ctx, o, true)
}

// Status returns the order's payment and transactions, for the admin.
func (s *Service) Status(ctx context.Context, number string) (Status, error) {
	o, err := s.orders.Order(ctx, number)
	if err != nil {
		return Status{}, err
	}
	txs, err := s.store.Transactions(ctx, o.Number)
	if err != nil {
		return Status{}, err
	}
	return Status{Order: o, Transactions: txs}, nil
}

func (s *Service) recheck(ctx context.Context, o Order, all bool) (Status, error) {
	txs, err := s.store.Transactions(ctx, o.Number)
	if err != nil {
		return Status{}, err
	}
	for _, t := range txs {
		if !all && t.Outcome != NotCounted {
			continue
		}
		if _, err := s.Reconcile(ctx, t.ID); err != nil {
			s.log.Warn("online payment not re-read", zap.String("order", o.Number), zap.String("transaction", t.ID), zap.Error(err))
		}
	}
	return s.Status(ctx, o.Number)
}

// PayCashInstead is the customer giving up paying online: the order
// becomes cash on delivery and waits no more.
func (s *Service) PayCashInstead(ctx context.Context, number, phone string) (Order, error) {
	var o Order
	err := s.tx.WithinTransaction(ctx, func(ctx context.Context) error {
		var err error
		if o, err = s.orders.PayCashInstead(ctx, number, phone); err != nil {
			return err
		}
		return s.store.Settle(ctx, o.Number)
	})
	return o, err
}

// sweepBatch is how many overdue orders one sweep looks at.
const sweepBatch = 50

// Sweep cancels the orders whose payment has not come within the hold
// time, returning their stock; each order's transactions are re-read from
// the bank first, so a payment made in time but not heard of is counted
// instead. An order whose bank does not answer waits for the next sweep.
// It returns the orders cancelled.
func (s *Service) Sweep(ctx context.Context) ([]string, error) {
	cfg, err := s.store.Settings(ctx)
	if err != nil {
		return nil, err
	}
	hold := cfg.Hold()
	if hold <= 0 {
		hold = DefaultHoldMinutes * time.Minute
	}
	overdue, err := s.store.Overdue(ctx, clock.Stored(s.clock.Now().Add(-hold)), sweepBatch)
	if err != nil {
		return nil, err
	}
	var cancelled []string
	for _, a := range overdue {
		txs, err := s.store.Transactions(ctx, a.OrderNumber)
		if err != nil {
			return cancelled, err
		}
		reread := true
		for _, t := range txs {
			if t.Outcome != NotCounted || t.State == Cancelled {
				continue
			}
			if _, err := s.Reconcile(ctx, t.ID); err != nil {
				var mismatch *MismatchError
				if !errors.As(err, &mismatch) {
					reread = false
				}
				s.log.Warn("online payment not re-read before the hold ran out", zap.String("order", a.OrderNumber), zap.Error(err))
			}
		}
		if !reread {
			continue
		}
		expired, err := s.orders.Expire(ctx, a.OrderNumber)
		if err != nil && fault.KindOf(err) != fault.NotFound {
			return cancelled, err
		}
		if err := s.store.Settle(ctx, a.OrderNumber); err != nil {
			return cancelled, err
		}
		if expired {
			cancelled = append(cancelled, a.OrderNumber)
		}
	}
	return cancelled, nil
}
