package orders

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/fault"
	"dhoni/internal/platform/money"
)

// Dispatch day (docs/decisions/207): the orders ready to go, grouped by
// atoll and island as the boats and ferries run, the pick list of what
// to take from the shelves for them, and the batch marked shipped at once.

// PaymentCondition says which orders are ready to go by their payment.
type PaymentCondition string

const (
	// PaidOrCOD: paid, or paid in cash when delivered (the default).
	PaidOrCOD PaymentCondition = "paid_or_cod"
	// PaidOnly: the shop has the money.
	PaidOnly PaymentCondition = "paid"
	// AnyPayment: the payment does not matter.
	AnyPayment PaymentCondition = "any"
)

// Valid reports whether p is one of the three conditions.
func (p PaymentCondition) Valid() bool { return p == PaidOrCOD || p == PaidOnly || p == AnyPayment }

// Messages of the dispatch view.
const (
	MsgDispatchStatus  = "Choose statuses among pending, processing, shipped, delivered, cancelled"
	MsgDispatchPayment = "Payment must be paid_or_cod, paid or any"
)

// DispatchFilter picks the orders ready to go.
type DispatchFilter struct {
	// Statuses are the statuses ready to go, each once; none is refused.
	Statuses []Status
	Payment  PaymentCondition
}

// DispatchIsland is the orders going to one island, oldest first.
type DispatchIsland struct {
	Atoll, Island string
	Orders        []*Order
}

// PickLine is one product in one size and colour (or one tailor-made
// piece) with what all the orders of the batch take of it.
type PickLine struct {
	ProductID, TailorItemID string
	Title, SKU, Size, Color string
	Quantity                int
	// Orders are the order numbers it goes to, in the batch's order.
	Orders []string
}

// Dispatch is the batch: its orders by island and its pick list.
type Dispatch struct {
	Islands []DispatchIsland
	Picks   []PickLine
	// More says more orders matched than a batch holds (MaxBulk): the
	// oldest are in it, the rest wait for the next batch.
	More bool
}

// ready reports whether the order's payment lets it go.
func (p PaymentCondition) ready(o *Order) bool {
	switch p {
	case PaidOnly:
		return o.paymentStatus == Paid
	case PaidOrCOD:
		return o.paymentStatus == Paid || o.paymentMethod == CashOnDelivery
	}
	return true
}

// CollectOnDelivery is what the delivery person collects: the total of an
// unpaid cash-on-delivery order, else nothing.
func (o *Order) CollectOnDelivery() money.Laari {
	if o.paymentMethod == CashOnDelivery && o.paymentStatus != Paid {
		return o.Total()
	}
	return 0
}

// check checks the filter and returns it with each status once.
func (f DispatchFilter) check() (DispatchFilter, error) {
	bad := fault.Problems{}
	var statuses []Status
	for _, s := range f.Statuses {
		if !s.Valid() {
			bad.Add("status", MsgDispatchStatus)
		} else if !slices.Contains(statuses, s) {
			statuses = append(statuses, s)
		}
	}
	if len(f.Statuses) == 0 {
		bad.Add("status", MsgDispatchStatus)
	}
	if !f.Payment.Valid() {
		bad.Add("payment", MsgDispatchPayment)
	}
	f.Statuses = statuses
	return f, bad.Err()
}

// Dispatch gathers the oldest MaxBulk orders with the filter's statuses
// and payment, grouped by atoll and island in the order of the shop's
// delivery list (places not in it after, by name), and their pick list.
func (s *Service) Dispatch(ctx context.Context, f DispatchFilter) (Dispatch, error) {
	f, err := f.check()
	if err != nil {
		return Dispatch{}, err
	}
	var found []*Order
	for _, status := range f.Statuses {
		list := ListFilter{PerPage: MaxPerPage, Status: status}
		for {
			page, err := s.store.List(ctx, list)
			if err != nil {
				return Dispatch{}, fmt.Errorf("dispatch orders: %w", err)
			}
			for _, o := range page.Orders {
				if f.Payment.ready(o) {
					found = append(found, o)
				}
			}
			if len(page.Orders) < MaxPerPage {
				break
			}
			last := page.Orders[len(page.Orders)-1]
			list.After = &Cursor{CreatedAt: last.CreatedAt(), Number: last.Number()}
		}
	}
	slices.SortFunc(found, func(a, b *Order) int {
		return cmp.Or(a.createdAt.Compare(b.createdAt), strings.Compare(a.number, b.number))
	})
	var d Dispatch
	if len(found) > MaxBulk {
		found, d.More = found[:MaxBulk], true
	}
	rank, err := s.placeRanks(ctx)
	if err != nil {
		return Dispatch{}, err
	}
	d.Islands = groupByIsland(found, rank)
	d.Picks = pickList(d.Islands)
	return d, nil
}

