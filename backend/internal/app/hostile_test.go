package app_test

// The hostile client: every probe of docs/security.md's table, replayed
// against the real server on SQLite and on PostgreSQL, each expecting the
// answer the table documents. A test names the finding it guards.

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"go.uber.org/fx"
	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"

	"dhoni/internal/app/apptest"
	"dhoni/internal/catalog"
	"dhoni/internal/media"
	mediahttp "dhoni/internal/media/httpapi"
	"dhoni/internal/media/imaging/imagingtest"
	"dhoni/internal/media/mediatest"
	"dhoni/internal/notify"
	notifyhttp "dhoni/internal/notify/httpapi"
	"dhoni/internal/orders"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/dbtest"
	"dhoni/internal/platform/textcheck"
	"dhoni/internal/storefront"
	"dhoni/internal/storefront/ssr"
	"dhoni/internal/tailoring"
)

// hostile starts the shop with its sample catalogue and the default limits,
// behind a trusted proxy at 127.0.0.1, so each probe can pose as its own
// client with X-Forwarded-For.
func hostile(t *testing.T, cfg config.Config, adjust ...func(*config.Config)) *apptest.App {
	t.Helper()
	return hostileWith(t, cfg, nil, adjust...)
}

// hostileWith is hostile with fx options for the test (such as a Populate).
func hostileWith(t *testing.T, cfg config.Config, extra []fx.Option, adjust ...func(*config.Config)) *apptest.App {
	t.Helper()
	cfg.SampleData = true
	cfg.Limits = config.Defaults().Limits
	cfg.TrustedProxies = []string{"127.0.0.1"}
	for _, f := range adjust {
		f(&cfg)
	}
	a := apptest.Start(t, cfg, extra...)
	t.Cleanup(a.Client.CloseIdleConnections)
	return a
}

func from(client string) http.Header {
	return http.Header{"Content-Type": {"application/json"}, "X-Forwarded-For": {client}}
}

type answer struct {
	status int
	header http.Header
	Error  string            `json:"error"`
	Fields map[string]string `json:"fields"`
	Number string            `json:"order_number"`
	Ref    string            `json:"ref"`
	raw    []byte
}

func send(t *testing.T, a *apptest.App, method, path string, h http.Header, body any) answer {
	t.Helper()
	var r io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		r = strings.NewReader(b)
	case io.Reader:
		r = b
	default:
		raw, err := json.Marshal(b)
		if err != nil {
			t.Fatal(err)
		}
		r = bytes.NewReader(raw)
	}
	res := a.Do(t, method, path, h, r)
	raw, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	out := answer{status: res.StatusCode, header: res.Header, raw: raw}
	if strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") && len(raw) > 0 && raw[0] == '{' {
		if err := json.Unmarshal(raw, &out); err != nil {
			t.Fatalf("%s %s: %v in %s", method, path, err, raw)
		}
	}
	return out
}

func order(name, phone, product string, qty int) map[string]any {
	line := map[string]any{"product_id": product, "quantity": qty}
	if product == apptest.SampleAbaya {
		line["size"], line["color"] = "M", "Black"
	}
	return map[string]any{
		"customer": map[string]any{
			"name": name, "phone": phone, "email": "",
			"address": map[string]any{"atoll": "Addu Atoll", "island": "Hithadhoo", "street": "Magu 12", "directions": "Blue gate"},
		},
		"items":          []any{line},
		"payment_method": "COD",
		"notes":          "",
	}
}

// Finding 1: a small file declaring a huge decode is refused from its
// header, as a slip from anyone (the memory itself is measured on the real
// binary in cmd/dhoni's TestUploadsKeepMemoryBounded).
func TestHostileImagesAreRefused(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		a := hostile(t, cfg)
		for i, h := range mediatest.HostileImages() {
			form, ct := mediatest.Form(t, mediatest.Field("purpose", "transfer-slip"), mediatest.File(h.Filename, h.ContentType, h.Data))
			got := send(t, a, http.MethodPost, "/api/uploads",
				http.Header{"Content-Type": {ct}, "X-Forwarded-For": {fmt.Sprintf("203.0.113.%d", i+1)}}, form)
			if got.status != http.StatusUnprocessableEntity ||
				(got.Error != media.MsgImageTooHeavy && got.Error != media.MsgImageTooLarge) {
				t.Errorf("%s: got %d %q, want 422 with the image-too-large message", h.Name, got.status, got.Error)
			}
		}
	})
}

