package orders

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/fault"
	"dhoni/internal/platform/memo"
	"dhoni/internal/platform/phone"
)

// Deps are what the service works with.
type Deps struct {
	Store    Store
	Catalog  Catalog
	Delivery Delivery
	Slips    Slips
	Tx       Transactor
	Notifier Notifier
	Clock    clock.Clock
	// Tailor prices and accepts tailor-made lines.
	Tailor TailorMade
	// Online says whether orders may be paid online and awaits their
	// payment; nil offers no online payment.
	Online OnlinePayments
	// Limits bound what a customer may order (nil: none).
	Limits Limits
	// Taxes is the shop's GST registration (nil: not registered).
	Taxes Taxes
	// Discounts judges and counts discount codes (nil: no code is known).
	Discounts Discounts
}

// Service is the orders' use cases.
type Service struct {
	store    Store
	catalog  Catalog
	delivery Delivery
	slips    Slips
	tx       Transactor
	notifier Notifier
	clock    clock.Clock
	tailor   TailorMade
	online   OnlinePayments
	limits   Limits
	taxes    Taxes
	// discounts is nil when no code is known.
	discounts Discounts
	tracked   *tracked
}

// NewService returns the service.
func NewService(d Deps) *Service {
	return &Service{
		store: d.Store, catalog: d.Catalog, delivery: d.Delivery, slips: d.Slips,
		tx: d.Tx, notifier: d.Notifier, clock: d.Clock, tailor: d.Tailor,
		online: d.Online, limits: d.Limits, taxes: d.Taxes, discounts: d.Discounts,
		tracked: &tracked{orders: map[string]trackedOrder{}},
	}
}

// OrdersChanged is called once a change to a stored order has committed in
// this process (the store's hook): orders kept for tracking are read again.
func (s *Service) OrdersChanged() { s.tracked.changed() }

// numberTries bounds how often a server-made order number is made again
// after a clash.
const numberTries = 4

// Place checks, prices and stores an order, takes its stock and queues its
// announcement, all in one transaction. created is false when the order
// number was sent before with the same content: the stored order is
// returned and nothing changes, so a browser may send an order as often as
// it likes (docs/decisions/032).
//
// Errors: a fault.Invalid with a message per field (nothing stored, no stock
// taken); a fault.Conflict wrapping a *StockError when some line is short;
// ErrNumberReused for an order number the same customer (phone) used for
// another order.
//
// Place is the owner's: no unit limit applies (PlaceAsCustomer).
func (s *Service) Place(ctx context.Context, c Checkout) (order *Order, created bool, err error) {
	return s.place(ctx, c, nil)
}

// PlaceAsCustomer is Place for a customer: once the order is valid, it must
// be within the unit limits and then pass admit, before anything is stored
// or taken. An invalid order never reaches admit, so it spends no
// allowance of the phone it names; a replay of a placed order neither.
func (s *Service) PlaceAsCustomer(ctx context.Context, c Checkout, admit Admit) (order *Order, created bool, err error) {
	if admit == nil {
		admit = func(context.Context, string) error { return nil }
	}
	return s.place(ctx, c, admit)
}

