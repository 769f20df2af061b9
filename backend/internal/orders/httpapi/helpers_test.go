package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"image"
	"image/color"
	"io"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"go.uber.org/fx"

	"dhoni/internal/app/apptest"
	"dhoni/internal/catalog"
	"dhoni/internal/media/imaging/imagingtest"
	"dhoni/internal/media/mediatest"
	"dhoni/internal/notify"
	"dhoni/internal/notify/telegram/telegramtest"
	"dhoni/internal/orders"
	"dhoni/internal/orders/httpapi"
	"dhoni/internal/platform/config"
	"dhoni/internal/settings"
)

// shop is the real application on a fresh database with the sample catalog.
type shop struct {
	*apptest.App
	catalog  *catalog.Service
	settings *settings.Service
	orders   *orders.Service
}

func startShop(t testing.TB, cfg config.Config, extra ...fx.Option) *shop {
	t.Helper()
	cfg.SampleData = true
	s := &shop{}
	opts := append([]fx.Option{fx.Populate(&s.catalog, &s.settings, &s.orders)}, extra...)
	s.App = apptest.Start(t, cfg, opts...)
	// Runs before the app stops: a connection the client opened but never
	// used would hold up the server's graceful shutdown for 5 s.
	t.Cleanup(s.Client.CloseIdleConnections)
	return s
}

// startAdmin starts the shop with a fan of 100 called fanName and signs
// the admin in, for the tests of the admin's order screens.
func startAdmin(t testing.TB, cfg config.Config, fanName string) (s *shop, cookie, fanID string) {
	t.Helper()
	s = startShop(t, cfg)
	return s, s.AdminCookie(t), s.newFan(t, fanName, 100)
}

// startShopWithTelegram starts the shop with quick notifications and a
// stand-in for the Telegram Bot API that answers as fail says.
func startShopWithTelegram(t testing.TB, cfg config.Config, fail telegramtest.Fail) (*shop, telegram) {
	t.Helper()
	tg := telegram{telegramtest.Start(t, fail)}
	cfg.TelegramAPIURL = tg.URL
	return startShop(t, cfg, quickNotifications()), tg
}

// quickNotifications makes the notification worker poll and retry in
// milliseconds instead of seconds.
func quickNotifications() fx.Option {
	return fx.Decorate(func(c notify.Config) notify.Config {
		c.Poll, c.Backoff, c.MaxBackoff = 20*time.Millisecond, 20*time.Millisecond, 100*time.Millisecond
		return c
	})
}

// body is an order as the checkout sends it; change adjusts it by path.
type body map[string]any

func newOrderBody() body {
	return body{
		"customer": map[string]any{
			"name": "Aishath Shifa", "phone": "777 1234", "email": "shifa@example.mv",
			"address": map[string]any{"atoll": "Addu Atoll", "island": "Hithadhoo", "street": "Magu 12", "directions": "Blue gate"},
		},
		"items":          []any{map[string]any{"product_id": apptest.SampleAbaya, "size": "M", "color": "Black", "quantity": 1}},
		"payment_method": "COD",
		"notes":          "",
	}
}

// set puts v at a dotted path ("customer.address.atoll", "items.0.quantity");
// a nil v deletes the key.
func (b body) set(path string, v any) body {
	parts := strings.Split(path, ".")
	var cur any = map[string]any(b)
	for i, p := range parts {
		last := i == len(parts)-1
		switch node := cur.(type) {
		case map[string]any:
			if last {
				if v == nil {
					delete(node, p)
				} else {
					node[p] = v
				}
				return b
			}
			cur = node[p]
		case []any:
			n, err := strconv.Atoi(p)
			if err != nil {
				panic(path)
			}
			if last {
				node[n] = v
				return b
			}
			cur = node[n]
		default:
			panic(path)
		}
	}
	return b
}

// rawBody is sent as it is, not as JSON.
type rawBody string