// Finding 2: anonymous orders are limited per client and per phone (429
// with Retry-After), and an order number cannot be told used or unused
// without its phone.
func TestAnonymousOrdersAreLimited(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		a := hostile(t, cfg, func(c *config.Config) {
			c.Limits.OrdersPerClient = config.Limit{Max: 3, Window: time.Hour}
			c.Limits.OrdersPerPhone = config.Limit{Max: 2, Window: time.Hour}
		})
		place := func(client, phone string) answer {
			return send(t, a, http.MethodPost, "/api/orders", from(client), order("Aishath Shifa", phone, apptest.SampleFan, 1))
		}
		for i, p := range []struct {
			client, phone string
			want          int
		}{
			{"198.51.100.1", "7771001", http.StatusCreated},
			{"198.51.100.2", "7771001", http.StatusCreated},
			{"198.51.100.3", "+960 777-1001", http.StatusTooManyRequests}, // the same phone, written otherwise
			{"198.51.100.4", "7771002", http.StatusCreated},
			{"198.51.100.4", "7771003", http.StatusCreated},
			{"198.51.100.4", "7771004", http.StatusCreated},
			{"198.51.100.4", "7771005", http.StatusTooManyRequests}, // the client's fourth
		} {
			got := place(p.client, p.phone)
			if got.status != p.want {
				t.Fatalf("order %d (%s, %s): got %d %s, want %d", i+1, p.client, p.phone, got.status, got.raw, p.want)
			}
			if p.want == http.StatusTooManyRequests && (got.header.Get("Retry-After") == "" ||
				!strings.Contains(got.Error, "Too many orders")) {
				t.Errorf("order %d: Retry-After %q, message %q", i+1, got.header.Get("Retry-After"), got.Error)
			}
		}
		var fans int
		if err := a.DB.Raw("SELECT COUNT(*) FROM orders").Scan(&fans).Error; err != nil || fans != 5 {
			t.Errorf("orders stored: got %d (%v), want 5", fans, err)
		}

		// Probing order numbers: a used one and an unused one get the same
		// answers from someone without the phone.
		used := place("198.51.100.9", "7779999").Number
		unused := "RB-" + strings.Repeat("Z", 8) + "-ZZZZ"
		for _, number := range []string{used, unused} {
			bad := order("Mohamed Ali", "7778888", apptest.SampleFan, 1)
			bad["order_number"] = number
			bad["payment_method"] = "CARD"
			got := send(t, a, http.MethodPost, "/api/orders", from("198.51.100.10"), bad)
			if got.status != http.StatusUnprocessableEntity || got.Fields["payment_method"] == "" {
				t.Errorf("invalid order with number %s: got %d %s, want 422 on payment_method", number, got.status, got.raw)
			}
		}
	})
}

// Finding 12: a valid order sent under someone else's order number is
// answered as under an unused one (201 under the number sent, the same
// headers), the other customer's order untouched; the sender finds theirs
// by that number and their phone, and sending it again is still one order.
func TestOrderNumbersTellNothing(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		a := hostile(t, cfg)
		victim := send(t, a, http.MethodPost, "/api/orders", from("198.51.100.1"), order("Aishath Shifa", "7779999", apptest.SampleFan, 1))
		if victim.status != http.StatusCreated {
			t.Fatalf("the victim's order: got %d %s", victim.status, victim.raw)
		}
		used, unused := victim.Number, "RB-ZZZZZZZZ-ZZZZ"
		var answers []answer
		for i, number := range []string{used, unused} {
			probe := order("Mohamed Ali", fmt.Sprintf("777880%d", i), apptest.SampleAbaya, 1)
			probe["order_number"] = number
			got := send(t, a, http.MethodPost, "/api/orders", from(fmt.Sprintf("198.51.100.%d", 10+i)), probe)
			if got.status != http.StatusCreated || got.Number != number {
				t.Errorf("a valid order under %s: got %d %q, want 201 under the number sent", number, got.status, got.Number)
			}
			answers = append(answers, got)
			// Sent again (an offline order's resend): the same order, 200.
			again := send(t, a, http.MethodPost, "/api/orders", from(fmt.Sprintf("198.51.100.%d", 10+i)), probe)
			if again.status != http.StatusOK || again.Number != number {
				t.Errorf("the order under %s sent again: got %d %q, want 200 under the same number", number, again.status, again.Number)
			}
			mine := send(t, a, http.MethodGet, "/api/orders/track?order_number="+number+"&phone="+fmt.Sprintf("777880%d", i), nil, nil)
			if mine.status != http.StatusOK || mine.Number != number || !strings.Contains(string(mine.raw), "Mohamed Ali") {
				t.Errorf("the sender tracks %s: got %d %.200s", number, mine.status, mine.raw)
			}
		}
		if h0, h1 := headerNames(answers[0].header), headerNames(answers[1].header); h0 != h1 {
			t.Errorf("headers differ: %s against %s", h0, h1)
		}
		theirs := send(t, a, http.MethodGet, "/api/orders/track?order_number="+used+"&phone=7779999", nil, nil)
		if theirs.status != http.StatusOK || !strings.Contains(string(theirs.raw), "Aishath Shifa") || strings.Contains(string(theirs.raw), "Mohamed") {
			t.Errorf("the victim tracks %s: got %d %.200s", used, theirs.status, theirs.raw)
		}
		var n int
		if err := a.DB.Raw("SELECT COUNT(*) FROM orders").Scan(&n).Error; err != nil || n != 3 {
			t.Errorf("orders stored: got %d (%v), want 3", n, err)
		}
	})
}

// Finding 13: an order naming someone else's tailoring request reads as one
// naming a request that does not exist.
func TestTailoringNumbersTellNothing(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		a := hostile(t, cfg)
		req := send(t, a, http.MethodPost, "/api/tailoring/requests", from("198.51.100.1"), map[string]any{
			"kind": "alteration", "phone": "9123456", "item_type": "abaya", "measurements": map[string]any{"length": 140}, "notes": "",
		})
		var made struct {
			Number string `json:"number"`
		}
		if err := json.Unmarshal(req.raw, &made); req.status != http.StatusCreated || err != nil {
			t.Fatalf("a tailoring request: got %d %s", req.status, req.raw)
		}
		var bodies []string
		for i, number := range []string{made.Number, "TR-ZZZZZZZ-ZZZZ"} {
			o := order("Mohamed Ali", "7778800", apptest.SampleFan, 1)
			o["items"] = []any{map[string]any{"tailor_item_id": number, "quantity": 1}}
			got := send(t, a, http.MethodPost, "/api/orders", from(fmt.Sprintf("198.51.100.%d", 20+i)), o)
			if got.status != http.StatusUnprocessableEntity {
				t.Errorf("an order naming %s: got %d %s, want 422", number, got.status, got.raw)
			}
			bodies = append(bodies, string(got.raw))
		}
		if bodies[0] != bodies[1] {
			t.Errorf("someone else's request and no request read differently:\n%s\n%s", bodies[0], bodies[1])
		}
	})
}

