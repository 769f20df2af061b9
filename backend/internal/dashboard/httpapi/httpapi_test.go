package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"testing"
	"time"

	"go.uber.org/fx"
	"gorm.io/gorm"

	ordersstore "dhoni/internal/orders/gormstore"

	"dhoni/internal/app/apptest"
	"dhoni/internal/catalog"
	"dhoni/internal/orders"
	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/dbtest"
	"dhoni/internal/platform/money"
)

// now is 01:30 on 11 March in Malé (20:30 UTC the day before).
var now = time.Date(2026, 3, 10, 20, 30, 0, 0, time.UTC)

type totals struct {
	Orders, Cancelled                int
	Revenue, Paid, Unpaid, COD, Bank float64
}

type dashboardJSON struct {
	Date    string
	Periods struct{ Today, Week, Month totals }
	Chart   []struct {
		Date    string
		Orders  int
		Revenue float64
	}
	Waiting struct {
		Count  int
		Orders []struct {
			OrderNumber   string  `json:"order_number"`
			CustomerName  string  `json:"customer_name"`
			Total         float64 `json:"total"`
			PaymentMethod string  `json:"payment_method"`
			Status        string  `json:"status"`
			SlipURL       *string `json:"slip_url"`
		}
	}
	LowStock struct {
		Threshold int
		Variants  []struct {
			ProductID string `json:"product_id"`
			Title     string
			Variant   string
			Color     string
			Size      string
			Left      int
		}
	} `json:"low_stock"`
	BestSellers []struct {
		ProductID string `json:"product_id"`
		Title     string
		Units     int
		Revenue   float64
	} `json:"best_sellers"`
}

// order is one seeded order: a number of fans at MVR 1,000 plus MVR 50 delivery.
type order struct {
	number string
	at     time.Time
	fans   int
	method orders.PaymentMethod
	paid   orders.PaymentStatus
	status orders.Status
	slip   string
}

