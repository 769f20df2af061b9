package httpapi_test

import (
	"net/http"
	"strings"
	"testing"

	"dhoni/internal/notify"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/dbtest"
)

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
