package httpapi_test

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/png"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"testing"

	"go.uber.org/fx"

	"dhoni/internal/app/apptest"
	"dhoni/internal/media/mediatest"
	"dhoni/internal/orders"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/dbtest"
	"dhoni/internal/platform/httpserver"
	"dhoni/internal/platform/money"
	"dhoni/internal/tailoring"
	"dhoni/internal/tailoring/httpapi"
)

const customerPhone = "777 1234"

type shop struct {
	*apptest.MediaShop
	tailoring *tailoring.Service
}

func start(t testing.TB, cfg config.Config) *shop {
	t.Helper()
	cfg.SampleData = true
	s := &shop{}
	s.MediaShop = apptest.StartMedia(t, cfg, fx.Populate(&s.tailoring))
	t.Cleanup(s.Client.CloseIdleConnections)
	return s
}

// call sends a JSON request (a nil body sends none) and returns the status
// and the answer.
func (s *shop) call(t testing.TB, method, path, cookie string, body any) (int, []byte) {
	t.Helper()
	h := http.Header{"Content-Type": {"application/json"}}
	if cookie != "" {
		h.Set("Cookie", cookie)
	}
	res, raw := s.Send(t, method, path, h, body)
	return res.StatusCode, raw
}

func (s *shop) mustCall(t testing.TB, method, path, cookie string, body any, want int) []byte {
	t.Helper()
	status, raw := s.call(t, method, path, cookie, body)
	if status != want {
		t.Fatalf("%s %s: got %d %s, want %d", method, path, status, raw, want)
	}
	return raw
}

