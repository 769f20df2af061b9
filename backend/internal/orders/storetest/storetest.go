// Package storetest is the contract every implementation of orders.Store
// passes: the same cases, run on each database beside the other modules'
// contracts (internal/app runs it over gormstore on SQLite and PostgreSQL).
package storetest

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"sync"
	"testing"
	"time"

	"dhoni/internal/geography"
	"dhoni/internal/orders"
	"dhoni/internal/platform/money"
	"dhoni/internal/platform/transaction"
)

// Stores is the port under test, on a fresh, empty, migrated database.
type Stores struct {
	Orders orders.Store
	// Transactor is the database's: the store joins its transactions.
	transaction.Transactor
	// CapSearchCounts, when set, sets how many orders a search counts
	// before it says only that more match.
	CapSearchCounts func(n int)
}

// Cases are the contract's cases by name; the store contracts' test runs
// each on a fresh database of each dialect (dbtest.RunContract).
var Cases = map[string]func(t *testing.T, s Stores){
	"an order reads back as created":         readsBack,
	"a number is taken once":                 numberTakenOnce,
	"a slip belongs to one order":            slipBelongsToOneOrder,
	"create joins the caller's transaction":  createJoinsTransaction,
	"update keeps the rules and the history": update,
	"a failed update changes nothing":        failedUpdate,
	"concurrent creates of one number":       concurrentCreates,
	"a version changes with the order":       versionChanges,
	"versions read at once follow changes":   versionsReadAtOnce,
	"open units count unpaid open orders":    openUnits,
	"a number is found with its phone":       numberFor,
	"unconfirmed cash orders, oldest first":  unconfirmedCOD,
	"search finds text as it is written":     searchFindsTextAsWritten,
	"a search's count stops at its cap":      searchCountIsCapped,
	"the counts follow every change":         countsFollowChanges,
}

var t0 = time.Date(2025, 3, 9, 10, 15, 30, 123456000, time.UTC)

var prices = orders.PriceList{
	Products: map[string]orders.Product{
		"prod-abaya": {ID: "prod-abaya", Title: "Pearl-Trim Occasion Abaya", TitleDV: "މުތީގެ ޒީނަތް ހުރި އަބާޔާ", SKU: "DH-AB-002", Price: 220000,
			Image: "/media/samples/pearl-trim-occasion-abaya.svg", Sizes: []string{"S", "M"},
			Colors: []orders.Color{{Name: "Black", Hex: "#1C1C1E"}}},
		"prod-fan": {ID: "prod-fan", Title: "Rechargeable Stand Fan", SKU: "DH-AP-003", Price: 145050},
	},
	Atolls: []geography.Atoll{{Name: "Addu Atoll", Islands: []string{"Hithadhoo", "Feydhoo"}}},
	Fees:   geography.FeeTable{PerAtoll: map[string]*money.Laari{"Addu Atoll": ptr(15000)}},
}

func ptr(l money.Laari) *money.Laari { return &l }

// newOrder makes a valid order numbered number, paid by transfer with slip
// when slip is not empty.
func newOrder(t *testing.T, number, slip string) *orders.Order {
	t.Helper()
	c := orders.Checkout{
		OrderNumber: number,
		Customer: orders.Customer{Name: "Aishath Shifa", Phone: "777 1234", Email: "shifa@example.mv",
			Address: orders.Address{Atoll: "Addu Atoll", Island: "Hithadhoo", Street: "Magu 12", Directions: "Blue gate"}},
		Items: []orders.CheckoutItem{
			{ProductID: "prod-abaya", Size: "M", Color: "Black", Quantity: 2},
			{ProductID: "prod-fan", Quantity: 1},
		},
		PaymentMethod: "COD",
		Notes:         "Call before delivery",
	}
	if slip != "" {
		c.PaymentMethod, c.TransferSlip = "BANK", slip
	}
	o, err := orders.NewOrder(number, c, prices, t0)
	if err != nil {
		t.Fatalf("new order: %v", err)
	}
	return o
}

func mustCreate(t *testing.T, s Stores, o *orders.Order) {
	t.Helper()
	if err := s.Orders.Create(context.Background(), o); err != nil {
		t.Fatalf("create %s: %v", o.Number(), err)
	}
}