// Finding 14: one client cannot fill the shop's room for waiting slips:
// past its own megabytes for the day it gets 429, and others still upload.
// A client on IPv6 is its /64, whichever of its addresses it uses.
func TestClientsHaveTheirOwnShare(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		a := hostile(t, cfg, func(c *config.Config) {
			c.Limits.UploadMegabytes = config.Limit{Max: 3, Window: 24 * time.Hour}
		})
		upload := func(client, purpose string) answer {
			form, ct := mediatest.Form(t, mediatest.Field("purpose", purpose), mediatest.File("slip.png", "image/png", tinyPNG(t)))
			return send(t, a, http.MethodPost, "/api/uploads", http.Header{"Content-Type": {ct}, "X-Forwarded-For": {client}}, form)
		}
		for i, p := range []struct {
			client, purpose string
			want            int
		}{
			{"2001:db8:1:2::1", "transfer-slip", http.StatusCreated},
			{"2001:db8:1:2::2", "design-file", http.StatusCreated},
			{"2001:db8:1:2:ffff::3", "transfer-slip", http.StatusCreated},
			{"2001:db8:1:2::4", "transfer-slip", http.StatusTooManyRequests}, // the same /64's fourth
			{"2001:db8:1:3::1", "transfer-slip", http.StatusCreated},         // the next /64
			{"198.51.100.1", "design-file", http.StatusCreated},
		} {
			got := upload(p.client, p.purpose)
			if got.status != p.want {
				t.Fatalf("upload %d from %s: got %d %s, want %d", i+1, p.client, got.status, got.raw, p.want)
			}
			if p.want == http.StatusTooManyRequests && (got.Error != mediahttp.MsgTooManyMegabytes || got.header.Get("Retry-After") == "") {
				t.Errorf("over the share: got %q, Retry-After %q", got.Error, got.header.Get("Retry-After"))
			}
		}
		// Lookups too: 20 from one /64, each from its own address; the 21st is refused.
		for i := range config.Defaults().Limits.Tracking.Max {
			send(t, a, http.MethodGet, "/api/orders/track?order_number=RB-ZZZZZZZZ-ZZZZ&phone=7771234", http.Header{"X-Forwarded-For": {fmt.Sprintf("2001:db8:9:9::%x", i+1)}}, nil)
		}
		if got := send(t, a, http.MethodGet, "/api/orders/track?order_number=RB-ZZZZZZZZ-ZZZZ&phone=7771234", http.Header{"X-Forwarded-For": {"2001:db8:9:9:1234::1"}}, nil); got.status != http.StatusTooManyRequests {
			t.Errorf("the /64's 21st lookup: got %d, want 429", got.status)
		}
	})
}

// Finding 15: a design file belongs to one tailoring request.
func TestADesignFileBelongsToOneRequest(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		a := hostile(t, cfg)
		form, ct := mediatest.Form(t, mediatest.Field("purpose", "design-file"), mediatest.File("sketch.png", "image/png", tinyPNG(t)))
		file := send(t, a, http.MethodPost, "/api/uploads", http.Header{"Content-Type": {ct}, "X-Forwarded-For": {"198.51.100.1"}}, form)
		if file.status != http.StatusCreated {
			t.Fatalf("upload a design file: got %d %s", file.status, file.raw)
		}
		request := map[string]any{
			"kind": "custom_design", "phone": "7771234", "description": "A navy abaya with pearl cuffs",
			"fabric_type": "Nida", "color": "Navy", "unit": "cm", "measurements": map[string]any{"length": 140},
			"notes": "", "design_files": []string{file.Ref},
		}
		if got := send(t, a, http.MethodPost, "/api/tailoring/requests", from("198.51.100.1"), request); got.status != http.StatusCreated {
			t.Fatalf("the first request: got %d %s", got.status, got.raw)
		}
		request["phone"] = "7779999"
		got := send(t, a, http.MethodPost, "/api/tailoring/requests", from("198.51.100.2"), request)
		if got.status != http.StatusUnprocessableEntity || got.Fields["design_files[0]"] != tailoring.MsgFileTaken {
			t.Errorf("a second request with the same file: got %d %s, want 422 %q", got.status, got.raw, tailoring.MsgFileTaken)
		}
		var n int
		if err := a.DB.Raw("SELECT COUNT(*) FROM tailoring_requests").Scan(&n).Error; err != nil || n != 1 {
			t.Errorf("requests stored: got %d (%v), want 1", n, err)
		}
	})
}