func pngBytes(t testing.TB) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 40, 30))
	for x := range 40 {
		img.Set(x, 10, color.RGBA{200, 30, 90, 255})
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func checkout(items ...map[string]any) map[string]any {
	list := make([]any, len(items))
	for i, it := range items {
		list[i] = it
	}
	return map[string]any{
		"customer": map[string]any{
			"name": "Aishath Shifa", "phone": customerPhone,
			"address": map[string]any{"atoll": "Addu Atoll", "island": "Hithadhoo", "street": "Magu 12"},
		},
		"items": list, "payment_method": "COD",
	}
}

func abayaLine() map[string]any {
	return map[string]any{"product_id": apptest.SampleAbaya, "size": "M", "color": "Black", "quantity": 1}
}

func tailorLine(number string, price float64) map[string]any {
	return map[string]any{"tailor_item_id": number, "quantity": 1, "price": price}
}

func (s *shop) count(t testing.TB, table, where string, args ...any) int {
	t.Helper()
	var n int64
	if err := s.DB.Table(table).Where(where, args...).Count(&n).Error; err != nil {
		t.Fatalf("count %s: %v", table, err)
	}
	return int(n)
}

var requestNumber = regexp.MustCompile(`^TR-[0-9A-Z]{6,12}-[0-9A-Z]{4}$`)

// TestCustomDesignFromRequestToOrder walks a custom design from the
// customer's form to an order: design file, request, the owner's alert,
// the admin's quote, the lookup, a checkout beside a product, and the
// request accepted and linked to the order; with the refusals on the way.
func TestCustomDesignFromRequestToOrder(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		s := start(t, cfg)
		admin := s.AdminCookie(t)

		up := s.Upload(t, "", mediatest.Field("purpose", "design-file"), mediatest.File("sketch.png", "image/png", pngBytes(t)))
		design := mediatest.Decode(t, up)
		if up.StatusCode != http.StatusCreated || !strings.HasPrefix(design.Ref, "slip_") {
			t.Fatalf("design upload: got %d %+v, want 201 with a private ref", up.StatusCode, design)
		}

		raw := s.mustCall(t, http.MethodPost, "/api/tailoring/requests", "", map[string]any{
			"kind": "custom_design", "phone": customerPhone,
			"description": "A navy abaya with pearl cuffs,\nankle length.", "fabric_type": "Nida", "color": "Navy",
			"unit": "in", "measurements": map[string]any{"bust": 36, "waist": nil, "length": 56.5},
			"notes": "For Eid", "design_files": []string{design.Ref},
		}, http.StatusCreated)
		req := apptest.Decode[httpapi.RequestJSON](t, raw)
		if !requestNumber.MatchString(req.Number) || req.Status != "new" || req.Phone != "+9607771234" ||
			req.DesignFiles != 1 || req.Price != nil || req.Orderable {
			t.Fatalf("new request: got %+v", req)
		}
		// Stored in one unit (millimetres), shown in the customer's and in cm.
		if req.Measurements["bust"] != 36 || req.MeasurementsCM["bust"] != 91.4 || req.MeasurementsCM["length"] != 143.5 ||
			len(req.Measurements) != 2 {
			t.Errorf("measurements: got %v in, %v cm; want bust 36 in = 91.4 cm, length 56.5 in = 143.5 cm", req.Measurements, req.MeasurementsCM)
		}
		if n := s.count(t, "tailoring_requests", "number = ? AND bust_mm = ? AND length_mm = ? AND waist_mm IS NULL", req.Number, 914, 1435); n != 1 {
			t.Errorf("stored measurements: got %d rows with bust 914 mm and length 1435 mm, want 1", n)
		}
		if n := s.count(t, "notify_outbox", "order_number = ? AND text LIKE ?", req.Number, "%New tailoring request%"); n != 1 {
			t.Errorf("owner's alert: got %d outbox rows for %s, want 1", n, req.Number)
		}

		// The admin sees it first, with its design file.
		list := apptest.Decode[[]httpapi.RequestJSON](t, s.mustCall(t, http.MethodGet, "/api/tailoring/requests?status=new&q=navy", admin, nil, http.StatusOK))
		if len(list) != 1 || list[0].Number != req.Number {
			t.Fatalf("admin list (new, \"navy\"): got %+v, want %s", list, req.Number)
		}
		res := s.Do(t, http.MethodGet, "/api/tailoring/requests/"+req.Number+"/files/0", http.Header{"Cookie": {admin}}, nil)
		file, _ := io.ReadAll(res.Body)
		if res.StatusCode != 200 || res.Header.Get("Content-Type") != "image/png" || !bytes.Equal(file, pngBytes(t)) {
			t.Errorf("design file: got %d %s (%d bytes), want the PNG as uploaded", res.StatusCode, res.Header.Get("Content-Type"), len(file))
		}
		if res := s.Get(t, "/api/tailoring/requests/"+req.Number+"/files/0"); res.StatusCode != http.StatusUnauthorized {
			t.Errorf("design file for a stranger: got %d, want 401", res.StatusCode)
		}

		track := "/api/tailoring/requests/track?number=" + strings.ToLower(req.Number) + "&phone=" + url.QueryEscape("+960 777-1234")
		if status, raw := s.call(t, http.MethodGet, "/api/tailoring/requests/track?number="+req.Number+"&phone=7654321", "", nil); status != 404 ||
			apptest.Decode[httpserver.ErrorBody](t, raw).Error != tailoring.MsgTrackNotFound {
			t.Errorf("lookup with another phone: got %d %s, want 404 %q", status, raw, tailoring.MsgTrackNotFound)
		}

		// Not quoted yet: refused at checkout, nothing ordered.
		status, raw := s.call(t, http.MethodPost, "/api/orders", "", checkout(abayaLine(), tailorLine(req.Number, 1)))
		if e := apptest.Decode[httpserver.ErrorBody](t, raw); status != 422 || e.Fields["items[1].tailor_item_id"] != tailoring.MsgNotOrderable {
			t.Fatalf("order before the quote: got %d %s, want 422 %q on items[1]", status, raw, tailoring.MsgNotOrderable)
		}

		path := "/api/tailoring/requests/" + req.Number
		status, raw = s.call(t, http.MethodPut, path, admin, map[string]any{"status": "quoted", "estimated_price": nil, "final_price": nil})
		if e := apptest.Decode[httpserver.ErrorBody](t, raw); status != 422 || e.Fields["status"] != tailoring.MsgQuoteNoPrice {
			t.Errorf("quote without a price: got %d %s", status, raw)
		}
		status, raw = s.call(t, http.MethodPut, path, admin, map[string]any{"status": "quoted", "estimated_price": -5, "final_price": nil})
		if e := apptest.Decode[httpserver.ErrorBody](t, raw); status != 422 || e.Fields["estimated_price"] != tailoring.MsgPrice {
			t.Errorf("negative price: got %d %s", status, raw)
		}
		s.mustCall(t, http.MethodPut, path, admin, map[string]any{"status": "quoted", "estimated_price": 1500, "final_price": nil}, 200)
		got := apptest.Decode[httpapi.RequestJSON](t, s.mustCall(t, http.MethodPut, path, admin,
			map[string]any{"status": "quoted", "estimated_price": 1500, "final_price": 1750.5}, 200))
		if got.Status != "quoted" || *got.Price != 1750.5 || len(got.StatusHistory) != 2 {
			t.Fatalf("quoted: got %+v, want quoted at MVR 1750.50 with two history entries", got)
		}

		got = apptest.Decode[httpapi.RequestJSON](t, s.mustCall(t, http.MethodGet, track, "", nil, 200))
		if got.Status != "quoted" || got.Price == nil || *got.Price != 1750.5 || !got.Orderable {
			t.Fatalf("customer's lookup: got %+v, want quoted, MVR 1750.50, orderable", got)
		}

		for _, tc := range []struct {
			name  string
			body  map[string]any
			field string
			want  string
		}{
			{"another phone", func() map[string]any {
				b := checkout(tailorLine(req.Number, 1750.5))
				b["customer"].(map[string]any)["phone"] = "7999999"
				return b
			}(), "items[0].tailor_item_id", orders.MsgTailorGone}, // as for an unknown request
			{"two of it", checkout(map[string]any{"tailor_item_id": req.Number, "quantity": 2}), "items[0].quantity", orders.MsgTailorQuantity},
			{"the estimate, not the final price", checkout(tailorLine(req.Number, 1500)), "items[0].price", orders.MsgPricesChanged},
			{"an unknown request", checkout(tailorLine("TR-ZZZZZZZ-ZZZZ", 10)), "items[0].tailor_item_id", orders.MsgTailorGone},
		} {
			status, raw := s.call(t, http.MethodPost, "/api/orders", "", tc.body)
			if e := apptest.Decode[httpserver.ErrorBody](t, raw); status != 422 || e.Fields[tc.field] != tc.want {
				t.Errorf("%s: got %d %s, want 422 %q on %s", tc.name, status, raw, tc.want, tc.field)
			}
		}

		// Ordered beside a product: priced from the request, not the browser.
		o := apptest.Decode[struct {
			OrderNumber string  `json:"order_number"`
			Subtotal    float64 `json:"subtotal"`
			Total       float64 `json:"total"`
			Items       []struct {
				TailorItemID string  `json:"tailor_item_id"`
				ProductID    string  `json:"product_id"`
				Title        string  `json:"title"`
				Price        float64 `json:"price"`
				Quantity     int     `json:"quantity"`
			} `json:"items"`
		}](t, s.mustCall(t, http.MethodPost, "/api/orders", "", checkout(abayaLine(), map[string]any{"tailor_item_id": req.Number, "quantity": 1}), 201))
		if o.Subtotal != 2200+1750.5 || o.Total != 2200+1750.5+150 || len(o.Items) != 2 ||
			o.Items[1].TailorItemID != req.Number || o.Items[1].ProductID != "" || o.Items[1].Price != 1750.5 ||
			o.Items[1].Title != "Custom design "+req.Number {
			t.Fatalf("order: got %+v", o)
		}
		got = apptest.Decode[httpapi.RequestJSON](t, s.mustCall(t, http.MethodGet, path, admin, nil, 200))
		if got.Status != "accepted" || got.OrderNumber == nil || *got.OrderNumber != o.OrderNumber || got.Orderable {
			t.Fatalf("after the order: got %+v, want accepted and linked to %s", got, o.OrderNumber)
		}
		if n := s.count(t, "order_items", "order_number = ? AND tailor_item_id = ?", o.OrderNumber, req.Number); n != 1 {
			t.Errorf("stored tailor-made line: got %d, want 1", n)
		}
		status, raw = s.call(t, http.MethodPost, "/api/orders", "", checkout(tailorLine(req.Number, 1750.5)))
		if e := apptest.Decode[httpserver.ErrorBody](t, raw); status != 422 || e.Fields["items[0].tailor_item_id"] != tailoring.MsgAlreadyOrdered {
			t.Errorf("ordered again: got %d %s, want 422 %q", status, raw, tailoring.MsgAlreadyOrdered)
		}
		status, raw = s.call(t, http.MethodPut, path, admin, map[string]any{"status": "in_progress", "estimated_price": 1500, "final_price": 2000})
		if e := apptest.Decode[httpserver.ErrorBody](t, raw); status != 422 || e.Fields["final_price"] != tailoring.MsgPriceLocked {
			t.Errorf("price change after the order: got %d %s, want 422 %q", status, raw, tailoring.MsgPriceLocked)
		}
		got = apptest.Decode[httpapi.RequestJSON](t, s.mustCall(t, http.MethodPut, path, admin,
			map[string]any{"status": "in_progress", "estimated_price": 1500, "final_price": 1750.5}, 200))
		if got.Status != "in_progress" || len(got.StatusHistory) != 4 {
			t.Errorf("in progress: got %+v, want 4 history entries", got)
		}
	})
}