// wantStored reads the order number back, compares it with want and
// returns it.
func wantStored(t *testing.T, s Stores, number string, want *orders.Order) *orders.Order {
	t.Helper()
	got, err := s.Orders.ByNumber(context.Background(), number)
	if err != nil {
		t.Fatalf("ByNumber: %v", err)
	}
	same(t, got, want)
	return got
}

// wantMissing fails the test unless no order numbered number is stored;
// what says which order it is.
func wantMissing(t *testing.T, s Stores, number, what string) {
	t.Helper()
	if _, err := s.Orders.ByNumber(context.Background(), number); !errors.Is(err, orders.ErrNotFound) {
		t.Errorf("%s: got %v, want ErrNotFound", what, err)
	}
}

func same(t *testing.T, got, want *orders.Order) {
	t.Helper()
	if g, w := got.Record(), want.Record(); !reflect.DeepEqual(g, w) {
		t.Errorf("got\n%#v\nwant\n%#v", g, w)
	}
}

func readsBack(t *testing.T, s Stores) {
	for _, want := range []*orders.Order{newOrder(t, "RB-M7ABCDEF-AAAA", ""), newOrder(t, "RB-M7ABCDEF-BBBB", "slip_1")} {
		mustCreate(t, s, want)
		got := wantStored(t, s, want.Number(), want)
		if got.Total() != 2*220000+145050+15000 {
			t.Errorf("total: got %d, want %d", got.Total(), 2*220000+145050+15000)
		}
	}
	wantMissing(t, s, "RB-M7ABCDEF-ZZZZ", "ByNumber of a missing order")
}

func numberTakenOnce(t *testing.T, s Stores) {
	ctx := context.Background()
	first := newOrder(t, "RB-M7ABCDEF-AAAA", "")
	mustCreate(t, s, first)
	if err := s.Orders.Create(ctx, newOrder(t, "RB-M7ABCDEF-AAAA", "slip_2")); !errors.Is(err, orders.ErrDuplicateNumber) {
		t.Errorf("second create: got %v, want ErrDuplicateNumber", err)
	}
	wantStored(t, s, first.Number(), first)
}

func slipBelongsToOneOrder(t *testing.T, s Stores) {
	ctx := context.Background()
	mustCreate(t, s, newOrder(t, "RB-M7ABCDEF-AAAA", "slip_1"))
	if err := s.Orders.Create(ctx, newOrder(t, "RB-M7ABCDEF-BBBB", "slip_1")); !errors.Is(err, orders.ErrSlipTaken) {
		t.Errorf("create with a held slip: got %v, want ErrSlipTaken", err)
	}
	wantMissing(t, s, "RB-M7ABCDEF-BBBB", "the refused order")
	// Orders without a slip do not clash with each other.
	mustCreate(t, s, newOrder(t, "RB-M7ABCDEF-CCCC", ""))
	mustCreate(t, s, newOrder(t, "RB-M7ABCDEF-DDDD", ""))
}

func createJoinsTransaction(t *testing.T, s Stores) {
	ctx := context.Background()
	later := errors.New("something after the order failed")
	err := s.WithinTransaction(ctx, func(ctx context.Context) error {
		if err := s.Orders.Create(ctx, newOrder(t, "RB-M7ABCDEF-AAAA", "")); err != nil {
			return err
		}
		// A clash inside the transaction leaves it usable.
		if err := s.Orders.Create(ctx, newOrder(t, "RB-M7ABCDEF-AAAA", "")); !errors.Is(err, orders.ErrDuplicateNumber) {
			return fmt.Errorf("second create: got %v, want ErrDuplicateNumber", err)
		}
		if _, err := s.Orders.ByNumber(ctx, "RB-M7ABCDEF-AAAA"); err != nil {
			return fmt.Errorf("read inside the transaction: %w", err)
		}
		return later
	})
	if !errors.Is(err, later) {
		t.Fatalf("got %v, want the caller's error", err)
	}
	wantMissing(t, s, "RB-M7ABCDEF-AAAA", "after the rollback")
}