// Finding 17: the Origin is the shop's in scheme, host and port, for the
// admin's writes and for both transports of the log channel.
func TestOriginIsTheShopsOwn(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		a := hostile(t, cfg)
		admin := apptest.AsAdmin(a.AdminCookie(t))
		host := strings.TrimPrefix(a.URL, "http://")
		with := func(h http.Header, origin string) http.Header {
			h = h.Clone()
			h.Set("Origin", origin)
			return h
		}
		for _, p := range []struct {
			name         string
			method, path string
			header       http.Header
			body         any
			want         int
		}{
			{"admin write, https Origin over http", "PUT", "/api/orders/RB-ZZZZZZZZ-ZZZZ", with(admin, "https://"+host), map[string]any{"notes": "x"}, http.StatusForbidden},
			{"admin write, own Origin", "PUT", "/api/orders/RB-ZZZZZZZZ-ZZZZ", with(admin, "http://"+host), map[string]any{"notes": "x"}, http.StatusNotFound},
			{"log channel polling, foreign Origin", "GET", "/socket.io/?EIO=4&transport=polling", http.Header{"Origin": {"https://evil.example"}}, nil, http.StatusForbidden},
			{"log channel polling, https Origin over http", "GET", "/socket.io/?EIO=4&transport=polling", http.Header{"Origin": {"https://" + host}}, nil, http.StatusForbidden},
			{"log channel WebSocket, foreign Origin", "GET", "/socket.io/?EIO=4&transport=websocket", http.Header{
				"Origin": {"https://evil.example"}, "Connection": {"Upgrade"}, "Upgrade": {"websocket"},
				"Sec-Websocket-Version": {"13"}, "Sec-Websocket-Key": {"dGhlIHNhbXBsZSBub25jZQ=="}}, nil, http.StatusForbidden},
			{"log channel polling, own Origin", "GET", "/socket.io/?EIO=4&transport=polling", http.Header{"Origin": {"http://" + host}}, nil, http.StatusOK},
		} {
			if got := send(t, a, p.method, p.path, p.header, p.body); got.status != p.want {
				t.Errorf("%s: got %d %.200s, want %d", p.name, got.status, got.raw, p.want)
			}
		}
	})
}

// Finding 19: the Telegram webhook is limited per client, and its refusals
// are written once a minute per client, not once a post.
func TestRefusalsAreLimitedAndLoggedOnce(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		a := hostile(t, cfg)
		post := func(client string) answer {
			h := from(client)
			h.Set("X-Telegram-Bot-Api-Secret-Token", "guess")
			return send(t, a, http.MethodPost, "/api/telegram/webhook", h, `{"update_id":1}`)
		}
		for i := range notifyhttp.WebhookLimit.Max {
			if got := post("203.0.113.9"); got.status != http.StatusUnauthorized {
				t.Fatalf("post %d: got %d %s, want 401", i+1, got.status, got.raw)
			}
		}
		if got := post("203.0.113.9"); got.status != http.StatusTooManyRequests || got.header.Get("Retry-After") == "" {
			t.Errorf("past the limit: got %d, Retry-After %q, want 429", got.status, got.header.Get("Retry-After"))
		}
		if got := post("203.0.113.10"); got.status != http.StatusUnauthorized {
			t.Errorf("another client: got %d, want 401", got.status)
		}
		if n := a.Logs.FilterMessage(notify.LogActionRefused).Len(); n != 2 {
			t.Errorf("refusal lines: got %d, want 2 (one per client)", n)
		}
	})
}

// headerNames lists a response's header names, without the ones that
// vary by nature (date, length, request id).
func headerNames(h http.Header) string {
	var names []string
	for k := range h {
		switch k {
		case "Date", "Content-Length", "X-Request-Id":
			continue
		}
		names = append(names, k)
	}
	slices.Sort(names)
	return strings.Join(names, ",")
}

// Finding 3: a slip whose order fails is detached at once (the sweep then
// removes it like any other), and slips no order holds are bounded in total.
func TestSlipsOfFailedOrdersAreFreedAndBounded(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		var slips *media.Service
		a := hostileWith(t, cfg, []fx.Option{fx.Populate(&slips)},
			func(c *config.Config) { c.SlipQuota = 3 * int64(len(tinyPNG(t))) })
		upload := func(client string) answer {
			form, ct := mediatest.Form(t, mediatest.Field("purpose", "transfer-slip"), mediatest.File("slip.png", "image/png", tinyPNG(t)))
			return send(t, a, http.MethodPost, "/api/uploads", http.Header{"Content-Type": {ct}, "X-Forwarded-For": {client}}, form)
		}
		slip := upload("198.51.100.1")
		if slip.status != http.StatusCreated {
			t.Fatalf("upload a slip: got %d %s", slip.status, slip.raw)
		}
		o := order("Aishath Shifa", "7771234", apptest.SampleFan, 7) // 6 in stock
		o["payment_method"], o["transfer_slip"] = "BANK", slip.Ref
		if got := send(t, a, http.MethodPost, "/api/orders", from("198.51.100.1"), o); got.status != http.StatusConflict {
			t.Fatalf("order short of stock: got %d %s, want 409", got.status, got.raw)
		}
		var attached int
		if err := a.DB.Raw("SELECT COUNT(*) FROM slips WHERE attached_at IS NOT NULL").Scan(&attached).Error; err != nil || attached != 0 {
			t.Errorf("slips attached after the order failed: got %d (%v), want 0", attached, err)
		}
		// The same slip still serves a good order.
		o["items"] = []any{map[string]any{"product_id": apptest.SampleFan, "quantity": 1}}
		held := send(t, a, http.MethodPost, "/api/orders", from("198.51.100.1"), o)
		if held.status != http.StatusCreated {
			t.Fatalf("order with the freed slip: got %d %s", held.status, held.raw)
		}
		// Quota: three slips' worth; the held one does not count.
		for i, want := range []int{http.StatusCreated, http.StatusCreated, http.StatusCreated, http.StatusInsufficientStorage} {
			got := upload(fmt.Sprintf("198.51.100.%d", 20+i))
			if got.status != want {
				t.Fatalf("slip %d: got %d %s, want %d", i+1, got.status, got.raw, want)
			}
			if want == http.StatusInsufficientStorage && got.Error != media.MsgSlipsFull {
				t.Errorf("507 message: got %q", got.Error)
			}
		}

		// The admin deletes the order: no order references its slip, and the
		// clean-up (on any replica) removes it with the others a day later.
		admin := apptest.AsAdmin(a.AdminCookie(t))
		if got := send(t, a, http.MethodDelete, "/api/orders/"+held.Number, admin, nil); got.status != http.StatusNoContent {
			t.Fatalf("delete the order: got %d %s", got.status, got.raw)
		}
		if _, err := slips.CleanupSlips(t.Context(), time.Now().Add(25*time.Hour)); err != nil {
			t.Fatal(err)
		}
		var left int
		if err := a.DB.Raw("SELECT COUNT(*) FROM slips").Scan(&left).Error; err != nil || left != 0 {
			t.Errorf("slips left after the clean-up: got %d (%v), want 0", left, err)
		}
	})
}