// TestRequestRules: the specification's messages for every rule, 422, and
// nothing stored; an alteration with one measurement is taken.
func TestRequestRules(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		s := start(t, cfg)
		for _, tc := range []struct {
			name string
			body map[string]any
			want map[string]string
		}{
			{"an empty custom design", map[string]any{"kind": "custom_design"}, map[string]string{
				"phone": tailoring.MsgPhone, "description": tailoring.MsgDescription, "measurements": tailoring.MsgMeasurement}},
			{"an alteration without item type", map[string]any{"kind": "alteration", "phone": "9123456",
				"measurements": map[string]any{"waist": 0}}, map[string]string{
				"item_type": tailoring.MsgItemType, "measurements.waist": "Must be between 1 and 300 cm"}},
			// A control character is refused as the body is read, before the
			// request's own rules (docs/security.md).
			{"a control character", map[string]any{"kind": "custom_design", "phone": "7771234",
				"description": "A long enough description", "fabric_type": "Silk\x00",
				"measurements": map[string]any{"bust": 90}}, map[string]string{
				"fabric_type": tailoring.MsgControlChars}},
			{"too short, too long, too many files", map[string]any{"kind": "custom_design", "phone": "7771234",
				"description": "Nine char", "color": strings.Repeat("x", 61), "unit": "in",
				"measurements": map[string]any{"hips": 200, "neck": 10},
				"design_files": []string{"a", "b", "c", "d", "e", "f"}}, map[string]string{
				"description": tailoring.MsgDescription,
				"color":       "Must be at most 60 characters", "measurements.hips": "Must be between 0.4 and 118 in",
				"measurements.neck": "Unknown measurement", "design_files": tailoring.MsgTooManyFiles}},
			{"a design file nobody uploaded", map[string]any{"kind": "custom_design", "phone": "7771234",
				"description": "A long enough description", "measurements": map[string]any{"bust": 90},
				"design_files": []string{"slip_0123456789abcdef01234567"}}, map[string]string{
				"design_files[0]": tailoring.MsgFileNotFound}},
		} {
			status, raw := s.call(t, http.MethodPost, "/api/tailoring/requests", "", tc.body)
			e := apptest.Decode[httpserver.ErrorBody](t, raw)
			if status != 422 || len(e.Fields) != len(tc.want) {
				t.Errorf("%s: got %d %s, want 422 with %v", tc.name, status, raw, tc.want)
				continue
			}
			for f, msg := range tc.want {
				if e.Fields[f] != msg {
					t.Errorf("%s: %s got %q, want %q", tc.name, f, e.Fields[f], msg)
				}
			}
		}
		if n := s.count(t, "tailoring_requests", "1 = 1"); n != 0 {
			t.Errorf("stored after refusals: %d requests, want 0", n)
		}

		raw := s.mustCall(t, http.MethodPost, "/api/tailoring/requests", "", map[string]any{
			"kind": "alteration", "phone": "9123456", "item_type": "abaya", "measurements": map[string]any{"length": 140},
			"notes": "Shorten by 5 cm,\tplease",
		}, 201)
		alt := apptest.Decode[httpapi.RequestJSON](t, raw)
		if alt.ItemType != "Abaya" || alt.Unit != "cm" || alt.Measurements["length"] != 140 || alt.Title != "Alteration (Abaya) "+alt.Number {
			t.Errorf("alteration: got %+v", alt)
		}
		admin := s.AdminCookie(t)
		list := apptest.Decode[[]httpapi.RequestJSON](t, s.mustCall(t, http.MethodGet, "/api/tailoring/requests?q=9123456", admin, nil, 200))
		if len(list) != 1 || list[0].Number != alt.Number || list[0].Kind != "alteration" {
			t.Errorf("admin search by phone: got %+v, want %s", list, alt.Number)
		}
		status, raw := s.call(t, http.MethodGet, "/api/tailoring/requests?status=lost&per_page=500", admin, nil)
		if e := apptest.Decode[httpserver.ErrorBody](t, raw); status != 422 || e.Fields["status"] == "" || e.Fields["per_page"] == "" {
			t.Errorf("bad list filter: got %d %s", status, raw)
		}
		status, raw = s.call(t, http.MethodGet, "/api/tailoring/requests/track?number=&phone=12", "", nil)
		if e := apptest.Decode[httpserver.ErrorBody](t, raw); status != 422 || e.Fields["number"] != tailoring.MsgRequestNumberRequired ||
			e.Fields["phone"] != "Please enter a valid Maldives phone number" {
			t.Errorf("empty lookup: got %d %s", status, raw)
		}
	})
}

