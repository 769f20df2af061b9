package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"go.uber.org/fx"

	"dhoni/internal/app/apptest"
	"dhoni/internal/catalog"
	"dhoni/internal/payments"
	"dhoni/internal/payments/fakebank"
	"dhoni/internal/payments/httpapi"
	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/dbtest"
	"dhoni/internal/platform/httpserver"
)

const (
	appID  = "app-test-1"
	apiKey = "key-test-secret-7319"
	phone  = "7771234"
)

// shop is the real application with online payment on, against a fake bank.
type shop struct {
	*apptest.App
	bank     *fakebank.Bank
	clock    *clock.Manual
	payments *payments.Service
	catalog  *catalog.Service
	cookie   string
	// fan is a product with 1000 in stock, which the orders buy.
	fan string
}

func startShop(t *testing.T, cfg config.Config, extra ...fx.Option) *shop {
	t.Helper()
	s := &shop{bank: fakebank.New(appID, apiKey), clock: clock.NewManual(time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC))}
	bankServer := httptest.NewServer(s.bank)
	t.Cleanup(bankServer.Close)
	s.bank.SetBase(bankServer.URL)
	cfg.BMLURL = bankServer.URL + "/public"
	cfg.SampleData = true
	cfg.Limits.Tracking = config.Limit{Max: 10_000, Window: time.Hour}
	s.App = apptest.Start(t, cfg, append([]fx.Option{apptest.WithClock(s.clock), fx.Populate(&s.payments, &s.catalog)}, extra...)...)
	t.Cleanup(s.Client.CloseIdleConnections)
	s.bank.SetWebhook(s.URL + httpapi.WebhookPath)
	s.cookie = s.AdminCookie(t)
	fan, err := s.catalog.CreateProduct(context.Background(), catalog.ProductDetails{
		Title: "Paid Fan", SKU: "T-PAID-FAN", Description: "A fan for the payment tests.",
		Price: 100000, CategoryID: "acc-cat-cooling-fans", ShopType: catalog.Accessories,
		Stock: map[string]int{catalog.DefaultStockKey: 1000},
	})
	if err != nil {
		t.Fatal(err)
	}
	s.fan = fan.ID()
	res, raw := s.Send(t, http.MethodPut, "/api/payments/settings", apptest.AsAdmin(s.cookie), map[string]any{
		"enabled": true, "application_id": appID, "api_key": apiKey, "environment": "testing", "hold_minutes": 60,
	})
	if res.StatusCode != http.StatusOK {
		t.Fatalf("save payment settings: %d %s", res.StatusCode, raw)
	}
	return s
}

func (s *shop) orderBody(method string) map[string]any {
	return map[string]any{
		"customer": map[string]any{
			"name": "Aishath Shifa", "phone": phone,
			"address": map[string]any{"atoll": "Addu Atoll", "island": "Hithadhoo", "street": "Magu 12"},
		},
		"items":          []any{map[string]any{"product_id": s.fan, "quantity": 1}},
		"payment_method": method,
	}
}

// place places an order paid online and returns its number.
func (s *shop) place(t *testing.T) string {
	t.Helper()
	res, raw := s.Send(t, http.MethodPost, "/api/orders", nil, s.orderBody("ONLINE"))
	if res.StatusCode != http.StatusCreated {
		t.Fatalf("place: %d %s", res.StatusCode, raw)
	}
	var o struct {
		OrderNumber string `json:"order_number"`
	}
	if err := json.Unmarshal(raw, &o); err != nil {
		t.Fatal(err)
	}
	return o.OrderNumber
}

// start asks for the bank's page and returns the transaction's id.
func (s *shop) start(t *testing.T, number string) string {
	t.Helper()
	res, raw := s.Send(t, http.MethodPost, "/api/payments/start", nil, map[string]any{"order_number": number, "phone": phone})
	if res.StatusCode != http.StatusOK {
		t.Fatalf("start: %d %s", res.StatusCode, raw)
	}
	page := apptest.Decode[httpapi.StartJSON](t, raw).URL
	created := s.bank.Created()
	last := created[len(created)-1]
	if last.URL != page || last.LocalID != number {
		t.Fatalf("start answered %s for %s, the bank made %s for %s", page, number, last.URL, last.LocalID)
	}
	return last.ID
}