// Finding 4: an order that fails in the database leaves neither the name,
// the phone nor the address in the log.
func TestFailedQueriesLogNoCustomerData(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		a := hostile(t, cfg)
		refuse := []string{"CREATE TRIGGER refuse_orders BEFORE INSERT ON orders BEGIN SELECT RAISE(ABORT, 'refused'); END"}
		if a.DB.Dialect == database.Postgres {
			refuse = []string{
				"CREATE FUNCTION refuse_orders() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$ LANGUAGE plpgsql",
				"CREATE TRIGGER refuse_orders BEFORE INSERT ON orders FOR EACH ROW EXECUTE FUNCTION refuse_orders()",
			}
		}
		for _, q := range refuse {
			if err := a.DB.Exec(q).Error; err != nil {
				t.Fatalf("%s: %v", q, err)
			}
		}
		o := order("Mariyam Secretname", "7654321", apptest.SampleFan, 1)
		o["customer"].(map[string]any)["address"].(map[string]any)["street"] = "Hiddenstreet Magu"
		if got := send(t, a, http.MethodPost, "/api/orders", from("198.51.100.1"), o); got.status != http.StatusInternalServerError {
			t.Fatalf("order refused by the database: got %d %s, want 500", got.status, got.raw)
		}
		if a.Logs.FilterMessage("query failed").Len() == 0 {
			t.Fatal("the failed query was not logged at all")
		}
		for _, l := range a.Logs.All() {
			line := l.Message + fmt.Sprint(l.ContextMap())
			for _, secret := range []string{"Secretname", "7654321", "Hiddenstreet"} {
				if strings.Contains(line, secret) {
					t.Errorf("log line %q holds %q: %s", l.Message, secret, line)
				}
			}
		}
	})
}

// Finding 5: failed sign-ins lock out one client, never the owner elsewhere;
// forwarded headers from an untrusted peer are reported once.
func TestLoginLockoutIsPerClient(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		a := hostile(t, cfg)
		for range config.Defaults().Limits.Login.Max {
			send(t, a, http.MethodPost, "/api/auth/login", from("203.0.113.66"), `{"password":"guess"}`)
		}
		if got := send(t, a, http.MethodPost, "/api/auth/login", from("203.0.113.66"), `{"password":"guess"}`); got.status != http.StatusTooManyRequests {
			t.Errorf("the guesser's next try: got %d, want 429", got.status)
		}
		owner := send(t, a, http.MethodPost, "/api/auth/login", from("198.51.100.7"), `{"password":"`+dbtest.AdminPassword+`"}`)
		if owner.status != http.StatusNoContent {
			t.Errorf("the owner from her own address: got %d %s, want 204", owner.status, owner.raw)
		}
	})
	t.Run("untrusted proxy", func(t *testing.T) {
		t.Parallel()
		a := hostile(t, dbtest.Config(t, database.SQLite), func(c *config.Config) { c.TrustedProxies = nil })
		for range 2 {
			send(t, a, http.MethodGet, "/api/health", http.Header{"X-Forwarded-For": {"198.51.100.1"}}, nil)
		}
		if n := a.Logs.FilterMessageSnippet("DHONI_TRUSTED_PROXIES").Len(); n != 1 {
			t.Errorf("warnings about forwarded headers: got %d, want 1", n)
		}
	})
}

// Findings 6, 7 and 8: input bounds, the same answer on both databases.
func TestInputBounds(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		a := hostile(t, cfg)
		admin := apptest.AsAdmin(a.AdminCookie(t))
		many := strings.TrimSuffix(strings.Repeat("M,", 40_000), ",")
		placed := send(t, a, http.MethodPost, "/api/orders", from("198.51.100.1"), order("Aishath Shifa", "7771234", apptest.SampleFan, 1))
		if placed.status != http.StatusCreated {
			t.Fatalf("place an order: got %d %s", placed.status, placed.raw)
		}
		nul := order("Aishath\x00Shifa", "7771234", apptest.SampleFan, 1)
		notes := order("Aishath Shifa", "7771234", apptest.SampleFan, 1)
		notes["notes"] = "Call\x00me"
		zeroWidth := order("\u200b\u200b\u200b", "7771234", apptest.SampleFan, 1)
		product := map[string]any{"title": "Bad\x00Abaya"}
		for _, p := range []struct {
			finding      int
			method, path string
			header       http.Header
			body         any
			want         int
			field, msg   string
		}{
			{6, "GET", "/api/products?sizes=" + many, nil, nil, 422, "sizes", "At most 50 values"},
			{6, "GET", "/api/products?colors=" + url.QueryEscape(many), nil, nil, 422, "colors", "At most 50 values"},
			{7, "POST", "/api/orders", from("198.51.100.2"), nul, 422, "customer.name", textcheck.MsgControl},
			{7, "POST", "/api/orders", from("198.51.100.3"), notes, 422, "notes", textcheck.MsgControl},
			{7, "POST", "/api/orders", from("198.51.100.4"), zeroWidth, 422, "customer.name", orders.MsgName},
			{7, "GET", "/api/products?q=abaya%00", nil, nil, 422, "q", textcheck.MsgControl},
			{7, "GET", "/api/products/slug/abaya%00", nil, nil, 404, "", ""},
			{7, "POST", "/api/products", admin, product, 422, "title", textcheck.MsgControl},
			{8, "PUT", "/api/orders/" + placed.Number, admin, map[string]any{"delivery_fee": 1e12}, 422, "delivery_fee", orders.MsgAmountTooBig},
			{8, "GET", "/api/orders?page=4611686018427387904", admin, nil, 422, "page", "Must be a whole number from 1 to 1,000,000"},
			{16, "GET", "/api/products?page=4611686018427387904", nil, nil, 200, "", ""},
		} {
			got := send(t, a, p.method, p.path, p.header, p.body)
			if got.status != p.want || (p.field != "" && got.Fields[p.field] != p.msg) {
				t.Errorf("finding %d, %s %.60s: got %d %.300s, want %d with %s %q", p.finding, p.method, p.path, got.status, got.raw, p.want, p.field, p.msg)
			}
		}
		for _, l := range a.Logs.All() {
			if n := len(fmt.Sprint(l.ContextMap())); n > 4096 {
				t.Errorf("log line %q is %d bytes long", l.Message, n)
			}
		}
	})
}

