package orders_test

import (
	"testing"
	"time"

	"dhoni/internal/orders"
)

// TestOnlyAnUnconfirmedCashOrderIsCancelled: the check made with the order
// locked; an order confirmed, paid, paid by transfer or placed after the
// cut-off since it was found stays as it is.
func TestOnlyAnUnconfirmedCashOrderIsCancelled(t *testing.T) {
	t.Parallel()
	placed := time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)
	now := placed.Add(8 * 24 * time.Hour)
	cod := func(status orders.Status, paid orders.PaymentStatus, method orders.PaymentMethod) *orders.Order {
		r := stored(t, status, paid).Record()
		r.PaymentMethod = method
		o, err := orders.UnmarshalOrderFromDatabase(r)
		if err != nil {
			t.Fatal(err)
		}
		return o
	}
	for _, c := range []struct {
		name   string
		order  *orders.Order
		before time.Time
		want   bool
	}{
		{"pending, unpaid, cash", cod(orders.Pending, orders.Unpaid, orders.CashOnDelivery), placed.Add(time.Second), true},
		{"placed at the cut-off", cod(orders.Pending, orders.Unpaid, orders.CashOnDelivery), placed, false},
		{"confirmed", cod(orders.Processing, orders.Unpaid, orders.CashOnDelivery), now, false},
		{"marked paid", cod(orders.Pending, orders.Paid, orders.CashOnDelivery), now, false},
		{"cancelled", cod(orders.Cancelled, orders.Unpaid, orders.CashOnDelivery), now, false},
		{"bank transfer", cod(orders.Pending, orders.Unpaid, orders.BankTransfer), now, false},
		{"online", cod(orders.Pending, orders.Unpaid, orders.Online), now, false},
	} {
		status := c.order.Status()
		if got := c.order.CancelUnconfirmed(c.before, 1, now); got != c.want {
			t.Errorf("%s: got %v, want %v", c.name, got, c.want)
		}
		events := c.order.PendingEvents()
		switch {
		case c.want && (c.order.Status() != orders.Cancelled || len(events) != 2 ||
			events[0].To != "not confirmed within 1 day: cancelled, stock returned" || events[1].To != "cancelled"):
			t.Errorf("%s: got %s with %+v, want cancelled with why", c.name, c.order.Status(), events)
		case !c.want && (c.order.Status() != status || len(events) != 0):
			t.Errorf("%s: got %s with %+v, want it unchanged", c.name, c.order.Status(), events)
		}
	}
}
