package httpapi_test

import (
	"net/http"
	"sync"
	"testing"

	"dhoni/internal/app/apptest"
	"dhoni/internal/orders"
	"dhoni/internal/orders/httpapi"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/dbtest"
	"dhoni/internal/platform/httpserver"
)

// TestReplaysMakeOneOrder: a browser that lost its connection sends the same
// order (same order number, same content) 20 times, 10 of them at once. One
// order is made, the stock is taken once, each Telegram chat hears of it
// once, and every answer is that order.
func TestReplaysMakeOneOrder(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		s, tg := startShopWithTelegram(t, cfg, nil)
		s.useTelegram(t, true, "123456:TEST-token", " 111, -222 ")
		slip := s.uploadSlip(t, pngSlip(t))
		const number = "RB-MBD0QG00-R3PL"
		b := newOrderBody().set("order_number", number).set("payment_method", "BANK").set("transfer_slip", slip).
			set("items.0.quantity", 2) // the last two Black M abayas

		type answer struct {
			status int
			order  httpapi.OrderJSON
		}
		answers := make(chan answer, 20)
		send := func() {
			status, raw := s.post(t, b)
			a := answer{status: status}
			if status == http.StatusCreated || status == http.StatusOK {
				a.order = apptest.Decode[httpapi.OrderJSON](t, raw)
			} else {
				t.Errorf("a replay got %d %s", status, raw)
			}
			answers <- a
		}
		for range 2 { // two waves of 10 at once
			var wg sync.WaitGroup
			for range 10 {
				wg.Go(send)
			}
			wg.Wait()
		}
		close(answers)
		created := 0
		for a := range answers {
			if a.status == http.StatusCreated {
				created++
			}
			if a.order.OrderNumber != number || a.order.Total != 4550 || a.order.TransferSlip == nil || *a.order.TransferSlip != slip {
				t.Errorf("an answer (%d) is not the order: %+v", a.status, a.order)
			}
		}
		if created != 1 {
			t.Errorf("answers with 201: got %d, want 1 (and 19 × 200)", created)
		}
		if n := s.count(t, "orders", ""); n != 1 {
			t.Errorf("orders: got %d, want 1", n)
		}
		if got := s.stock(t, apptest.SampleAbaya)["Black:M"]; got != 0 {
			t.Errorf("abaya Black:M: got %d, want 0 (taken once: 2 - 2)", got)
		}
		if n := s.count(t, "notify_outbox", "order_number <> ''"); n != 1 {
			t.Errorf("announcements: got %d, want 1", n)
		}
		s.waitForOutbox(t)
		got := tg.delivered()
		if len(got["111"]) != 1 || len(got["-222"]) != 1 || tg.requests() != 2 {
			t.Errorf("telegram: got %d requests, %d to 111 and %d to -222; want one each",
				tg.requests(), len(got["111"]), len(got["-222"]))
		}

		// The same number with other content is someone else's order.
		status, raw := s.post(t, b.set("items.0.quantity", 1))
		if status != http.StatusConflict || apptest.Decode[httpserver.ErrorBody](t, raw).Error != orders.MsgNumberReused {
			t.Errorf("other content under the number: got %d %s, want 409 %q", status, raw, orders.MsgNumberReused)
		}
	})
}