// Finding 9: HSTS only over HTTPS, connections to the shop only, a JSON
// body that trickles is cut off, /metrics is not beside the shop.
func TestHeadersAndDeadlines(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		a := hostile(t, cfg, func(c *config.Config) {
			c.TrustedProxies = []string{"192.0.2.1"} // not us: our X-Forwarded-Proto is a client's claim
			c.BodyTimeout = 300 * time.Millisecond
		})
		got := send(t, a, http.MethodGet, "/api/health", http.Header{"X-Forwarded-Proto": {"https"}}, nil)
		if hsts := got.header.Get("Strict-Transport-Security"); hsts != "" {
			t.Errorf("HSTS on plain HTTP claiming https: %q", hsts)
		}
		csp := got.header.Get("Content-Security-Policy")
		if !strings.Contains(csp, "connect-src 'self';") || strings.Contains(csp, "ws:") {
			t.Errorf("CSP connect-src: %q, want 'self' only", csp)
		}
		if body := send(t, a, http.MethodGet, "/metrics", nil, nil); strings.Contains(string(body.raw), "go_goroutines") {
			t.Error("/metrics is served beside the shop")
		}

		// A body announced as 1000 bytes, of which 10 arrive.
		conn, err := net.Dial("tcp", strings.TrimPrefix(a.URL, "http://"))
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close()
		fmt.Fprintf(conn, "POST /api/auth/login HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{\"passwor")
		if err := conn.SetReadDeadline(time.Now().Add(20 * time.Second)); err != nil {
			t.Fatal(err)
		}
		res, err := http.ReadResponse(bufio.NewReader(conn), nil)
		var ne net.Error
		if errorsAs(err, &ne) && ne.Timeout() {
			t.Error("a trickling JSON body held the connection past its deadline")
		}
		// Finding 18: answered 408, one INFO line, no ERROR.
		if err != nil {
			t.Fatalf("the trickling body's answer: %v", err)
		}
		_ = res.Body.Close()
		if res.StatusCode != http.StatusRequestTimeout {
			t.Errorf("a trickling JSON body: got %d, want 408", res.StatusCode)
		}
		if n := a.Logs.FilterLevelExact(zapcore.ErrorLevel).Len(); n != 0 {
			t.Errorf("ERROR lines for a trickling body: %d (%v)", n, a.Logs.FilterLevelExact(zapcore.ErrorLevel).All())
		}
		if n := a.Logs.FilterField(zap.Int("status", http.StatusRequestTimeout)).Len(); n != 1 {
			t.Errorf("lines for the 408: got %d, want 1", n)
		}
	})
}

// stockSnapshot is every product's stock as stored, to compare before and
// after a refused order.
func stockSnapshot(t *testing.T, a *apptest.App) string {
	t.Helper()
	var rows []string
	if err := a.DB.Raw("SELECT id || ':' || stock FROM products ORDER BY id").Scan(&rows).Error; err != nil {
		t.Fatal(err)
	}
	return strings.Join(rows, "\n")
}

