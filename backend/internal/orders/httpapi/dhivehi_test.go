package httpapi_test

import (
	"context"
	"maps"
	"net/http"
	"strings"
	"testing"

	"dhoni/internal/app/apptest"
	"dhoni/internal/orders/httpapi"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/dbtest"
	"dhoni/internal/platform/httpserver"
)

// setTitleDV gives a product the owner's Dhivehi title.
func (s *shop) setTitleDV(t *testing.T, id, title string) {
	t.Helper()
	ctx := context.Background()
	p, err := s.catalog.Product(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	d := p.Details()
	d.TitleDV = title
	version := p.Version()
	if _, err := s.catalog.UpdateProduct(ctx, id, d, &version); err != nil {
		t.Fatalf("give %s a Dhivehi title: %v", id, err)
	}
}

// TestAnOrderKeepsTheDhivehiTitle: a line takes the product's Dhivehi title
// from the product as the order is placed, whatever the browser sent; the
// order, its tracking and its stored line carry it, a product without one
// has none, a later change of the product leaves the order as it was, and
// the owner's Telegram message stays English.
func TestAnOrderKeepsTheDhivehiTitle(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		const titleDV = "މުތީގެ ޒީނަތް ހުރި އަބާޔާ"
		s, tg := startShopWithTelegram(t, cfg, nil)
		s.useTelegram(t, true, botToken, "111")
		s.setTitleDV(t, apptest.SampleAbaya, titleDV)

		placed := s.place(t, newOrderBody().set("items", []any{
			map[string]any{"product_id": apptest.SampleAbaya, "size": "M", "color": "Black", "quantity": 1,
				"title": "Forged", "title_dv": "ކޮޕީއެއް"},
			map[string]any{"product_id": apptest.SampleFan, "quantity": 1},
		}))
		if got := placed.Items; got[0].TitleDV != titleDV || got[0].Title != "Pearl-Trim Occasion Abaya" || got[1].TitleDV != "" {
			t.Errorf("placed: got %+v, want the abaya's Dhivehi title from the product and none on the fan", got)
		}

		res, raw := s.get(t, trackPath(placed.OrderNumber, "777 1234"), "")
		if res.StatusCode != http.StatusOK {
			t.Fatalf("track: got %d %s", res.StatusCode, raw)
		}
		tracked := apptest.Decode[httpapi.OrderJSON](t, raw)
		if tracked.Items[0].TitleDV != titleDV || strings.Count(string(raw), `"title_dv"`) != 1 {
			t.Errorf("tracking: got %s, want the Dhivehi title on the abaya's line only", raw)
		}

		var stored []string
		if err := s.DB.Table("order_items").Where("order_number = ?", placed.OrderNumber).Order("position").
			Pluck("title_dv", &stored).Error; err != nil {
			t.Fatal(err)
		}
		if len(stored) != 2 || stored[0] != titleDV || stored[1] != "" {
			t.Errorf("stored lines: got %q, want [%q \"\"]", stored, titleDV)
		}

		// The owner renames the product: the order keeps what it was sold as.
		s.setTitleDV(t, apptest.SampleAbaya, "އަލަށް ކިޔާ ނަން")
		_, raw = s.get(t, trackPath(placed.OrderNumber, "777 1234"), "")
		if again := apptest.Decode[httpapi.OrderJSON](t, raw); again.Items[0].TitleDV != titleDV {
			t.Errorf("after the product changed: got %q, want %q", again.Items[0].TitleDV, titleDV)
		}

		s.waitForOutbox(t)
		msgs := tg.orderMessages()
		if len(msgs) != 1 || !strings.Contains(msgs[0].Text, "Pearl-Trim Occasion Abaya") || strings.Contains(msgs[0].Text, titleDV) {
			t.Errorf("Telegram: got %+v, want one English message", msgs)
		}
	})
}

// TestAShortageNamesTheDhivehiTitle: a refusal for short stock names the
// item in English in its words and values, and sends the item named by the
// owner's Dhivehi title beside them ("item_dv") for a Dhivehi page to say;
// a product without a Dhivehi title sends none (decision 250).
func TestAShortageNamesTheDhivehiTitle(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		const titleDV = "މުތީގެ ޒީނަތް ހުރި އަބާޔާ"
		s := startShop(t, cfg)
		short := newOrderBody().set("items.0.quantity", 3)

		status, raw := s.post(t, short)
		e := apptest.Decode[httpserver.ErrorBody](t, raw)
		if status != http.StatusConflict || e.Code != "only_some_left" ||
			!maps.Equal(e.Params, map[string]string{"count": "2", "item": "Pearl-Trim Occasion Abaya (Black, M)"}) {
			t.Errorf("without a Dhivehi title: got %d %q %v, want only the English item", status, e.Code, e.Params)
		}

		s.setTitleDV(t, apptest.SampleAbaya, titleDV)
		status, raw = s.post(t, short)
		e = apptest.Decode[httpserver.ErrorBody](t, raw)
		want := map[string]string{"count": "2", "item": "Pearl-Trim Occasion Abaya (Black, M)", "item_dv": titleDV + " (Black, M)"}
		if status != http.StatusConflict || e.Code != "only_some_left" || !maps.Equal(e.Params, want) ||
			e.Error != "Only 2 left of Pearl-Trim Occasion Abaya (Black, M). Please update your cart." {
			t.Errorf("with a Dhivehi title: got %d %q %q %v, want the English words and %v", status, e.Code, e.Error, e.Params, want)
		}
	})
}