// TestSendingAndLookingUpAreLimited: a client sending request after request,
// or guessing numbers, is told to wait (429).
func TestSendingAndLookingUpAreLimited(t *testing.T) {
	t.Parallel()
	s := start(t, dbtest.Config(t, database.SQLite))
	body := map[string]any{"kind": "alteration"}
	for i := range 10 {
		if status, raw := s.call(t, http.MethodPost, "/api/tailoring/requests", "", body); status != 422 {
			t.Fatalf("send %d: got %d %s, want 422", i+1, status, raw)
		}
	}
	status, raw := s.call(t, http.MethodPost, "/api/tailoring/requests", "", body)
	if status != 429 || apptest.Decode[httpserver.ErrorBody](t, raw).Error != "Too many requests sent. Please try again later." {
		t.Errorf("11th send: got %d %s, want 429", status, raw)
	}
	for i := range 20 {
		if status, _ := s.call(t, http.MethodGet, "/api/tailoring/requests/track?number=TR-AAAAAAA-AAAA&phone=7771234", "", nil); status != 404 {
			t.Fatalf("lookup %d: got %d, want 404", i+1, status)
		}
	}
	if status, _ := s.call(t, http.MethodGet, "/api/tailoring/requests/track?number=TR-AAAAAAA-AAAA&phone=7771234", "", nil); status != 429 {
		t.Errorf("21st lookup: got %d, want 429", status)
	}
}