func update(t *testing.T, s Stores) {
	ctx := context.Background()
	o := newOrder(t, "RB-M7ABCDEF-AAAA", "slip_1")
	mustCreate(t, s, o)
	later := t0.Add(time.Hour)
	updated, err := s.Orders.Update(ctx, o.Number(), func(o *orders.Order) error {
		if err := o.SetStatus(orders.Shipped, later); err != nil {
			return err
		}
		return o.SetPaymentStatus(orders.Paid, later)
	})
	if err != nil {
		t.Fatalf("Update: %v", err)
	}
	got := wantStored(t, s, o.Number(), updated)
	want := []orders.StatusChange{{Status: orders.Pending, At: t0}, {Status: orders.Shipped, At: later}}
	if h := got.StatusHistory(); !reflect.DeepEqual(h, want) {
		t.Errorf("history: got %v, want %v", h, want)
	}
	if got.PaymentStatus() != orders.Paid || !got.UpdatedAt().Equal(later) || !got.CreatedAt().Equal(t0) {
		t.Errorf("got payment %s, updated %v, created %v", got.PaymentStatus(), got.UpdatedAt(), got.CreatedAt())
	}
	if _, err := s.Orders.Update(ctx, "RB-M7ABCDEF-ZZZZ", func(*orders.Order) error { return nil }); !errors.Is(err, orders.ErrNotFound) {
		t.Errorf("Update of a missing order: got %v, want ErrNotFound", err)
	}
}

// versionChanges: the version read twice is the same; an update changes it
// (where the store gives versions at all: "" means its one process hears of
// every change); a missing order has none.
func versionChanges(t *testing.T, s Stores) {
	ctx := context.Background()
	o := newOrder(t, "RB-M7ABCDEF-AAAA", "")
	mustCreate(t, s, o)
	version := func() string {
		t.Helper()
		v, err := s.Orders.Version(ctx, o.Number())
		if err != nil {
			t.Fatalf("Version: %v", err)
		}
		return v
	}
	before := version()
	if again := version(); again != before {
		t.Errorf("two reads: got %q and %q, want the same", before, again)
	}
	if _, err := s.Orders.Update(ctx, o.Number(), func(o *orders.Order) error {
		return o.SetStatus(orders.Shipped, t0.Add(time.Hour))
	}); err != nil {
		t.Fatal(err)
	}
	if after := version(); before != "" && after == before {
		t.Errorf("after an update: got %q, the version before it", after)
	}
	if v, err := s.Orders.Version(ctx, "RB-M7ABCDEF-ZZZZ"); before != "" && !errors.Is(err, orders.ErrNotFound) {
		t.Errorf("Version of a missing order: got %q, %v; want ErrNotFound", v, err)
	}
}

// versionsReadAtOnce: while other lookups keep reading versions (a store
// may read those of concurrent calls together), every read that starts
// after an update committed sees the new version, and a missing order read
// beside an existing one is still ErrNotFound.
func versionsReadAtOnce(t *testing.T, s Stores) {
	ctx := context.Background()
	o := newOrder(t, "RB-M7ABCDEF-AAAA", "")
	mustCreate(t, s, o)
	const missing = "RB-M7ABCDEF-ZZZZ"
	stop := make(chan struct{})
	var busy sync.WaitGroup
	for range 4 {
		busy.Go(func() {
			for {
				select {
				case <-stop:
					return
				default:
				}
				if _, err := s.Orders.Version(ctx, o.Number()); err != nil {
					t.Errorf("Version beside the checks: %v", err)
					return
				}
			}
		})
	}
	defer func() { close(stop); busy.Wait() }()
	seen := map[string]bool{}
	for round := range 15 {
		if _, err := s.Orders.Update(ctx, o.Number(), func(*orders.Order) error { return nil }); err != nil {
			t.Fatal(err)
		}
		got := make([]string, 8)
		errs := make([]error, len(got))
		var wg sync.WaitGroup
		for i := range got {
			wg.Go(func() {
				number := o.Number()
				if i%4 == 3 {
					number = missing
				}
				got[i], errs[i] = s.Orders.Version(ctx, number)
			})
		}
		wg.Wait()
		for i, v := range got {
			switch {
			case i%4 == 3:
				if v != "" || !errors.Is(errs[i], orders.ErrNotFound) && got[0] != "" {
					t.Errorf("round %d, a missing order: got %q, %v; want ErrNotFound", round, v, errs[i])
				}
			case errs[i] != nil:
				t.Fatalf("round %d: Version: %v", round, errs[i])
			case v != got[0]:
				t.Errorf("round %d: reads after one update got %q and %q, want the same", round, got[0], v)
			}
		}
		if got[0] != "" && seen[got[0]] {
			t.Errorf("round %d: got %q, a version from before the update", round, got[0])
		}
		seen[got[0]] = true
	}
}