func (s *Service) place(ctx context.Context, c Checkout, admit Admit) (order *Order, created bool, err error) {
	// What the modules read for this order (the settings) is read once.
	ctx = memo.With(ctx)
	c = c.Tidy()
	fingerprint := c.Fingerprint()
	clientNumber := c.OrderNumber != ""
	if clientNumber {
		if !ValidOrderNumber(c.OrderNumber) {
			return nil, false, fault.InvalidFields(MsgOrderNumber, map[string]string{"order_number": MsgOrderNumber})
		}
		// A replay is answered before anything is checked again: the order was
		// placed (prices may have changed since; it stands at its price).
		stored, err := s.replay(ctx, c.OrderNumber, c.Customer.Phone, fingerprint)
		if stored != nil || err != nil {
			return stored, false, err
		}
	}

	prices, err := s.priceList(ctx, c)
	if err != nil {
		return nil, false, err
	}
	if err := s.quoteFor(ctx, c, &prices); err != nil {
		return nil, false, err
	}
	// A slip this call attached is detached again when no order of this
	// call holds it in the end.
	var detach func(context.Context) error
	defer func() {
		if detach == nil || (order != nil && order.TransferSlip() != "") {
			return
		}
		// The request may be gone; the slip must still be freed.
		if derr := detach(context.WithoutCancel(ctx)); derr != nil {
			err = errors.Join(err, fmt.Errorf("detach transfer slip: %w", derr))
		}
	}()
	number := c.OrderNumber
	// alias is the browser's number when another customer's order holds it:
	// the order takes a number of the server's and keeps the browser's for
	// its customer, who is answered under it as if it were free, so the
	// answer never tells whose numbers are taken (decision 197).
	alias := ""
	for try := 1; ; try++ {
		if !clientNumber {
			number = NewOrderNumber(s.clock.Now())
		}
		o, err := NewOrder(number, c, prices, s.clock.Now())
		if err != nil {
			return nil, false, err
		}
		o.clientNumber = alias
		if try == 1 && admit != nil {
			if err := s.withinLimits(ctx, o); err != nil {
				return nil, false, err
			}
			if err := admit(ctx, o.Customer().Phone); err != nil {
				return nil, false, err
			}
		}
		if try == 1 && o.TransferSlip() != "" {
			// Before the transaction, because the media store does not join it:
			// attaching a slip whose order then fails only keeps the slip, while
			// attaching after the commit could lose an order's slip to the
			// clean-up (docs/decisions/018, 030).
			d, err := s.slips.Attach(ctx, o.TransferSlip())
			if err != nil {
				if fault.KindOf(err) == fault.NotFound {
					return nil, false, fault.InvalidFields(MsgSlipNotFound, map[string]string{"transfer_slip": MsgSlipNotFound})
				}
				return nil, false, fmt.Errorf("attach transfer slip: %w", err)
			}
			detach = d
		}
		err = s.tx.WithinTransaction(ctx, func(ctx context.Context) error {
			if err := s.acceptTailored(ctx, o); err != nil {
				return err
			}
			if err := s.store.Create(ctx, o); err != nil {
				return err
			}
			if err := s.redeem(ctx, o, prices.Products); err != nil {
				return err
			}
			if err := s.notifier.OrderPlaced(ctx, o); err != nil {
				return err
			}
			if o.PaymentMethod() == Online {
				if err := s.online.OnlineOrderPlaced(ctx, o); err != nil {
					return err
				}
			}
			// Stock last: its row locks are held until the commit, and every
			// order for the same product waits on them, so they are taken
			// when the rest of the order is already written.
			if takes, lines := o.stockTakes(); len(takes) > 0 {
				if err := s.catalog.TakeStock(ctx, takes); err != nil {
					return onLines(err, lines)
				}
			}
			return nil
		})
		if err == nil {
			return o, true, nil
		}

		var stockErr *StockError
		isStock := errors.As(err, &stockErr)
		isDuplicate := errors.Is(err, ErrDuplicateNumber)
		var tailorErr *TailorItemError
		var refused *DiscountRefusal
		switch {
		case clientNumber && (isDuplicate || isStock), alias != "" && isDuplicate:
			// The same order sent twice at once: the other send won, and may
			// have taken the last of the stock. Answer what it stored.
			stored, rerr := s.replay(ctx, c.OrderNumber, c.Customer.Phone, fingerprint)
			if stored != nil || rerr != nil {
				return stored, false, rerr
			}
			if isDuplicate && clientNumber {
				// Another customer's order holds the browser's number.
				clientNumber, alias = false, c.OrderNumber
				continue
			}
			if isDuplicate && try < numberTries {
				continue // our own number clashed: make another
			}
		case isDuplicate && !clientNumber && try < numberTries:
			continue // our own number clashed: make another
		}
		switch {
		case isStock:
			for _, short := range stockErr.Short {
				if short.Line >= 0 && short.Line < len(o.items) {
					short.TitleDV = o.items[short.Line].TitleDV
				}
			}
			return nil, false, stockFault(stockErr)
		case errors.As(err, &tailorErr):
			return nil, false, &fault.Error{Kind: fault.Conflict, Message: tailorErr.Message,
				Fields: map[string]string{fmt.Sprintf("items[%d].tailor_item_id", tailorErr.Line): tailorErr.Message}, Err: err}
		case errors.As(err, &refused):
			return nil, false, refused.fault()
		case errors.Is(err, ErrSlipTaken):
			return nil, false, fault.InvalidFields(MsgSlipTaken, map[string]string{"transfer_slip": MsgSlipTaken})
		case isDuplicate:
			return nil, false, ErrNumberReused
		}
		return nil, false, fmt.Errorf("place order %s: %w", number, err)
	}
}

