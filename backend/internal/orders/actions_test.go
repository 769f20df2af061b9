package orders_test

import (
	"errors"
	"fmt"
	"testing"
	"time"

	"dhoni/internal/orders"
	"dhoni/internal/platform/fault"
)

func stored(t *testing.T, status orders.Status, paid orders.PaymentStatus) *orders.Order {
	t.Helper()
	at := time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)
	o, err := orders.UnmarshalOrderFromDatabase(orders.Record{
		Number: "DH-1", Customer: orders.Customer{Name: "Aisha", Phone: "+9607771234",
			Address: orders.Address{Atoll: "Malé", Island: "Malé", Street: "Magu 1"}},
		Items:    []orders.Item{{ID: "l1", ProductID: "p", Title: "Fan", SKU: "F", Quantity: 1, Price: 100}},
		Subtotal: 100, PaymentMethod: orders.BankTransfer, PaymentStatus: paid, Status: status,
		History:   []orders.StatusChange{{Status: status, At: at}},
		CreatedAt: at, UpdatedAt: at, Fingerprint: "x",
	})
	if err != nil {
		t.Fatal(err)
	}
	return o
}

func TestActionsMoveAnOrderForwardOnly(t *testing.T) {
	t.Parallel()
	cases := []struct {
		status orders.Status
		paid   orders.PaymentStatus
		want   string
	}{
		{orders.Pending, orders.Unpaid, "[processing paid cancel]"},
		{orders.Processing, orders.Unpaid, "[paid shipped cancel]"},
		{orders.Processing, orders.Paid, "[shipped cancel]"},
		{orders.Shipped, orders.Paid, "[delivered]"},
		{orders.Delivered, orders.Paid, "[]"},
		{orders.Cancelled, orders.Unpaid, "[]"},
	}
	for _, tc := range cases {
		if got := fmt.Sprint(stored(t, tc.status, tc.paid).Actions()); got != tc.want {
			t.Errorf("%s/%s: got %s, want %s", tc.status, tc.paid, got, tc.want)
		}
	}
}

func TestActRecordsWhoAndRefusesWhatIsNotAllowed(t *testing.T) {
	t.Parallel()
	at := time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)
	o := stored(t, orders.Pending, orders.Unpaid)
	if err := o.Act(orders.ActMarkPaid, "via Telegram by 1001", at); err != nil {
		t.Fatal(err)
	}
	ev := o.PendingEvents()
	if o.PaymentStatus() != orders.Paid || len(ev) != 1 || ev[0].Who != "via Telegram by 1001" || ev[0].Field != "payment_status" {
		t.Errorf("mark paid: got %s with events %+v", o.PaymentStatus(), ev)
	}
	err := o.Act(orders.ActMarkPaid, "x", at)
	var fe *fault.Error
	if !errors.As(err, &fe) || fe.Kind != fault.Conflict || fe.Message != orders.MsgAlreadyPaid {
		t.Errorf("mark paid twice: got %v, want conflict %q", err, orders.MsgAlreadyPaid)
	}
	err = o.Act(orders.ActDelivered, "x", at)
	if !errors.As(err, &fe) || fe.Message != "Not possible now: the order is pending" || o.Status() != orders.Pending {
		t.Errorf("delivered from pending: got %v, status %s", err, o.Status())
	}
	if err := o.Act(orders.Action("refund"), "x", at); fault.KindOf(err) != fault.Invalid {
		t.Errorf("unknown action: got %v, want invalid", err)
	}
}