func failedUpdate(t *testing.T, s Stores) {
	ctx := context.Background()
	o := newOrder(t, "RB-M7ABCDEF-AAAA", "")
	mustCreate(t, s, o)
	refused := errors.New("refused")
	_, err := s.Orders.Update(ctx, o.Number(), func(o *orders.Order) error {
		if err := o.SetStatus(orders.Cancelled, t0.Add(time.Hour)); err != nil {
			return err
		}
		return refused
	})
	if !errors.Is(err, refused) {
		t.Fatalf("got %v, want the closure's error", err)
	}
	wantStored(t, s, o.Number(), o)
}

func concurrentCreates(t *testing.T, s Stores) {
	const n = 8
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for range n {
		wg.Go(func() {
			errs <- s.Orders.Create(context.Background(), newOrder(t, "RB-M7ABCDEF-AAAA", ""))
		})
	}
	wg.Wait()
	close(errs)
	won := 0
	for err := range errs {
		switch {
		case err == nil:
			won++
		case !errors.Is(err, orders.ErrDuplicateNumber):
			t.Errorf("a losing create: got %v, want ErrDuplicateNumber", err)
		}
	}
	if won != 1 {
		t.Errorf("creates that won: got %d, want 1", won)
	}
}

// openUnits: a phone's units in orders neither paid, delivered nor
// cancelled; other phones' orders do not count.
func openUnits(t *testing.T, s Stores) {
	ctx := context.Background()
	count := func(what string, want int) {
		t.Helper()
		got, err := s.Orders.OpenUnits(ctx, "+9607771234")
		if err != nil || got != want {
			t.Errorf("%s: got %d (%v), want %d", what, got, err, want)
		}
	}
	count("no orders", 0)
	for _, n := range []string{"RB-M7ABCDEF-AAAA", "RB-M7ABCDEF-BBBB", "RB-M7ABCDEF-CCCC", "RB-M7ABCDEF-DDDD"} {
		mustCreate(t, s, newOrder(t, n, "")) // 3 units each
	}
	count("four pending orders", 12)
	set := func(number string, change func(*orders.Order) error) {
		t.Helper()
		if _, err := s.Orders.Update(ctx, number, change); err != nil {
			t.Fatal(err)
		}
	}
	later := t0.Add(time.Hour)
	set("RB-M7ABCDEF-AAAA", func(o *orders.Order) error { return o.SetPaymentStatus(orders.Paid, later) })
	set("RB-M7ABCDEF-BBBB", func(o *orders.Order) error { return o.SetStatus(orders.Cancelled, later) })
	set("RB-M7ABCDEF-CCCC", func(o *orders.Order) error { return o.SetStatus(orders.Shipped, later) })
	count("one paid, one cancelled, one shipped, one pending", 6)
	if other, err := s.Orders.OpenUnits(ctx, "+9607779999"); err != nil || other != 0 {
		t.Errorf("another phone: got %d (%v), want 0", other, err)
	}
}