// post sends an order and returns the status and the raw answer.
func (s *shop) post(t testing.TB, b any) (int, []byte) {
	t.Helper()
	raw, err := json.Marshal(b)
	if r, ok := b.(rawBody); ok {
		raw, err = []byte(r), nil
	}
	if err != nil {
		t.Fatal(err)
	}
	req, err := http.NewRequest(http.MethodPost, s.URL+"/api/orders", bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	res, err := s.Client.Do(req)
	if err != nil {
		t.Errorf("POST /api/orders: %v", err)
		return 0, nil
	}
	defer res.Body.Close()
	out, err := io.ReadAll(res.Body)
	if err != nil {
		t.Errorf("read answer: %v", err)
	}
	return res.StatusCode, out
}

// place posts an order that must be created.
func (s *shop) place(t testing.TB, b any) httpapi.OrderJSON {
	t.Helper()
	status, raw := s.post(t, b)
	if status != http.StatusCreated {
		t.Fatalf("POST /api/orders: got %d %s, want 201", status, raw)
	}
	return apptest.Decode[httpapi.OrderJSON](t, raw)
}

// get sends a GET with an optional Cookie header.
func (s *shop) get(t testing.TB, path, cookie string) (*http.Response, []byte) {
	t.Helper()
	h := http.Header{}
	if cookie != "" {
		h.Set("Cookie", cookie)
	}
	res := s.Do(t, http.MethodGet, path, h, nil)
	return res, apptest.ReadBody(t, res)
}

func (s *shop) stock(t testing.TB, id string) map[string]int {
	t.Helper()
	p, err := s.catalog.Product(context.Background(), id)
	if err != nil {
		t.Fatalf("product %s: %v", id, err)
	}
	return p.Stock()
}

// count counts the rows of a table matching where.
func (s *shop) count(t testing.TB, table, where string, args ...any) int {
	t.Helper()
	var n int64
	q := s.DB.Table(table)
	if where != "" {
		q = q.Where(where, args...)
	}
	if err := q.Count(&n).Error; err != nil {
		t.Fatalf("count %s: %v", table, err)
	}
	return int(n)
}

// newFan adds an appliance with n in stock and returns its id.
func (s *shop) newFan(t testing.TB, name string, n int) string {
	t.Helper()
	p, err := s.catalog.CreateProduct(context.Background(), catalog.ProductDetails{
		Title: name, SKU: "T-" + catalog.Slugify(name), Description: "A fan made for a test.",
		Price: 100000, CategoryID: "acc-cat-cooling-fans", ShopType: catalog.Accessories,
		Stock: map[string]int{catalog.DefaultStockKey: n},
	})
	if err != nil {
		t.Fatalf("create %s: %v", name, err)
	}
	return p.ID()
}

// useTelegram switches notifications on with the token and chat ids.
func (s *shop) useTelegram(t testing.TB, enabled bool, token, chatIDs string) {
	t.Helper()
	cur, err := s.settings.Get(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	cur.Telegram = settings.Telegram{Enabled: enabled, BotToken: token, ChatIDs: chatIDs}
	if _, err := s.settings.Save(context.Background(), cur); err != nil {
		t.Fatalf("save telegram settings: %v", err)
	}
}

// waitForOutbox waits until the worker has dealt with every announcement.
func (s *shop) waitForOutbox(t testing.TB) {
	t.Helper()
	if !apptest.Eventually(func() bool { return s.count(t, "notify_outbox", "state = ?", "pending") == 0 }) {
		t.Fatal("the outbox was not sent in time")
	}
}

// telegram is the stand-in for the Telegram Bot API (telegramtest), with
// what the orders' tests ask of it.
type telegram struct{ *telegramtest.Server }

// orderMessages lists the messages sent for orders, delivered or not;
// low-stock alerts are left out (the notify module tests them).
func (tg telegram) orderMessages() []telegramtest.Call {
	var out []telegramtest.Call
	for _, c := range tg.Calls("sendMessage") {
		if !strings.HasPrefix(c.Text, "⚠️ *Low stock*") {
			out = append(out, c)
		}
	}
	return out
}

// delivered lists the order messages that arrived (answered 200), by chat
// id.
func (tg telegram) delivered() map[string][]telegramtest.Call {
	out := map[string][]telegramtest.Call{}
	for _, c := range tg.orderMessages() {
		if c.Status == http.StatusOK {
			out[c.ChatID] = append(out[c.ChatID], c)
		}
	}
	return out
}

// requests counts the requests for order messages.
func (tg telegram) requests() int { return len(tg.orderMessages()) }

// pngSlip is a small picture that decodes, as a customer's slip would.
func pngSlip(t testing.TB) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 4, 4))
	img.Set(1, 1, color.RGBA{R: 200, A: 255})
	return imagingtest.PNG(t, img)
}

// uploadSlip uploads a transfer slip and returns its ref.
func (s *shop) uploadSlip(t testing.TB, data []byte) string {
	t.Helper()
	form, ct := mediatest.Form(t, mediatest.Field("purpose", "transfer-slip"), mediatest.File("slip.png", "image/png", data))
	res := s.Do(t, http.MethodPost, "/api/uploads", http.Header{"Content-Type": {ct}}, form)
	a := mediatest.Decode(t, res)
	if res.StatusCode != http.StatusCreated || a.Ref == "" {
		t.Fatalf("upload a slip: got %d %+v", res.StatusCode, a)
	}
	return a.Ref
}