// Finding 10: one anonymous order cannot take the stock. Units are bounded
// per line, per order and per phone in unpaid orders (the owner's
// settings); the refusal names the shop's WhatsApp and takes nothing. The
// owner's own orders are not limited.
func TestHoardingOrdersAreRefused(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		a := hostile(t, cfg)
		admin := apptest.AsAdmin(a.AdminCookie(t))
		before := stockSnapshot(t, a)
		fan := func(qty int) map[string]any { return map[string]any{"product_id": apptest.SampleFan, "quantity": qty} }
		abaya := func(size string, qty int) map[string]any {
			return map[string]any{"product_id": apptest.SampleAbaya, "size": size, "color": "Black", "quantity": qty}
		}
		hoard := order("Aishath Shifa", "7771001", apptest.SampleFan, 1)
		var lines []any
		for range 93 {
			lines = append(lines, abaya("M", 9))
		}
		hoard["items"] = lines
		perLine := order("Aishath Shifa", "7771002", apptest.SampleFan, 11)
		for i, p := range []struct {
			name  string
			body  map[string]any
			field string
			msg   string
		}{
			{"93 lines of 9", hoard, "items", "You can order at most 30 items in one order online."},
			{"one line of 11", perLine, "items[0].quantity", "You can order at most 10 of one item online."},
		} {
			got := send(t, a, http.MethodPost, "/api/orders", from(fmt.Sprintf("198.51.100.%d", i+1)), p.body)
			want := p.msg + " To arrange a larger order, please message us on WhatsApp: https://wa.me/9607771234"
			if got.status != http.StatusUnprocessableEntity || got.Error != want || got.Fields[p.field] != want {
				t.Errorf("%s: got %d %s, want 422 %q on %s", p.name, got.status, got.raw, want, p.field)
			}
		}
		if after := stockSnapshot(t, a); after != before {
			t.Errorf("stock changed by refused orders:\n%s\nwas\n%s", after, before)
		}

		// One phone's unpaid orders: at most 3 units (the owner's setting).
		var st map[string]any
		if err := json.Unmarshal(a.GetOK(t, "/api/settings", admin.Get("Cookie")), &st); err != nil {
			t.Fatal(err)
		}
		st["orderLimits"] = map[string]any{"maxUnitsPerLine": 10, "maxUnitsPerOrder": 30, "maxOpenUnitsPerPhone": 3, "cancelUnconfirmedCodAfterDays": 0}
		if got := send(t, a, http.MethodPut, "/api/settings", admin, st); got.status != http.StatusOK {
			t.Fatalf("save the limits: got %d %s", got.status, got.raw)
		}
		first := order("Aishath Shifa", "7771003", apptest.SampleFan, 2)
		placed := send(t, a, http.MethodPost, "/api/orders", from("198.51.100.3"), first)
		if placed.status != http.StatusCreated {
			t.Fatalf("2 fans: got %d %s", placed.status, placed.raw)
		}
		second := order("Aishath Shifa", "+960 777 1003", apptest.SampleFan, 1)
		second["items"] = []any{fan(1), abaya("S", 1)}
		got := send(t, a, http.MethodPost, "/api/orders", from("198.51.100.4"), second)
		if got.status != http.StatusUnprocessableEntity || !strings.HasPrefix(got.Error, "Orders for this phone number that are not paid yet may hold at most 3 items.") {
			t.Errorf("2 more units for the same phone: got %d %s, want 422", got.status, got.raw)
		}
		// Paid, the first order no longer holds the phone's allowance.
		if got := send(t, a, http.MethodPut, "/api/orders/"+placed.Number, admin, map[string]any{"payment_status": "paid"}); got.status != http.StatusOK {
			t.Fatalf("mark paid: got %d %s", got.status, got.raw)
		}
		if got := send(t, a, http.MethodPost, "/api/orders", from("198.51.100.4"), second); got.status != http.StatusCreated {
			t.Errorf("after the first was paid: got %d %s, want 201", got.status, got.raw)
		}
		// The owner placing an order for a caller is not limited.
		riceCooker := catalog.ProductIDPrefix + catalog.Slugify("Electric Rice Cooker 1.8 L") // 12 in stock
		if got := send(t, a, http.MethodPost, "/api/orders", admin, order("Aishath Shifa", "7771003", riceCooker, 12)); got.status != http.StatusCreated {
			t.Errorf("the owner's order of 12: got %d %s, want 201", got.status, got.raw)
		}
	})
}

// Finding 11: invalid orders naming a victim's phone spend the client's
// allowance only; the victim's real order still goes through.
func TestInvalidOrdersDoNotLockOutAPhone(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		a := hostile(t, cfg)
		victim := "7774321"
		for i := range config.Defaults().Limits.OrdersPerPhone.Max {
			bad := order("Attacker", victim, apptest.SampleFan, 1)
			bad["payment_method"] = "CARD"
			if got := send(t, a, http.MethodPost, "/api/orders", from(fmt.Sprintf("203.0.113.%d", i+1)), bad); got.status != http.StatusUnprocessableEntity {
				t.Fatalf("invalid order %d: got %d %s, want 422", i+1, got.status, got.raw)
			}
		}
		got := send(t, a, http.MethodPost, "/api/orders", from("198.51.100.50"), order("Aishath Shifa", victim, apptest.SampleFan, 1))
		if got.status != http.StatusCreated {
			t.Errorf("the victim's real order: got %d %s (Retry-After %q), want 201", got.status, got.raw, got.header.Get("Retry-After"))
		}
	})
}

func errorsAs(err error, target *net.Error) bool {
	ne, ok := err.(net.Error)
	if ok {
		*target = ne
	}
	return ok
}

func tinyPNG(t *testing.T) []byte {
	t.Helper()
	return imagingtest.PNG(t, image.NewGray(image.Rect(0, 0, 2, 2)))
}

// Findings 20 and 21: junk writes (401, 404) drop none of the catalogue's
// answers kept in memory, and listings that differ by a parameter no route
// reads, or by thousands of real queries, stay within the cache's bounds.
func TestTheCatalogueCacheCannotBeBustedOrFilled(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		var cache *storefront.Cache
		a := hostileWith(t, cfg, []fx.Option{fx.Populate(&cache)})
		get := func(path string) { t.Helper(); a.Flood(t, path) }
		if !apptest.Eventually(cache.Live) {
			t.Fatal("the cache never answered from memory")
		}
		get("/api/products?per_page=100")
		before := cache.Stats()
		for i := range 100 {
			client := from(fmt.Sprintf("198.51.100.%d", 100+i%50))
			if got := send(t, a, http.MethodPut, "/api/settings", client, map[string]any{}); got.status != http.StatusUnauthorized {
				t.Fatalf("finding 20, an anonymous settings write: got %d", got.status)
			}
			if got := send(t, a, http.MethodPost, "/api/no-such-route", client, map[string]any{}); got.status != http.StatusNotFound {
				t.Fatalf("finding 20, a write to no route: got %d", got.status)
			}
		}
		get("/api/products?per_page=100")
		if after := cache.Stats(); after.Drops != before.Drops || after.Hits != before.Hits+1 {
			t.Errorf("finding 20: 200 junk writes dropped the cache %d times; the listing after them from memory: %v",
				after.Drops-before.Drops, after.Hits > before.Hits)
		}

		for n := range 3000 {
			get(fmt.Sprintf("/api/products?per_page=100&z=%d", n))
		}
		if st := cache.Stats(); st.Entries != 1 {
			t.Errorf("finding 21: 3,000 listings differing by an unknown parameter keep %d answers, want 1", st.Entries)
		}
		for n := range 3000 {
			get(fmt.Sprintf("/api/products?per_page=100&q=%d", n))
		}
		if st := cache.Stats(); st.Entries > storefront.MaxEntries || st.Bytes > storefront.MaxTotalBytes {
			t.Errorf("finding 21: 3,000 real queries keep %d answers, %d bytes; want at most %d and %d",
				st.Entries, st.Bytes, storefront.MaxEntries, storefront.MaxTotalBytes)
		}
	})
}