// pay pays on the bank's page.
func (s *shop) pay(t *testing.T, id string) {
	t.Helper()
	if _, err := s.bank.Pay(id); err != nil {
		t.Fatal(err)
	}
}

func (s *shop) returned(t *testing.T, number string) httpapi.StatusJSON {
	t.Helper()
	res, raw := s.Send(t, http.MethodPost, "/api/payments/return", nil, map[string]any{"order_number": number, "phone": phone})
	if res.StatusCode != http.StatusOK {
		t.Fatalf("return: %d %s", res.StatusCode, raw)
	}
	return apptest.Decode[httpapi.StatusJSON](t, raw)
}

// stored is the order as the database holds it after the payments.
type stored struct {
	Status, PaymentStatus, PaymentMethod string
	PaidEvents, RefundEvents, Alerts     int
	Outcomes                             string
}

func (s *shop) stored(t *testing.T, number string) stored {
	t.Helper()
	db := s.DB.DB
	var out stored
	row := db.Raw(`SELECT status, payment_status, payment_method FROM orders WHERE order_number = ?`, number).Row()
	if err := row.Scan(&out.Status, &out.PaymentStatus, &out.PaymentMethod); err != nil {
		t.Fatal(err)
	}
	count := func(q string, dst *int) {
		if err := db.Raw(q, number).Row().Scan(dst); err != nil {
			t.Fatal(err)
		}
	}
	count(`SELECT COUNT(*) FROM order_events WHERE order_number = ? AND field = 'payment' AND to_value LIKE 'paid online, transaction %'`, &out.PaidEvents)
	count(`SELECT COUNT(*) FROM order_events WHERE order_number = ? AND field = 'payment' AND to_value LIKE '%to refund'`, &out.RefundEvents)
	count(`SELECT COUNT(*) FROM notify_outbox WHERE order_number = ? AND text LIKE '%paid online%'`, &out.Alerts)
	var outcomes []string
	if err := db.Raw(`SELECT outcome FROM payment_transactions WHERE order_number = ? ORDER BY outcome`, number).Scan(&outcomes).Error; err != nil {
		t.Fatal(err)
	}
	out.Outcomes = strings.Join(outcomes, ",")
	return out
}

func paidOnce(outcomes string) stored {
	return stored{Status: "pending", PaymentStatus: "paid", PaymentMethod: "ONLINE", PaidEvents: 1, Alerts: 1, Outcomes: outcomes}
}

var unpaid = stored{Status: "pending", PaymentStatus: "unpaid", PaymentMethod: "ONLINE", Outcomes: ""}

func (s *shop) expect(t *testing.T, number string, want stored) {
	t.Helper()
	if got := s.stored(t, number); got != want {
		t.Errorf("order %s: got %+v, want %+v", number, got, want)
	}
}