// acceptTailored marks the order's tailor-made requests accepted and linked
// to it, in the order's transaction.
func (s *Service) acceptTailored(ctx context.Context, o *Order) error {
	for i, it := range o.items {
		if it.TailorItemID == "" {
			continue
		}
		err := s.tailor.AcceptTailorItem(ctx, it.TailorItemID, o.Number(), o.Customer().Phone, it.Price)
		var te *TailorItemError
		if errors.As(err, &te) {
			te.Line = i
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// onLines turns the catalog's take indexes back into the order's line
// indexes (tailor-made lines take no stock).
func onLines(err error, lines []int) error {
	var se *StockError
	if !errors.As(err, &se) {
		return err
	}
	for _, short := range se.Short {
		short.Line = lines[short.Line]
	}
	for i, m := range se.Missing {
		se.Missing[i] = lines[m]
	}
	return err
}

// replay returns the order this customer (by phone) placed under the
// browser's number when it has the same fingerprint, and nothing when they
// placed none; ErrNumberReused when theirs has other content. Another
// customer's order under the same number is not theirs: it is never read,
// so the answer cannot tell a used number from an unused one (decision 197).
func (s *Service) replay(ctx context.Context, number, customerPhone, fingerprint string) (*Order, error) {
	held, err := s.store.NumberFor(ctx, number, phone.Normalize(customerPhone))
	if err == nil {
		var stored *Order
		stored, err = s.store.ByNumber(ctx, held)
		switch {
		case err == nil && stored.Fingerprint() == fingerprint:
			return stored, nil
		case err == nil:
			return nil, ErrNumberReused
		}
	}
	if errors.Is(err, ErrNotFound) {
		return nil, nil
	}
	return nil, err
}

func (s *Service) priceList(ctx context.Context, c Checkout) (PriceList, error) {
	var ids []string
	for _, it := range c.Items {
		if it.ProductID != "" && !slices.Contains(ids, it.ProductID) {
			ids = append(ids, it.ProductID)
		}
	}
	var pl PriceList
	var err error
	if len(ids) > 0 && len(ids) <= MaxItems {
		if pl.Products, err = s.catalog.Products(ctx, ids); err != nil {
			return PriceList{}, fmt.Errorf("read products: %w", err)
		}
	}
	var tailored []string
	for _, it := range c.Items {
		if it.TailorItemID != "" && !slices.Contains(tailored, it.TailorItemID) {
			tailored = append(tailored, it.TailorItemID)
		}
	}
	if len(tailored) > 0 && len(c.Items) <= MaxItems && s.tailor != nil {
		if pl.Tailored, err = s.tailor.TailorItems(ctx, tailored, c.Customer.Phone); err != nil {
			return PriceList{}, fmt.Errorf("read tailor-made items: %w", err)
		}
	}
	if strings.EqualFold(c.PaymentMethod, string(Online)) && s.online != nil {
		if pl.Online, err = s.online.OnlineEnabled(ctx); err != nil {
			return PriceList{}, fmt.Errorf("read whether online payment is on: %w", err)
		}
	}
	if pl.Atolls, pl.Fees, err = s.delivery.Delivery(ctx); err != nil {
		return PriceList{}, fmt.Errorf("read atolls and delivery fees: %w", err)
	}
	if s.taxes != nil {
		if pl.GST, err = s.taxes.GST(ctx); err != nil {
			return PriceList{}, fmt.Errorf("read the GST registration: %w", err)
		}
	}
	return pl, nil
}

// stockFault turns a shortage into the answer people see: 409 naming the
// first short line ("Only 2 left of ... Please update your cart.") with a
// message on each short line's quantity, or 422 when a product vanished
// while the order was being placed.
func stockFault(e *StockError) error {
	fields := map[string]string{}
	if len(e.Missing) > 0 {
		for _, line := range e.Missing {
			fields[fmt.Sprintf("items[%d].product_id", line)] = MsgProductGone
		}
		return &fault.Error{Kind: fault.Invalid, Message: MsgProductGone, Fields: fields, Err: e}
	}
	short := slices.Clone(e.Short)
	slices.SortFunc(short, func(a, b *InsufficientStockError) int { return a.Line - b.Line })
	for _, s := range short {
		fields[fmt.Sprintf("items[%d].quantity", s.Line)] = s.FieldMessage()
	}
	msg := "Some items are no longer in stock. Please update your cart."
	var params map[string]string
	if len(short) > 0 {
		msg, params = short[0].Message(), short[0].Params()
	}
	return &fault.Error{Kind: fault.Conflict, Message: msg, Fields: fields, Params: params, Err: e}
}

// Lookup is what a customer gives to find an order.
type Lookup struct {
	OrderNumber, Phone string
}

// Track returns the order when the number exists and the phone is the
// order's (both normalised). Anything else is ErrTrackNotFound, the same
// answer for a wrong number and a wrong phone. A missing number or an
// invalid phone is a fault.Invalid on "order_number" / "phone".
func (s *Service) Track(ctx context.Context, l Lookup) (*Order, error) {
	number := LookupNumber(l.OrderNumber)
	if err := phone.CheckLookup("order_number", number, MsgOrderNumberRequired, l.Phone); err != nil {
		return nil, err
	}
	return s.owned(ctx, number, l.Phone)
}

// owned returns the order when it exists and phone is its customer's, from
// the orders looked up before while it has not changed (tracked), or the
// order the customer's browser numbered so (decision 197). Whether the
// number is unused or another customer's, the same work is done: the
// version, then one statement that finds nothing.
func (s *Service) owned(ctx context.Context, number, phoneNumber string) (*Order, error) {
	if !ValidOrderNumber(number) {
		return nil, ErrTrackNotFound
	}
	customerPhone := phone.Normalize(phoneNumber)
	// The generation, then the version, then the order: a change committing
	// between them leaves the kept order older than its tag, never newer.
	gen := s.tracked.generation.Load()
	version, err := s.store.Version(ctx, number)
	versioned := err == nil
	switch {
	case versioned:
		if o := s.tracked.get(number, version, gen); o != nil && phone.Same(customerPhone, o.Customer().Phone) {
			return o, nil
		}
	case !errors.Is(err, ErrNotFound):
		return nil, err
	}
	held, err := s.store.NumberFor(ctx, number, customerPhone)
	if errors.Is(err, ErrNotFound) {
		return nil, ErrTrackNotFound
	}
	if err != nil {
		return nil, err
	}
	o, err := s.store.ByNumber(ctx, held)
	if errors.Is(err, ErrNotFound) {
		return nil, ErrTrackNotFound
	}
	if err != nil {
		return nil, err
	}
	if !phone.Same(customerPhone, o.Customer().Phone) {
		return nil, ErrTrackNotFound // changed since NumberFor
	}
	if versioned && held == number {
		s.tracked.keep(o, version, gen)
	}
	return o, nil
}

// Slip opens an order's transfer slip for the admin (admin true) or for a
// customer who gives the order's phone. Everyone else gets
// ErrTrackNotFound, as tracking does; an order without a slip is ErrNoSlip.
func (s *Service) Slip(ctx context.Context, number, phoneNumber string, admin bool) (file io.ReadCloser, contentType string, err error) {
	number = LookupNumber(number)
	var o *Order
	if admin {
		o, err = s.store.ByNumber(ctx, number)
	} else {
		o, err = s.owned(ctx, number, phoneNumber)
	}
	if err != nil {
		return nil, "", err
	}
	if o.TransferSlip() == "" {
		return nil, "", ErrNoSlip
	}
	file, contentType, err = s.slips.OpenSlip(ctx, o.TransferSlip())
	if err != nil {
		return nil, "", fmt.Errorf("open the slip of %s: %w", number, err)
	}
	return file, contentType, nil
}