// drawsEveryPage stands in for the app's render (so the probe does not
// depend on a built front end): it draws the path it is given.
const drawsEveryPage = `globalThis.dhoniRender = function (url, welcome, done) {
  done(JSON.stringify({ html: '<p>drawn ' + url + '</p>', state: {} }));
};`

// renders is the server's count of pages drawn, from its metrics.
func renders(t *testing.T, a *apptest.App) int {
	t.Helper()
	rec := httptest.NewRecorder()
	a.Engine.Metrics.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/metrics", nil))
	for line := range strings.Lines(rec.Body.String()) {
		if v, ok := strings.CutPrefix(strings.TrimSpace(line), "dhoni_page_renders_total "); ok {
			n, err := strconv.Atoi(v)
			if err != nil {
				t.Fatal(err)
			}
			return n
		}
	}
	t.Fatalf("no dhoni_page_renders_total in the metrics:\n%s", rec.Body)
	return 0
}

// Finding 22: the page renderer could be forced. Renders were kept by the
// raw path while the page was chosen from the cleaned one, so every
// spelling of a page's address (dot segments, double or trailing slashes,
// case) cost a fresh render. Now each spelling is redirected to the page's
// one address, and 1,000 of them cost no more renders than there are pages.
func TestPageRendersCannotBeForced(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		a := hostileWith(t, cfg, []fx.Option{fx.Decorate(func(log *zap.Logger) (*ssr.Renderer, error) {
			return ssr.NewFromScript(log, drawsEveryPage, 0)
		})})
		client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
		t.Cleanup(client.CloseIdleConnections)
		get := func(path string) (*http.Response, string) {
			t.Helper()
			res, err := client.Get(a.URL + path)
			if err != nil {
				t.Fatal(err)
			}
			defer res.Body.Close()
			body, err := io.ReadAll(res.Body)
			if err != nil {
				t.Fatal(err)
			}
			return res, string(body)
		}
		abaya := "pearl-trim-occasion-abaya"
		fan := catalog.Slugify("Rechargeable Stand Fan 16\"")
		pages := []string{"/", "/shop", "/shop/" + abaya, "/accessories/" + fan}
		spellings := []func(n int, page string) string{
			func(n int, page string) string { return fmt.Sprintf("/x%d/..%s", n, page) },
			func(n int, page string) string { return "/." + page },
			func(n int, page string) string { return "/" + page },
			func(n int, page string) string { return strings.Replace(page, "/", "//", 2) },
			func(n int, page string) string { return strings.ToUpper(page) },
			func(n int, page string) string { return page + "/" },
		}
		before := renders(t, a)
		for i := range 1000 {
			page := pages[i%len(pages)]
			path := spellings[(i/len(pages))%len(spellings)](i, page)
			if path == page {
				path = fmt.Sprintf("/x%d/..%s", i, page) // "/" in upper case is "/"
			}
			res, _ := get(path + "?utm_source=flood")
			if res.StatusCode != http.StatusMovedPermanently || res.Header.Get("Location") != page+"?utm_source=flood" {
				t.Fatalf("%s: %d to %q, want 301 to %s", path, res.StatusCode, res.Header.Get("Location"), page+"?utm_source=flood")
			}
			if _, body := get(res.Header.Get("Location")); !strings.Contains(body, `<div id="root">`) {
				t.Fatalf("%s: no app in %.300s", page, body)
			}
		}
		// The renders run beside the requests: every page ends up drawn.
		for _, page := range pages {
			deadline := time.Now().Add(10 * time.Second)
			for _, body := get(page); !strings.Contains(body, "<p>drawn "+page+"</p>"); _, body = get(page) {
				if time.Now().After(deadline) {
					t.Fatalf("%s never drawn", page)
				}
				time.Sleep(20 * time.Millisecond)
			}
		}
		if got := renders(t, a) - before; got < 1 || got > len(pages) {
			t.Errorf("renders for 1,000 spellings of %d pages: %d, want at most one a page", len(pages), got)
		}
		// The pages that are not drawn are never rendered, whatever is asked.
		drawn := renders(t, a)
		for _, path := range []string{"/no-such-page", "/shop/no-such-dress", "/shop/" + abaya + "/more", "/cart", "/admin", "/accessories", "/shop?sort=name"} {
			res, body := get(path)
			if res.StatusCode == http.StatusMovedPermanently || strings.Contains(body, "<p>drawn") {
				t.Errorf("%s: %d, drawn %v; want the page undrawn", path, res.StatusCode, strings.Contains(body, "<p>drawn"))
			}
		}
		if got := renders(t, a); got != drawn {
			t.Errorf("renders for pages that are not drawn: %d, want none", got-drawn)
		}
	})
}