// TestPaidOnline: whichever of the customer's return and the bank's
// webhook comes first, and however often, the order is paid exactly once,
// and only after the bank's own answer says so.
func TestPaidOnline(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		s := startShop(t, cfg)

		t.Run("return then webhook", func(t *testing.T) {
			s.bank.SetMode(fakebank.Mode{Webhooks: fakebank.Hold})
			number := s.place(t)
			id := s.start(t, number)
			s.pay(t, id)
			if st := s.returned(t, number); st.Payment != "paid online" || st.Awaiting {
				t.Errorf("after the return: got %+v, want paid online", st)
			}
			s.bank.Release(false)
			s.expect(t, number, paidOnce("paid"))
		})

		t.Run("webhook then return", func(t *testing.T) {
			s.bank.SetMode(fakebank.Mode{})
			number := s.place(t)
			id := s.start(t, number)
			s.pay(t, id)
			s.expect(t, number, paidOnce("paid"))
			if st := s.returned(t, number); st.Payment != "paid online" {
				t.Errorf("after the return: got %q, want paid online", st.Payment)
			}
			s.expect(t, number, paidOnce("paid"))
		})

		t.Run("webhook only, twice", func(t *testing.T) {
			s.bank.SetMode(fakebank.Mode{Webhooks: fakebank.Twice})
			number := s.place(t)
			id := s.start(t, number)
			s.pay(t, id)
			s.expect(t, number, paidOnce("paid"))
		})

		t.Run("return only", func(t *testing.T) {
			s.bank.SetMode(fakebank.Mode{Webhooks: fakebank.Never})
			number := s.place(t)
			id := s.start(t, number)
			s.expect(t, number, unpaid)
			s.pay(t, id)
			s.returned(t, number)
			s.expect(t, number, paidOnce("paid"))
		})

		t.Run("webhooks reordered and replayed", func(t *testing.T) {
			s.bank.SetMode(fakebank.Mode{Webhooks: fakebank.Hold})
			number := s.place(t)
			id := s.start(t, number)
			s.pay(t, id)
			held := s.bank.Held() // created, then confirmed
			s.bank.Release(true)  // confirmed first, created after
			for _, h := range held {
				if status, err := s.bank.Post(h); err != nil || status != http.StatusOK {
					t.Fatalf("replay: %d %v", status, err)
				}
			}
			s.expect(t, number, paidOnce("paid"))
		})

		t.Run("webhooks and returns at once", func(t *testing.T) {
			s.bank.SetMode(fakebank.Mode{Webhooks: fakebank.Never})
			number := s.place(t)
			id := s.start(t, number)
			s.pay(t, id)
			hook := s.bank.HookOf(id)
			var wg sync.WaitGroup
			for range 6 {
				wg.Go(func() {
					if status, err := s.bank.Post(hook); err != nil || status != http.StatusOK {
						t.Errorf("webhook: got %d %v, want 200", status, err)
					}
				})
				wg.Go(func() {
					res, raw := s.Send(t, http.MethodPost, "/api/payments/return", nil, map[string]any{"order_number": number, "phone": phone})
					if res.StatusCode != http.StatusOK {
						t.Errorf("return: %d %s", res.StatusCode, raw)
					}
				})
			}
			wg.Wait()
			s.expect(t, number, paidOnce("paid"))
		})

		t.Run("paid in two tabs", func(t *testing.T) {
			s.bank.SetMode(fakebank.Mode{})
			number := s.place(t)
			first, second := s.start(t, number), s.start(t, number)
			for _, id := range []string{first, second} {
				s.pay(t, id)
			}
			want := paidOnce("paid,refund")
			want.RefundEvents, want.Alerts = 1, 2
			s.expect(t, number, want)
		})

		t.Run("cancelled at the bank", func(t *testing.T) {
			s.bank.SetMode(fakebank.Mode{})
			number := s.place(t)
			id := s.start(t, number)
			if _, err := s.bank.Cancel(id); err != nil {
				t.Fatal(err)
			}
			if st := s.returned(t, number); !st.Awaiting || st.Payment != "awaiting online payment" ||
				len(st.Transactions) != 1 || st.Transactions[0].State != "CANCELLED" {
				t.Errorf("after cancelling: got %+v, want awaiting with one cancelled transaction", st)
			}
			s.expect(t, number, unpaid)
		})
	})
}