// placeRanks numbers the atolls and islands of the delivery list in its
// order ("atoll" and "atoll\x00island").
func (s *Service) placeRanks(ctx context.Context) (map[string]int, error) {
	atolls, _, err := s.delivery.Delivery(ctx)
	if err != nil {
		return nil, fmt.Errorf("dispatch places: %w", err)
	}
	rank := map[string]int{}
	for i, a := range atolls {
		rank[a.Name] = i
		for j, island := range a.Islands {
			rank[a.Name+"\x00"+island] = j
		}
	}
	return rank, nil
}

// comparePlaces orders two names by their rank in the delivery list, an
// unlisted one after the listed ones, by name.
func comparePlaces(rank map[string]int, a, b string) int {
	ra, okA := rank[a]
	rb, okB := rank[b]
	switch {
	case okA && okB:
		return cmp.Or(cmp.Compare(ra, rb), strings.Compare(a, b))
	case okA:
		return -1
	case okB:
		return 1
	}
	return strings.Compare(a, b)
}

func groupByIsland(found []*Order, rank map[string]int) []DispatchIsland {
	var islands []DispatchIsland
	at := map[string]int{}
	for _, o := range found {
		a := o.customer.Address
		key := a.Atoll + "\x00" + a.Island
		i, ok := at[key]
		if !ok {
			i = len(islands)
			at[key] = i
			islands = append(islands, DispatchIsland{Atoll: a.Atoll, Island: a.Island})
		}
		islands[i].Orders = append(islands[i].Orders, o)
	}
	slices.SortStableFunc(islands, func(a, b DispatchIsland) int {
		return cmp.Or(comparePlaces(rank, a.Atoll, b.Atoll),
			comparePlaces(rank, a.Atoll+"\x00"+a.Island, b.Atoll+"\x00"+b.Island))
	})
	return islands
}

// sizeRanks puts the shop's sizes in their natural order on the pick list.
var sizeRanks = map[string]int{"XS": 1, "S": 2, "M": 3, "L": 4, "XL": 5, "XXL": 6}

func pickList(islands []DispatchIsland) []PickLine {
	var picks []PickLine
	at := map[string]int{}
	for _, group := range islands {
		for _, o := range group.Orders {
			for _, it := range o.items {
				key := strings.Join([]string{it.ProductID, it.TailorItemID, it.SKU, it.Size, it.Color}, "\x00")
				i, ok := at[key]
				if !ok {
					i = len(picks)
					at[key] = i
					picks = append(picks, PickLine{
						ProductID: it.ProductID, TailorItemID: it.TailorItemID,
						Title: it.Title, SKU: it.SKU, Size: it.Size, Color: it.Color,
					})
				}
				p := &picks[i]
				p.Quantity += it.Quantity
				if !slices.Contains(p.Orders, o.number) {
					p.Orders = append(p.Orders, o.number)
				}
			}
		}
	}
	slices.SortStableFunc(picks, func(a, b PickLine) int {
		return cmp.Or(strings.Compare(a.Title, b.Title), strings.Compare(a.SKU, b.SKU),
			strings.Compare(a.Color, b.Color), cmp.Compare(sizeRanks[a.Size], sizeRanks[b.Size]),
			strings.Compare(a.Size, b.Size))
	})
	return picks
}

// shopZone is the shop's time (UTC+5 all year) in which a batch is named.
var shopZone = time.FixedZone("MVT", 5*60*60)

// DispatchEvent is the field of the history entry that records the batch
// an order was shipped in.
const DispatchEvent = "dispatch"

// ShipBatch marks the orders of a dispatch batch shipped, each on its own
// as a bulk change does (same rules, history and outcomes), and records
// the batch in the history of each order it changed. It returns the
// batch's name ("2026-11-27 14:32, 3 orders", the shop's time).
func (s *Service) ShipBatch(ctx context.Context, numbers []string) (string, []BulkResult, error) {
	shipped := string(Shipped)
	c := BulkChange{Numbers: numbers, Status: &shipped}
	checked, err := c.check()
	if err != nil {
		return "", nil, err
	}
	noun := "orders"
	if len(checked) == 1 {
		noun = "order"
	}
	c.Batch = fmt.Sprintf("%s, %d %s", s.clock.Now().In(shopZone).Format("2006-01-02 15:04"), len(checked), noun)
	results, err := s.EditMany(ctx, c)
	return c.Batch, results, err
}

// recordBatch notes in the history that the order went in a batch.
func (o *Order) recordBatch(batch string, at time.Time) {
	o.events = append(o.events, Event{
		Who: AdminActor, Field: DispatchEvent, To: "Shipped in dispatch batch " + batch, At: clock.Stored(at),
	})
}