// TestQuotedRequestIsOrderedOnce: the same quoted request ordered by several
// checkouts at once gives one order; the others are refused and leave
// nothing behind. Round after round, on fresh requests.
func TestQuotedRequestIsOrderedOnce(t *testing.T) {
	t.Parallel()
	dbtest.ForEachRounds(t, map[database.Dialect]int{database.Postgres: 10, database.SQLite: 3}, func(t *testing.T, cfg config.Config, rounds int) {
		s := start(t, cfg)
		ctx := context.Background()
		const buyers = 8
		for round := range rounds {
			r, err := s.tailoring.Submit(ctx, tailoring.Submission{Kind: "alteration", Phone: customerPhone,
				ItemType: "Dress", Measurements: map[tailoring.Part]float64{tailoring.Waist: 70}})
			if err != nil {
				t.Fatal(err)
			}
			quoted, price := tailoring.Quoted, money.Laari(45000)
			if _, err := s.tailoring.Update(ctx, r.Number(), tailoring.Change{Status: &quoted, SetPrices: true, EstimatedPrice: &price}); err != nil {
				t.Fatal(err)
			}
			statuses := make(chan int, buyers)
			var wg sync.WaitGroup
			for range buyers {
				wg.Go(func() {
					status, raw := s.call(t, http.MethodPost, "/api/orders", "", checkout(tailorLine(r.Number(), 450)))
					if status != 201 {
						if e := apptest.Decode[httpserver.ErrorBody](t, raw); e.Fields["items[0].tailor_item_id"] != tailoring.MsgAlreadyOrdered {
							t.Errorf("round %d: a refusal reads %d %s, want %q", round, status, raw, tailoring.MsgAlreadyOrdered)
						}
					}
					statuses <- status
				})
			}
			wg.Wait()
			close(statuses)
			created := 0
			for st := range statuses {
				if st == 201 {
					created++
				} else if st != 409 && st != 422 {
					t.Errorf("round %d: got status %d, want 201, 409 or 422", round, st)
				}
			}
			if created != 1 {
				t.Fatalf("round %d: %d orders created, want 1", round, created)
			}
			if n := s.count(t, "order_items", "tailor_item_id = ?", r.Number()); n != 1 {
				t.Fatalf("round %d: %d order lines for the request, want 1", round, n)
			}
			got, err := s.tailoring.Get(ctx, r.Number())
			if err != nil || got.Status() != tailoring.Accepted || got.OrderNumber() == "" {
				t.Fatalf("round %d: request after the race: %v %v", round, got, err)
			}
			if n := s.count(t, "orders", "order_number = ?", got.OrderNumber()); n != 1 {
				t.Fatalf("round %d: linked order %s: %d rows, want 1", round, got.OrderNumber(), n)
			}
		}
	})
}