// TestWebhooksThatChangeNothing: a forged signature, an amount the bank
// changed, a transaction the shop never made and an oversized body leave
// the order as it was.
func TestWebhooksThatChangeNothing(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		s := startShop(t, cfg)
		s.bank.SetMode(fakebank.Mode{Webhooks: fakebank.Never})

		t.Run("wrong signature", func(t *testing.T) {
			number := s.place(t)
			id := s.start(t, number)
			s.pay(t, id)
			forged := s.bank.HookOf(id)
			forged.Signature = payments.Sign(forged.Amount, forged.Currency, "another-merchants-key")
			if status, err := s.bank.Post(forged); err != nil || status != http.StatusUnauthorized {
				t.Fatalf("forged webhook: got %d %v, want 401", status, err)
			}
			s.expect(t, number, unpaid)
			// The bank's own webhook for the same payment is taken.
			if status, err := s.bank.Post(s.bank.HookOf(id)); err != nil || status != http.StatusOK {
				t.Fatalf("webhook: got %d %v, want 200", status, err)
			}
			s.expect(t, number, paidOnce("paid"))
		})

		t.Run("amount differs from the order", func(t *testing.T) {
			number := s.place(t)
			id := s.start(t, number)
			s.pay(t, id)
			s.bank.SetAmount(id, 100)
			if status, err := s.bank.Post(s.bank.HookOf(id)); err != nil || status != http.StatusOK {
				t.Fatalf("webhook: got %d %v, want 200 (ignored)", status, err)
			}
			s.returned(t, number)
			s.expect(t, number, unpaid)
		})

		t.Run("unknown transaction", func(t *testing.T) {
			h := fakebank.Hook{TransactionID: "not-ours", State: "CONFIRMED", Amount: 250000, Currency: "MVR",
				Signature: payments.Sign(250000, "MVR", apiKey)}
			if status, err := s.bank.Post(h); err != nil || status != http.StatusOK {
				t.Fatalf("webhook: got %d %v, want 200 (ignored)", status, err)
			}
		})

		t.Run("1 MB body", func(t *testing.T) {
			big := `{"transactionId":"` + strings.Repeat("x", 1<<20) + `"}`
			res := s.Do(t, http.MethodPost, httpapi.WebhookPath, http.Header{"Content-Type": {"application/json"}}, strings.NewReader(big))
			res.Body.Close()
			if res.StatusCode != http.StatusRequestEntityTooLarge {
				t.Errorf("got %d, want 413", res.StatusCode)
			}
		})
	})
}

// TestBankDownAtCheckout: the order is kept waiting for its payment, the
// customer is told so, and trying again later works.
func TestBankDownAtCheckout(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		s := startShop(t, cfg)
		number := s.place(t)
		for _, status := range []int{http.StatusInternalServerError, http.StatusUnauthorized} {
			s.bank.SetMode(fakebank.Mode{CreateStatus: status})
			res, raw := s.Send(t, http.MethodPost, "/api/payments/start", nil, map[string]any{"order_number": number, "phone": phone})
			if res.StatusCode != http.StatusServiceUnavailable || apptest.Decode[httpserver.ErrorBody](t, raw).Error != payments.MsgBankDown {
				t.Errorf("bank answering %d: got %d %s, want 503 %q", status, res.StatusCode, raw, payments.MsgBankDown)
			}
		}
		s.expect(t, number, unpaid)
		s.bank.SetMode(fakebank.Mode{})
		s.start(t, number)
	})
}

// TestBankSlowAtCheckout: a bank slower than the service waits for is a
// bank down: the customer is told so at once, the order stays waiting for
// its payment, and trying again once the bank answers works.
func TestBankSlowAtCheckout(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		s := startShop(t, cfg, fx.Supply(payments.BankTimeout(200*time.Millisecond)))
		number := s.place(t)
		s.bank.SetMode(fakebank.Mode{Delay: time.Minute})
		res, raw := s.Send(t, http.MethodPost, "/api/payments/start", nil, map[string]any{"order_number": number, "phone": phone})
		if res.StatusCode != http.StatusServiceUnavailable || apptest.Decode[httpserver.ErrorBody](t, raw).Error != payments.MsgBankDown {
			t.Errorf("bank slower than the wait: got %d %s, want 503 %q", res.StatusCode, raw, payments.MsgBankDown)
		}
		if n := len(s.bank.Created()); n != 0 {
			t.Errorf("the slow bank made %d transactions, want none", n)
		}
		s.expect(t, number, unpaid)
		var kept int
		if err := s.DB.DB.Raw(`SELECT COUNT(*) FROM payment_transactions WHERE order_number = ?`, number).Row().Scan(&kept); err != nil || kept != 0 {
			t.Errorf("transactions kept for the order: %d %v, want none", kept, err)
		}
		s.bank.SetMode(fakebank.Mode{})
		s.start(t, number)
	})
}