// numberFor: an order is found by its number and its phone, or by the
// browser's number it keeps (Record.ClientNumber) and its phone; never with
// another phone. Two customers may keep the same browser's number.
func numberFor(t *testing.T, s Stores) {
	ctx := context.Background()
	mustCreate(t, s, newOrder(t, "RB-M7ABCDEF-AAAA", ""))
	r := newOrder(t, "RB-M7ABCDEF-BBBB", "").Record()
	r.Customer.Phone, r.ClientNumber = "+9607775555", "RB-M7ABCDEF-AAAA"
	alias, err := orders.UnmarshalOrderFromDatabase(r)
	if err != nil {
		t.Fatal(err)
	}
	mustCreate(t, s, alias)
	wantStored(t, s, "RB-M7ABCDEF-BBBB", alias)
	for _, c := range []struct {
		number, phone, want string
	}{
		{"RB-M7ABCDEF-AAAA", "+9607771234", "RB-M7ABCDEF-AAAA"},
		{"RB-M7ABCDEF-AAAA", "+9607775555", "RB-M7ABCDEF-BBBB"},
		{"RB-M7ABCDEF-BBBB", "+9607775555", "RB-M7ABCDEF-BBBB"},
		{"RB-M7ABCDEF-AAAA", "+9607770000", ""},
		{"RB-M7ABCDEF-BBBB", "+9607771234", ""},
		{"RB-M7ABCDEF-ZZZZ", "+9607771234", ""},
	} {
		got, err := s.Orders.NumberFor(ctx, c.number, c.phone)
		if c.want == "" && !errors.Is(err, orders.ErrNotFound) || c.want != "" && (err != nil || got != c.want) {
			t.Errorf("NumberFor(%s, %s): got %q, %v; want %q", c.number, c.phone, got, err, c.want)
		}
	}
	// The same alias again for the same phone is refused as a duplicate.
	r.Number = "RB-M7ABCDEF-CCCC"
	again, err := orders.UnmarshalOrderFromDatabase(r)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Orders.Create(ctx, again); !errors.Is(err, orders.ErrDuplicateNumber) {
		t.Errorf("the same browser's number twice for one phone: got %v, want ErrDuplicateNumber", err)
	}
}

// unconfirmedCOD: the cash on delivery orders still pending and unpaid,
// placed before the time asked, oldest first and at most as many as asked;
// bank transfers, confirmed, paid or cancelled ones and younger ones are
// not among them.
func unconfirmedCOD(t *testing.T, s Stores) {
	ctx := context.Background()
	placed := func(number, slip string, age time.Duration, change func(o *orders.Order) error) {
		t.Helper()
		r := newOrder(t, number, slip).Record()
		r.CreatedAt, r.UpdatedAt = t0.Add(-age), t0.Add(-age)
		r.History = []orders.StatusChange{{Status: orders.Pending, At: t0.Add(-age)}}
		o, err := orders.UnmarshalOrderFromDatabase(r)
		if err != nil {
			t.Fatal(err)
		}
		mustCreate(t, s, o)
		if change != nil {
			if _, err := s.Orders.Update(ctx, number, change); err != nil {
				t.Fatal(err)
			}
		}
	}
	placed("RB-M7ABCDEF-AAAA", "", 2*time.Hour, nil)
	placed("RB-M7ABCDEF-BBBB", "", 3*time.Hour, nil)
	placed("RB-M7ABCDEF-CCCC", "", 0, nil)
	placed("RB-M7ABCDEF-DDDD", "slip_1", 5*time.Hour, nil)
	placed("RB-M7ABCDEF-EEEE", "", 5*time.Hour, func(o *orders.Order) error { return o.SetStatus(orders.Processing, t0) })
	placed("RB-M7ABCDEF-FFFF", "", 5*time.Hour, func(o *orders.Order) error { return o.SetPaymentStatus(orders.Paid, t0) })
	placed("RB-M7ABCDEF-GGGG", "", 5*time.Hour, func(o *orders.Order) error { return o.SetStatus(orders.Cancelled, t0) })
	placed("RB-M7ABCDEF-HHHH", "", 3*time.Hour, nil)
	for _, c := range []struct {
		limit int
		want  []string
	}{
		{10, []string{"RB-M7ABCDEF-BBBB", "RB-M7ABCDEF-HHHH", "RB-M7ABCDEF-AAAA"}},
		{2, []string{"RB-M7ABCDEF-BBBB", "RB-M7ABCDEF-HHHH"}},
	} {
		got, err := s.Orders.UnconfirmedCOD(ctx, t0.Add(-time.Hour), c.limit)
		if err != nil || !reflect.DeepEqual(got, c.want) {
			t.Errorf("UnconfirmedCOD(t0-1h, %d): got %v, %v; want %v", c.limit, got, err, c.want)
		}
	}
	if got, err := s.Orders.UnconfirmedCOD(ctx, t0.Add(-4*time.Hour), 10); err != nil || len(got) != 0 {
		t.Errorf("UnconfirmedCOD(t0-4h): got %v, %v; want none", got, err)
	}
}
