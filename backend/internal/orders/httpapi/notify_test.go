package httpapi_test

import (
	"fmt"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"

	"dhoni/internal/app/apptest"
	"dhoni/internal/notify"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/dbtest"
)

const botToken = "987654:SECRET-bot_token"

// TestNewOrdersAreAnnouncedOnTelegram follows announcements through the
// outbox to a stand-in for the Telegram Bot API: one message per chat id,
// with the customer's text escaped; a chat that fails is retried until it
// gets the message, once, without sending the others theirs again; nothing
// is sent while notifications are off; the token never reaches the log.
func TestNewOrdersAreAnnouncedOnTelegram(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		var failures atomic.Int32 // how many more requests to chat 111 fail
		s, tg := startShopWithTelegram(t, cfg, func(chatID string, _ int) (int, string) {
			if chatID == "111" && failures.Add(-1) >= 0 {
				return http.StatusInternalServerError, ""
			}
			return 0, ""
		})
		s.useTelegram(t, true, botToken, " 111, -222 ")

		t.Run("one message per chat, escaped", func(t *testing.T) {
			o := s.place(t, newOrderBody().
				set("customer.name", "Aish_a *Star*").
				set("customer.address.street", "[Magu] `12`").
				set("items", []any{
					map[string]any{"product_id": apptest.SampleAbaya, "size": "S", "color": "Black", "quantity": 2},
					map[string]any{"product_id": apptest.SampleFan, "quantity": 1},
				}).
				set("payment_method", "COD"))
			s.waitForOutbox(t)
			got := tg.delivered()
			if len(got) != 2 || len(got["111"]) != 1 || len(got["-222"]) != 1 {
				t.Fatalf("delivered: got %v, want one message to 111 and one to -222", got)
			}
			want := strings.Join([]string{
				"🛍️ *New order " + o.OrderNumber + "*",
				"",
				`*Customer:* Aish\_a \*Star\*`,
				"*Phone:* +9607771234",
				"*Email:* shifa@example.mv",
				"*Address:* \\[Magu] \\`12\\`, Hithadhoo, Addu Atoll",
				"*Directions:* Blue gate",
				"",
				"*Items:*",
				"• Pearl-Trim Occasion Abaya (Black, S) × 2 — MVR 4,400.00",
				`• Rechargeable Stand Fan 16" × 1 — MVR 1,450.00`,
				"",
				"*Subtotal:* MVR 5,850.00",
				"*Delivery:* MVR 150.00",
				"*Total:* MVR 6,000.00",
				"*Payment:* Cash on Delivery",
			}, "\n")
			for chat, calls := range got {
				c := calls[0]
				if c.Text != want {
					t.Errorf("text to %s:\n%s\nwant:\n%s", chat, c.Text, want)
				}
				if c.ParseMode != "Markdown" || c.Path != "/bot"+botToken+"/sendMessage" {
					t.Errorf("to %s: got parse mode %q at %q", chat, c.ParseMode, c.Path)
				}
			}
		})

		t.Run("a failing chat is retried; the message arrives once", func(t *testing.T) {
			before := len(tg.orderMessages())
			failures.Store(2)
			// Telegram is failing, and the order still succeeds at once.
			o := s.place(t, newOrderBody().set("customer.name", "Mariyam Nadha"))
			s.waitForOutbox(t)
			var to111, to222, ok111 int
			for _, c := range tg.orderMessages()[before:] {
				switch {
				case c.ChatID == "111":
					to111++
					if c.Status == http.StatusOK {
						ok111++
					}
				case c.ChatID == "-222":
					to222++
				}
				if !strings.Contains(c.Text, o.OrderNumber) {
					t.Errorf("a request for another order: %q", c.Text)
				}
			}
			if to111 != 3 || ok111 != 1 || to222 != 1 {
				t.Errorf("requests: got %d to 111 (%d answered 200) and %d to -222; want 3 (1) and 1", to111, ok111, to222)
			}
			var attempts int
			if err := s.DB.Raw("SELECT attempts FROM notify_outbox WHERE order_number = ?", o.OrderNumber).Scan(&attempts).Error; err != nil {
				t.Fatal(err)
			}
			if attempts != 2 {
				t.Errorf("failed attempts recorded: got %d, want 2", attempts)
			}
			if n := s.Logs.FilterMessage(notify.LogSendFailed).Len(); n != 2 {
				t.Errorf("log lines for failed sends: got %d, want 2", n)
			}
		})

		t.Run("off or not configured: nothing is sent", func(t *testing.T) {
			for i, tc := range []struct {
				enabled        bool
				token, chatIDs string
			}{
				{false, botToken, "111"},
				{true, "", "111"},
				{true, botToken, ""},
			} {
				s.useTelegram(t, tc.enabled, tc.token, tc.chatIDs)
				before, logged := tg.requests(), s.Logs.FilterMessage(notify.LogSkipped).Len()
				s.place(t, newOrderBody().set("notes", fmt.Sprint("case ", i)).
					set("items", []any{map[string]any{"product_id": apptest.SampleFan, "quantity": 1}}))
				s.waitForOutbox(t)
				if got := tg.requests(); got != before {
					t.Errorf("case %d: %d requests to Telegram, want none", i, got-before)
				}
				if got := s.Logs.FilterMessage(notify.LogSkipped).Len(); got != logged+1 {
					t.Errorf("case %d: %d skip log lines, want one more than %d", i, got, logged)
				}
			}
			if n := s.count(t, "notify_outbox", "state = ?", "skipped"); n != 3 {
				t.Errorf("announcements skipped: got %d, want 3", n)
			}
		})

		for _, entry := range s.Logs.All() {
			line := entry.Message
			for k, v := range entry.ContextMap() {
				line += fmt.Sprintf(" %s=%v", k, v)
			}
			if strings.Contains(line, "SECRET") {
				t.Errorf("the bot token is in the log: %s", line)
			}
		}
	})
}