// TestWebhookRateLimited: one client posting far more webhooks than the
// bank sends is turned away with Retry-After; another client is not.
func TestWebhookRateLimited(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		cfg.TrustedProxies = []string{"127.0.0.1"}
		s := startShop(t, cfg)
		hook := map[string]any{"transactionId": "not-ours", "state": "CONFIRMED", "amount": 250000, "currency": "MVR",
			"signature": payments.Sign(250000, "MVR", apiKey)}
		post := func(client string) *http.Response {
			res, _ := s.Send(t, http.MethodPost, httpapi.WebhookPath, http.Header{"X-Forwarded-For": {client}}, hook)
			return res
		}
		for i := range httpapi.WebhookMax {
			if res := post("198.51.100.7"); res.StatusCode != http.StatusOK {
				t.Fatalf("webhook %d: got %d, want 200", i+1, res.StatusCode)
			}
		}
		res := post("198.51.100.7")
		if res.StatusCode != http.StatusTooManyRequests || res.Header.Get("Retry-After") == "" {
			t.Errorf("webhook %d from one client: got %d with Retry-After %q, want 429 with one",
				httpapi.WebhookMax+1, res.StatusCode, res.Header.Get("Retry-After"))
		}
		if res := post("198.51.100.8"); res.StatusCode != http.StatusOK {
			t.Errorf("another client's webhook: got %d, want 200", res.StatusCode)
		}
	})
}

// TestAmountIsTheServers: the bank is asked for the order's total as the
// server computed it, whatever the browser sends.
func TestAmountIsTheServers(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		s := startShop(t, cfg)
		// A total the browser lowered is refused with the order.
		cheap := s.orderBody("ONLINE")
		cheap["total"] = 1
		if res, raw := s.Send(t, http.MethodPost, "/api/orders", nil, cheap); res.StatusCode != http.StatusUnprocessableEntity {
			t.Fatalf("order with a lowered total: got %d %s, want 422", res.StatusCode, raw)
		}
		number := s.place(t)
		// An amount sent with the start is refused, nothing asked of the bank.
		res, raw := s.Send(t, http.MethodPost, "/api/payments/start", nil, map[string]any{"order_number": number, "phone": phone, "amount": 1})
		if res.StatusCode != http.StatusUnprocessableEntity || len(s.bank.Created()) != 0 {
			t.Fatalf("start with an amount: got %d %s and %d transactions, want 422 and none", res.StatusCode, raw, len(s.bank.Created()))
		}
		s.start(t, number)
		var total int64
		if err := s.DB.DB.Raw(`SELECT total_laari FROM orders WHERE order_number = ?`, number).Row().Scan(&total); err != nil {
			t.Fatal(err)
		}
		if got := s.bank.Created()[0].Amount; got != total || total == 0 {
			t.Errorf("the bank was asked for %d laari, want the order's %d", got, total)
		}
	})
}