func seed(t testing.TB, db *gorm.DB, list []order) {
	t.Helper()
	err := db.Transaction(func(tx *gorm.DB) error {
		store := ordersstore.New(tx)
		for _, o := range list {
			rec, err := orders.UnmarshalOrderFromDatabase(orders.Record{
				Number: o.number,
				Customer: orders.Customer{Name: "Customer " + o.number, Phone: "+9607770000",
					Address: orders.Address{Atoll: "Malé", Island: "Malé", Street: "Magu 1"}},
				Items: []orders.Item{
					{ID: o.number + "-1", ProductID: "prod-fan", Title: "Fan", SKU: "FAN", Quantity: o.fans, Price: 100000},
					{ID: o.number + "-2", ProductID: "prod-abaya", Title: "Abaya", SKU: "AB", Size: "M", Quantity: 1, Price: 0},
				},
				Subtotal: money.Laari(o.fans) * 100000, DeliveryFee: 5000, PaymentMethod: o.method,
				PaymentStatus: o.paid, Status: o.status, TransferSlip: o.slip,
				History:   []orders.StatusChange{{Status: o.status, At: o.at}},
				CreatedAt: o.at, UpdatedAt: o.at, Fingerprint: o.number,
			})
			if err != nil {
				return err
			}
			if err := store.Create(context.Background(), rec); err != nil {
				return fmt.Errorf("seed %s: %w", o.number, err)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func start(t testing.TB, cfg config.Config) *apptest.App {
	cfg.SampleData = true
	return apptest.Start(t, cfg, apptest.WithClock(clock.NewManual(now)))
}

func getDashboard(t testing.TB, a *apptest.App, cookie string) dashboardJSON {
	t.Helper()
	return apptest.Decode[dashboardJSON](t, a.GetOK(t, "/api/dashboard", cookie))
}

func TestDashboardFiguresByMaldivesDay(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		a := start(t, cfg)
		seed(t, a.DB.DB, []order{
			// 00:10 in Malé on the 11th: today, though still the 10th in UTC.
			{"DH-TODAY-1", time.Date(2026, 3, 10, 19, 10, 0, 0, time.UTC), 1, orders.CashOnDelivery, orders.Unpaid, orders.Pending, ""},
			{"DH-TODAY-2", time.Date(2026, 3, 10, 20, 0, 0, 0, time.UTC), 2, orders.BankTransfer, orders.Paid, orders.Processing, ""},
			{"DH-TODAY-X", time.Date(2026, 3, 10, 20, 5, 0, 0, time.UTC), 3, orders.CashOnDelivery, orders.Unpaid, orders.Cancelled, ""},
			// 23:50 in Malé on the 10th: yesterday, a bank transfer with its slip.
			{"DH-YEST-1", time.Date(2026, 3, 10, 18, 50, 0, 0, time.UTC), 4, orders.BankTransfer, orders.Unpaid, orders.Processing, "slip-yest"},
			// Eight days ago: the month, not the week.
			{"DH-OLD-1", time.Date(2026, 3, 3, 6, 0, 0, 0, time.UTC), 5, orders.CashOnDelivery, orders.Paid, orders.Delivered, ""},
			// 31 days ago: outside everything.
			{"DH-GONE-1", time.Date(2026, 2, 8, 6, 0, 0, 0, time.UTC), 9, orders.CashOnDelivery, orders.Unpaid, orders.Pending, ""},
		})
		d := getDashboard(t, a, a.AdminCookie(t))

		if d.Date != "2026-03-11" {
			t.Errorf("date: got %s, want 2026-03-11 (Maldives time)", d.Date)
		}
		// Totals are MVR: n fans at 1,000 + 50 delivery.
		want := map[string]totals{
			"today": {Orders: 3, Cancelled: 1, Revenue: 3100, Paid: 2050, Unpaid: 1050, COD: 1050, Bank: 2050},
			"week":  {Orders: 4, Cancelled: 1, Revenue: 7150, Paid: 2050, Unpaid: 5100, COD: 1050, Bank: 6100},
			"month": {Orders: 5, Cancelled: 1, Revenue: 12200, Paid: 7100, Unpaid: 5100, COD: 6100, Bank: 6100},
		}
		for name, got := range map[string]totals{"today": d.Periods.Today, "week": d.Periods.Week, "month": d.Periods.Month} {
			if got != want[name] {
				t.Errorf("%s: got %+v, want %+v", name, got, want[name])
			}
		}
		if len(d.Chart) != 30 || d.Chart[0].Date != "2026-02-10" || d.Chart[29].Date != "2026-03-11" {
			t.Fatalf("chart: got %d days from %v, want 30 days 2026-02-10..2026-03-11", len(d.Chart), d.Chart)
		}
		if c := d.Chart[29]; c.Orders != 3 || c.Revenue != 3100 {
			t.Errorf("chart today: got %+v, want 3 orders, MVR 3100", c)
		}
		if c := d.Chart[28]; c.Date != "2026-03-10" || c.Orders != 1 || c.Revenue != 4050 {
			t.Errorf("chart yesterday: got %+v, want 1 order, MVR 4050", c)
		}

		// Waiting: the pending ones and the unpaid transfer, the oldest first.
		var numbers []string
		for _, w := range d.Waiting.Orders {
			numbers = append(numbers, w.OrderNumber)
		}
		if fmt.Sprint(numbers) != "[DH-GONE-1 DH-YEST-1 DH-TODAY-1]" || d.Waiting.Count != 3 {
			t.Errorf("waiting: got %v (count %d), want [DH-GONE-1 DH-YEST-1 DH-TODAY-1] (3)", numbers, d.Waiting.Count)
		}
		for _, w := range d.Waiting.Orders {
			hasSlip := w.SlipURL != nil
			if hasSlip != (w.OrderNumber == "DH-YEST-1") {
				t.Errorf("waiting %s: slip_url %v", w.OrderNumber, w.SlipURL)
			}
			if hasSlip && *w.SlipURL != "/api/orders/DH-YEST-1/slip" {
				t.Errorf("slip url: got %s", *w.SlipURL)
			}
		}

		// Best sellers of the month, cancelled orders left out.
		if len(d.BestSellers) != 2 || d.BestSellers[0].ProductID != "prod-fan" || d.BestSellers[0].Units != 12 || d.BestSellers[0].Revenue != 12000 {
			t.Errorf("best sellers: got %+v, want the fan first with 12 units, MVR 12000", d.BestSellers)
		}

		// Low stock on the sample catalog, threshold 2: the abaya's Black M (2) and L (1).
		if d.LowStock.Threshold != 2 {
			t.Errorf("threshold: got %d, want 2", d.LowStock.Threshold)
		}
		found := map[string]int{}
		for _, v := range d.LowStock.Variants {
			if v.Left > 2 {
				t.Errorf("low stock lists %+v above the threshold", v)
			}
			if v.Title == "Pearl-Trim Occasion Abaya" {
				found[v.Color+" "+v.Size] = v.Left
			}
		}
		if found["Black M"] != 2 || found["Black L"] != 1 {
			t.Errorf("abaya low stock: got %v, want Black M 2 and Black L 1", found)
		}
	})
}

func TestDashboardLowStockFollowsTheThreshold(t *testing.T) {
	t.Parallel()
	a := start(t, dbtest.Config(t, database.SQLite))
	cookie := a.AdminCookie(t)
	before := getDashboard(t, a, cookie)
	res := a.Do(t, http.MethodGet, "/api/settings", apptest.AsAdmin(cookie), nil)
	var st map[string]any
	if err := json.NewDecoder(res.Body).Decode(&st); err != nil {
		t.Fatal(err)
	}
	st["inventory"] = map[string]any{"lowStockThreshold": 0}
	raw, err := json.Marshal(st)
	if err != nil {
		t.Fatal(err)
	}
	if res := a.Do(t, http.MethodPut, "/api/settings", apptest.AsAdmin(cookie), bytes.NewReader(raw)); res.StatusCode != http.StatusOK {
		t.Fatalf("PUT /api/settings: got %d", res.StatusCode)
	}
	after := getDashboard(t, a, cookie)
	if len(before.LowStock.Variants) == 0 {
		t.Fatal("the sample catalog has no variant at 2 or fewer")
	}
	if after.LowStock.Threshold != 0 || len(after.LowStock.Variants) >= len(before.LowStock.Variants) {
		t.Errorf("threshold 0: got %d with %d variants, want 0 with fewer than %d", after.LowStock.Threshold, len(after.LowStock.Variants), len(before.LowStock.Variants))
	}
	for _, v := range after.LowStock.Variants {
		if v.Left > after.LowStock.Threshold {
			t.Errorf("threshold %d lists %+v", after.LowStock.Threshold, v)
		}
	}
}

// BenchmarkDashboard measures GET /api/dashboard through the real router
// with 5,000 orders of two lines each over the last 30 days, on SQLite and
// (with TEST_DATABASE_URL) PostgreSQL.
func BenchmarkDashboard(b *testing.B) {
	for _, dialect := range dbtest.Dialects {
		b.Run(string(dialect), func(b *testing.B) {
			a := start(b, dbtest.Config(b, dialect))
			list := make([]order, 5000)
			methods := []orders.PaymentMethod{orders.CashOnDelivery, orders.BankTransfer}
			statuses := []orders.Status{orders.Pending, orders.Processing, orders.Shipped, orders.Delivered, orders.Cancelled}
			for i := range list {
				list[i] = order{
					number: fmt.Sprintf("DH-BENCH-%05d", i), at: now.Add(-time.Duration(i) * 8 * time.Minute),
					fans: 1 + i%3, method: methods[i%2], paid: orders.PaymentStatus([]string{"unpaid", "paid"}[i/2%2]),
					status: statuses[i%5],
				}
			}
			seed(b, a.DB.DB, list)
			cookie := a.AdminCookie(b)
			b.ResetTimer()
			for b.Loop() {
				res := a.Do(b, http.MethodGet, "/api/dashboard", apptest.AsAdmin(cookie), nil)
				if _, err := io.Copy(io.Discard, res.Body); err != nil || res.StatusCode != http.StatusOK {
					b.Fatalf("got %d %v, want 200", res.StatusCode, err)
				}
				res.Body.Close()
			}
		})
	}
}

// TestDashboardLowStockOfManyProducts: with more low products than the list
// holds, several of one title, the list read through the products' least
// stock (decision 251) is the one read from every product's stock: the
// fewest left first, then by title and variant. It follows an edit of the
// stock, an order's take and its return.
func TestDashboardLowStockOfManyProducts(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		cfg.SampleData = true
		var cat *catalog.Service
		a := apptest.Start(t, cfg, apptest.WithClock(clock.NewManual(now)), fx.Populate(&cat))
		cookie := a.AdminCookie(t)
		ctx := context.Background()
		fan, err := cat.Product(ctx, apptest.SampleFan)
		if err != nil {
			t.Fatal(err)
		}
		details := func(i, left int) catalog.ProductDetails {
			return catalog.ProductDetails{
				Title: fmt.Sprintf("Low Fan %02d", i/3%15), SKU: fmt.Sprintf("LOW-%02d", i),
				Description: "A fan for the low-stock list.", Price: 100000,
				CategoryID: fan.CategoryID(), ShopType: catalog.Accessories,
				Stock: map[string]int{catalog.DefaultStockKey: left},
			}
		}
		var ids []string
		for i := range 80 {
			p, err := cat.CreateProduct(ctx, details(i, i%4))
			if err != nil {
				t.Fatalf("product %d: %v", i, err)
			}
			ids = append(ids, p.ID())
		}
		stock := `json_each(p.stock) AS s`
		if a.DB.Dialector.Name() == "postgres" {
			stock = `jsonb_each_text(p.stock::jsonb) AS s`
		}
		check := func(when string) {
			t.Helper()
			var want []string
			err := a.DB.Raw(`SELECT p.id || ' ' || s.key || ' ' || CAST(s.value AS TEXT) FROM products p, ` + stock + `
				WHERE CAST(s.value AS INTEGER) <= 2 ORDER BY CAST(s.value AS INTEGER), p.title, s.key, p.id LIMIT 50`).Scan(&want).Error
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, v := range getDashboard(t, a, cookie).LowStock.Variants {
				got = append(got, fmt.Sprintf("%s %s %d", v.ProductID, v.Variant, v.Left))
			}
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("%s: got\n%v\nwant\n%v", when, got, want)
			}
		}
		check("created")

		last := len(ids) - 1 // Low Fan 11, 3 left: not listed
		if _, err := cat.UpdateProduct(ctx, ids[last], details(last, 0), nil); err != nil {
			t.Fatal(err)
		}
		check("edited to none left")
		take := []catalog.StockTake{{ProductID: ids[3], Quantity: 3}} // 3 left, now none
		if err := cat.TakeStock(ctx, take); err != nil {
			t.Fatal(err)
		}
		check("taken")
		if err := cat.ReturnStock(ctx, take); err != nil {
			t.Fatal(err)
		}
		check("returned")
	})
}