// TestAnOrderIsAnnouncedAgainOnRequest: an order placed while the alerts
// were off reaches the chats when the owner asks for it later, as it is now;
// while the alerts are off the owner is told so and nothing is queued; an
// unknown order is "Order not found".
func TestAnOrderIsAnnouncedAgainOnRequest(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		s, tg := startShopWithTelegram(t, cfg, nil)
		cookie := s.AdminCookie(t)

		// Placed while Telegram is off (the default): skipped.
		o := s.place(t, newOrderBody().set("customer.name", "Mariyam Late"))
		s.waitForOutbox(t)
		path := "/api/orders/" + o.OrderNumber + "/announce"

		res, raw := s.admin(t, cookie, http.MethodPost, path, nil)
		if res.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(string(raw), notify.MsgAlertsOff) {
			t.Errorf("alerts off: got %d %s, want 422 %q", res.StatusCode, raw, notify.MsgAlertsOff)
		}
		if n := s.count(t, "notify_outbox", "order_number = ?", o.OrderNumber); n != 1 {
			t.Errorf("alerts off: %d announcements of the order, want only the skipped one", n)
		}

		s.useTelegram(t, true, botToken, "111")
		res, raw = s.admin(t, cookie, http.MethodPost, path, nil)
		if res.StatusCode != http.StatusAccepted || strings.TrimSpace(string(raw)) != `{"queued":true}` {
			t.Fatalf("announce: got %d %s, want 202 {\"queued\":true}", res.StatusCode, raw)
		}
		s.waitForOutbox(t)
		got := tg.delivered()["111"]
		if len(got) != 1 || !strings.Contains(got[0].Text, o.OrderNumber) || !strings.Contains(got[0].Text, "Mariyam Late") {
			t.Errorf("chat 111 got %+v, want one message about %s", got, o.OrderNumber)
		}

		res, raw = s.admin(t, cookie, http.MethodPost, "/api/orders/RB-NOPE-0000/announce", nil)
		if res.StatusCode != http.StatusNotFound || !strings.Contains(string(raw), "Order not found") {
			t.Errorf("unknown order: got %d %s, want 404 Order not found", res.StatusCode, raw)
		}
	})
}

// TestAnnouncementsLinkToTheOrderInTheAdmin: with the shop's public address
// set, a new order's message ends with the order's page in the admin
// (seo's page tests check that address is a page); without it the message
// has no link (the other tests).
func TestAnnouncementsLinkToTheOrderInTheAdmin(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		cfg.PublicURL = "https://shop.example.mv"
		s, tg := startShopWithTelegram(t, cfg, nil)
		s.useTelegram(t, true, botToken, "111")

		o := s.place(t, newOrderBody())
		s.waitForOutbox(t)
		msgs := tg.orderMessages()
		if len(msgs) != 1 {
			t.Fatalf("got %d messages, want 1", len(msgs))
		}
		link := "https://shop.example.mv/admin/orders/" + o.OrderNumber
		if want := "\n\n*Open in admin:* " + link; !strings.HasSuffix(msgs[0].Text, want) {
			t.Errorf("message ends:\n%s\nwant it to end with %q", msgs[0].Text, want)
		}
	})
}