// TestUnpaidPastTheHold: an order whose payment never came is cancelled
// after the hold time, with its stock back; a paid one is left alone.
func TestUnpaidPastTheHold(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		s := startShop(t, cfg)
		s.bank.SetMode(fakebank.Mode{})
		stock := func() int {
			p, err := s.catalog.Product(context.Background(), s.fan)
			if err != nil {
				t.Fatal(err)
			}
			n, _ := p.Available("", "")
			return n
		}
		before := stock()
		abandoned := s.place(t)
		s.start(t, abandoned)
		paid := s.place(t)
		id := s.start(t, paid)
		s.pay(t, id)
		if got := stock(); got != before-2 {
			t.Fatalf("stock after two orders: got %d, want %d", got, before-2)
		}
		s.clock.Advance(59 * time.Minute)
		if cancelled, err := s.payments.Sweep(context.Background()); err != nil || len(cancelled) != 0 {
			t.Fatalf("sweep within the hold: got %v %v, want none", cancelled, err)
		}
		s.clock.Advance(2 * time.Minute)
		cancelled, err := s.payments.Sweep(context.Background())
		if err != nil || len(cancelled) != 1 || cancelled[0] != abandoned {
			t.Fatalf("sweep past the hold: got %v %v, want [%s]", cancelled, err, abandoned)
		}
		if got := stock(); got != before-1 {
			t.Errorf("stock after the sweep: got %d, want %d", got, before-1)
		}
		s.expect(t, abandoned, stored{Status: "cancelled", PaymentStatus: "unpaid", PaymentMethod: "ONLINE"})
		s.expect(t, paid, paidOnce("paid"))
		if cancelled, err := s.payments.Sweep(context.Background()); err != nil || len(cancelled) != 0 {
			t.Errorf("second sweep: got %v %v, want none", cancelled, err)
		}
		// The dashboard's revenue split counts the paid order as online,
		// and the cancelled one not at all.
		var total int64
		if err := s.DB.DB.Raw(`SELECT total_laari FROM orders WHERE order_number = ?`, paid).Row().Scan(&total); err != nil {
			t.Fatal(err)
		}
		var board struct {
			Periods struct {
				Today struct {
					Online float64 `json:"online"`
				} `json:"today"`
			} `json:"periods"`
		}
		if err := json.Unmarshal(s.GetOK(t, "/api/dashboard", s.cookie), &board); err != nil {
			t.Fatal(err)
		}
		if got := board.Periods.Today.Online; got != float64(total)/100 {
			t.Errorf("dashboard online revenue: got %v, want %v", got, float64(total)/100)
		}
		// The export's payment status says it too.
		csv := string(s.GetOK(t, "/api/orders/export.csv", s.cookie))
		if !strings.Contains(csv, "ONLINE,paid online,pending") || !strings.Contains(csv, "ONLINE,unpaid,cancelled") {
			t.Errorf("export: want the paid order as paid online and the cancelled one unpaid, got\n%s", csv)
		}
	})
}

// TestOnlineOnlyWhenEnabled: with online payment off, checkout refuses it.
func TestOnlineOnlyWhenEnabled(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		s := startShop(t, cfg)
		res, raw := s.Send(t, http.MethodPut, "/api/payments/settings", apptest.AsAdmin(s.cookie), map[string]any{
			"enabled": false, "application_id": appID, "environment": "testing", "hold_minutes": 60,
		})
		if res.StatusCode != http.StatusOK || bytes.Contains(raw, []byte(apiKey)) {
			t.Fatalf("save: %d %s (the key must never be answered)", res.StatusCode, raw)
		}
		if hint := apptest.Decode[httpapi.SettingsJSON](t, raw).APIKeyHint; hint != "••••7319" {
			t.Errorf("key hint: got %q, want the kept key's last four", hint)
		}
		res, raw = s.Send(t, http.MethodPost, "/api/orders", nil, s.orderBody("ONLINE"))
		if res.StatusCode != http.StatusUnprocessableEntity || !bytes.Contains(raw, []byte("Online payment is not available")) {
			t.Errorf("online order while off: got %d %s, want 422", res.StatusCode, raw)
		}
		if raw := s.GetOK(t, "/api/payments/options", ""); !bytes.Contains(raw, []byte(`"online":false`)) {
			t.Errorf("options: got %s, want online false", raw)
		}
	})
}
