package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"
	"time"

	"go.uber.org/fx"

	"dhoni/internal/app/apptest"
	"dhoni/internal/notify"
	"dhoni/internal/notify/telegram/telegramtest"
	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/dbtest"
	"dhoni/internal/settings"
)

const (
	savedToken = "123456:SAVED-token_x"
	formToken  = "987654:FORM-token_y"
	// botToken is the shop's token in the chat-action tests.
	botToken = "4242:ACTIONS-token"
	testText = "✅ Test message from Dhoni: order alerts will arrive in this chat."
)

// startTelegram starts a stand-in for the Bot API: chat 111 gets the
// message, any other is "chat not found".
func startTelegram(t *testing.T) *telegramtest.Server {
	return telegramtest.Start(t, func(chatID string, _ int) (int, string) {
		if chatID == "111" {
			return 0, ""
		}
		return http.StatusBadRequest, "Bad Request: chat not found"
	})
}

type result struct {
	ChatID      string `json:"chatId"`
	OK          bool   `json:"ok"`
	Status      int    `json:"status"`
	Description string `json:"description"`
}

type answer struct {
	Results []result          `json:"results"`
	Error   string            `json:"error"`
	Fields  map[string]string `json:"fields"`
}

type shop struct {
	*apptest.App
	settings *settings.Service
	admin    string
}

func start(t *testing.T, cfg config.Config, extra ...fx.Option) *shop {
	t.Helper()
	s := &shop{}
	s.App = apptest.Start(t, cfg, append([]fx.Option{fx.Populate(&s.settings)}, extra...)...)
	s.admin = s.AdminCookie(t)
	return s
}

func (s *shop) saveTelegram(t *testing.T, token, chatIDs string) {
	t.Helper()
	next := settings.Defaults()
	next.Telegram = settings.Telegram{Enabled: false, BotToken: token, ChatIDs: chatIDs}
	if _, err := s.settings.Save(context.Background(), next); err != nil {
		t.Fatalf("save the telegram settings: %v", err)
	}
}

func (s *shop) test(t *testing.T, cookie, body string) (int, answer) {
	t.Helper()
	res := s.Do(t, http.MethodPost, "/api/telegram/test", apptest.AsAdmin(cookie), strings.NewReader(body))
	return res.StatusCode, apptest.Decode[answer](t, apptest.ReadBody(t, res))
}

func (s *shop) logsMention(needle string) bool {
	for _, e := range s.Logs.All() {
		if strings.Contains(e.Message, needle) {
			return true
		}
		for _, v := range e.ContextMap() {
			if strings.Contains(toString(v), needle) {
				return true
			}
		}
	}
	return false
}

func toString(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return ""
	}
	return string(b)
}

func TestTelegramTestMessage(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		tg := startTelegram(t)
		cfg.TelegramAPIURL = tg.URL
		s := start(t, cfg)

		// Nothing saved and nothing sent: the owner is told what is missing.
		status, a := s.test(t, s.admin, `{}`)
		wantFields := map[string]string{"botToken": "Bot token is required", "chatIds": "At least one chat ID is required"}
		if status != http.StatusUnprocessableEntity || a.Error != "Enter a bot token and at least one chat ID first." ||
			!reflect.DeepEqual(a.Fields, wantFields) {
			t.Errorf("nothing configured: got %d %+v, want 422 with both fields", status, a)
		}
		status, a = s.test(t, s.admin, `{"botToken": "  ", "chatIds": " , "}`)
		if status != http.StatusUnprocessableEntity || !reflect.DeepEqual(a.Fields, wantFields) {
			t.Errorf("empty form values: got %d %+v, want 422 with both fields", status, a)
		}

		// What is saved: each chat in order, with the provider's verdict.
		s.saveTelegram(t, savedToken, " 111, -222 ")
		status, a = s.test(t, s.admin, `{}`)
		want := []result{
			{ChatID: "111", OK: true, Status: 200, Description: ""},
			{ChatID: "-222", OK: false, Status: 400, Description: "Bad Request: chat not found"},
		}
		if status != http.StatusOK || !reflect.DeepEqual(a.Results, want) {
			t.Fatalf("saved settings: got %d %+v, want 200 %+v", status, a.Results, want)
		}
		got := tg.Calls("sendMessage")
		if len(got) != 2 {
			t.Fatalf("telegram received %d messages, want 2", len(got))
		}
		for _, m := range got {
			if m.Path != "/bot"+savedToken+"/sendMessage" || m.Text != testText || m.ParseMode != "Markdown" {
				t.Errorf("telegram received %+v; want the saved token's sendMessage with %q in Markdown", m, testText)
			}
		}

		// The form's values, before saving: they win over the saved ones.
		status, a = s.test(t, s.admin, `{"botToken": " `+formToken+` ", "chatIds": "111"}`)
		if status != http.StatusOK || len(a.Results) != 1 || !a.Results[0].OK {
			t.Errorf("form values: got %d %+v", status, a)
		}
		if last := tg.Calls("sendMessage")[2]; last.Path != "/bot"+formToken+"/sendMessage" || last.ChatID != "111" {
			t.Errorf("form values: telegram received %+v, want the form's token and chat", last)
		}
		// Only the chat ids from the form: the saved token.
		status, a = s.test(t, s.admin, `{"chatIds": "111, abc"}`)
		want = []result{
			{ChatID: "111", OK: true, Status: 200},
			{ChatID: "abc", Status: 0, Description: "Not a chat ID: use the number (groups start with -) or an @channel name"},
		}
		if status != http.StatusOK || !reflect.DeepEqual(a.Results, want) {
			t.Errorf("form chat ids: got %d %+v, want %+v", status, a.Results, want)
		}
		if n := len(tg.Calls("sendMessage")); n != 4 {
			t.Errorf("telegram received %d messages in all, want 4 (never the invalid chat id)", n)
		}
		// A token that is not one never goes into the provider's URL.
		status, a = s.test(t, s.admin, `{"botToken": "../../evil", "chatIds": "111"}`)
		if status != http.StatusUnprocessableEntity || a.Fields["botToken"] != settings.MsgBotToken {
			t.Errorf("malformed token: got %d %+v, want 422 on botToken", status, a)
		}
		if n := len(tg.Calls("sendMessage")); n != 4 {
			t.Errorf("a malformed token reached telegram (%d messages)", n)
		}

		// Not for strangers.
		if status, _ := s.test(t, "dhoni_session=stranger", `{}`); status != http.StatusUnauthorized {
			t.Errorf("a stranger: got %d, want 401", status)
		}
		for _, token := range []string{savedToken, formToken} {
			if s.logsMention(token) {
				t.Errorf("the log shows the bot token %q", token)
			}
		}
	})
}

func TestTelegramTestMessageWhenTelegramIsUnreachable(t *testing.T) {
	t.Parallel()
	gone := httptest.NewServer(http.NotFoundHandler())
	gone.Close()
	cfg := dbtest.Config(t, "sqlite")
	cfg.TelegramAPIURL = gone.URL
	s := start(t, cfg)
	s.saveTelegram(t, savedToken, "111")
	status, a := s.test(t, s.admin, `{}`)
	if status != http.StatusOK || len(a.Results) != 1 {
		t.Fatalf("got %d %+v, want 200 with one result", status, a)
	}
	r := a.Results[0]
	if r.OK || r.Status != 0 || r.Description != notify.MsgTelegramUnreachable {
		t.Errorf("got %+v, want not ok, status 0 and %q", r, notify.MsgTelegramUnreachable)
	}
	if !s.logsMention(notify.LogTestUnreachable) || !s.logsMention("connection refused") {
		t.Error("the log does not say what went wrong")
	}
	if strings.Contains(r.Description, "SAVED") || strings.Contains(r.Description, "/bot") {
		t.Errorf("the description shows the token or the URL: %q", r.Description)
	}
	if s.logsMention("SAVED-token") {
		t.Error("the log shows the bot token")
	}
}

func TestTelegramTestMessagesAreLimited(t *testing.T) {
	t.Parallel()
	tg := startTelegram(t)
	clk := clock.NewManual(time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC))
	cfg := dbtest.Config(t, "sqlite")
	cfg.TelegramAPIURL = tg.URL
	s := start(t, cfg, apptest.WithClock(clk))
	s.saveTelegram(t, savedToken, "111")
	for i := 1; i <= config.Defaults().Limits.TelegramTest.Max; i++ {
		if status, a := s.test(t, s.admin, `{}`); status != http.StatusOK {
			t.Fatalf("test %d: got %d %+v, want 200", i, status, a)
		}
		clk.Advance(time.Second)
	}
	status, a := s.test(t, s.admin, `{}`)
	if status != http.StatusTooManyRequests || a.Error != "Too many test messages. Please wait a minute." {
		t.Errorf("test %d within a minute: got %d %q, want 429", config.Defaults().Limits.TelegramTest.Max+1, status, a.Error)
	}
	if n := len(tg.Calls("sendMessage")); n != config.Defaults().Limits.TelegramTest.Max {
		t.Errorf("telegram received %d messages, want %d", n, config.Defaults().Limits.TelegramTest.Max)
	}
	clk.Advance(config.Defaults().Limits.TelegramTest.Window)
	if status, _ := s.test(t, s.admin, `{}`); status != http.StatusOK {
		t.Errorf("a minute later: got %d, want 200", status)
	}
}

func press(updateID int, callbackID string, chat int64, data string) map[string]any {
	return map[string]any{"update_id": updateID, "callback_query": map[string]any{
		"id": callbackID, "from": map[string]any{"id": chat, "first_name": "Owner"}, "data": data,
		"message": map[string]any{"message_id": telegramtest.MessageID, "chat": map[string]any{"id": chat}, "text": "New order"},
	}}
}

func eventually(t *testing.T, what string, ok func() bool) {
	t.Helper()
	if !apptest.Eventually(ok) {
		t.Fatalf("timed out waiting for %s", what)
	}
}

func quickActions() fx.Option {
	return fx.Decorate(func(c notify.ActionsConfig) notify.ActionsConfig {
		c.Wait, c.Idle, c.Lease = time.Second, 30*time.Millisecond, 5*time.Second
		return c
	}, func(c notify.Config) notify.Config {
		c.Poll = 30 * time.Millisecond
		return c
	})
}

func adminJSON(t *testing.T, a *apptest.App, cookie, method, path string, body any) (int, map[string]any) {
	t.Helper()
	res := a.Do(t, method, path, apptest.AsAdmin(cookie), apptest.JSONBody(t, body))
	var out map[string]any
	_ = json.NewDecoder(res.Body).Decode(&out)
	return res.StatusCode, out
}

// shopWithBot starts the shop (replicas servers on its database) against a
// stand-in Bot API, with the Telegram settings tg saved.
func shopWithBot(t *testing.T, cfg config.Config, replicas int, tg map[string]any) (*apptest.App, *telegramtest.Server, string) {
	t.Helper()
	b := telegramtest.Start(t, nil)
	cfg.TelegramAPIURL = b.URL
	cfg.SampleData = true
	a := apptest.Start(t, cfg, quickActions())
	for range replicas - 1 {
		apptest.Start(t, cfg, quickActions())
	}
	t.Cleanup(func() {
		for _, c := range b.Calls("") {
			if c.Token != botToken {
				t.Errorf("bot called at %s", c.Path)
			}
		}
	})
	cookie := a.AdminCookie(t)
	status, st := adminJSON(t, a, cookie, http.MethodGet, "/api/settings", nil)
	if status != http.StatusOK {
		t.Fatalf("GET settings: %d", status)
	}
	st["telegram"] = tg
	if status, body := adminJSON(t, a, cookie, http.MethodPut, "/api/settings", st); status != http.StatusOK {
		t.Fatalf("PUT settings: %d %v", status, body)
	}
	return a, b, cookie
}

// orderFans places a cash-on-delivery order for the sample fan and returns
// its number.
func orderFans(t *testing.T, a *apptest.App, qty int) string {
	t.Helper()
	raw, err := json.Marshal(map[string]any{
		"customer": map[string]any{"name": "Aishath Shifa", "phone": "777 1234",
			"address": map[string]any{"atoll": "Malé", "island": "Malé", "street": "Magu 12"}},
		"items":          []any{map[string]any{"product_id": apptest.SampleFan, "quantity": qty}},
		"payment_method": "COD",
	})
	if err != nil {
		t.Fatal(err)
	}
	res := a.Do(t, http.MethodPost, "/api/orders", http.Header{"Content-Type": {"application/json"}}, bytes.NewReader(raw))
	var placed struct {
		OrderNumber string `json:"order_number"`
	}
	if err := json.NewDecoder(res.Body).Decode(&placed); err != nil || res.StatusCode != http.StatusCreated {
		t.Fatalf("place order: %d %v", res.StatusCode, err)
	}
	return placed.OrderNumber
}

// TestTelegramButtonMarksAnOrderProcessingOnce is the acceptance test: a
// press of Processing under the new-order message moves the order once, even
// when Telegram hands the same update out twice and (on PostgreSQL) two
// servers poll; a press from a chat not in the settings changes nothing.
func TestTelegramButtonMarksAnOrderProcessingOnce(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		replicas := 1
		if strings.HasPrefix(cfg.DatabaseURL, "postgres") {
			replicas = 2 // a second server polling the same database
		}
		a, b, cookie := shopWithBot(t, cfg, replicas, map[string]any{"enabled": true, "botToken": botToken, "chatIds": "1001", "actions": true})
		number := orderFans(t, a, 1)

		// The alert carries the buttons a pending, unpaid order allows.
		eventually(t, "the new-order message", func() bool { return len(b.Bodies("sendMessage")) > 0 })
		msg := b.Bodies("sendMessage")[0]
		rows := msg["reply_markup"].(map[string]any)["inline_keyboard"].([]any)
		buttons := map[string]string{}
		for _, btn := range rows[0].([]any) {
			m := btn.(map[string]any)
			buttons[m["text"].(string)] = m["callback_data"].(string)
		}
		if len(buttons) != 3 || buttons["Processing"] == "" || buttons["Mark paid"] == "" || buttons["Cancel"] == "" {
			t.Fatalf("buttons: got %v, want Processing, Mark paid, Cancel", buttons)
		}

		// Delivered twice, plus a press from a stranger's chat and a forged one.
		b.Push(press(500, "cb-1", 1001, buttons["Processing"]))
		b.Push(press(500, "cb-1", 1001, buttons["Processing"]))
		b.Push(press(501, "cb-stranger", 999, buttons["Mark paid"]))
		b.Push(press(502, "cb-forged", 1001, strings.Replace(buttons["Mark paid"], "|paid|", "|cancel|", 1)))
		eventually(t, "three answers", func() bool { return len(b.Bodies("answerCallbackQuery")) >= 3 })
		time.Sleep(200 * time.Millisecond) // room for a wrong second application

		answers := map[string][]string{}
		for _, c := range b.Bodies("answerCallbackQuery") {
			answers[c["callback_query_id"].(string)] = append(answers[c["callback_query_id"].(string)], c["text"].(string))
		}
		wantOK := fmt.Sprintf("Order %s: processing, unpaid", number)
		if got := answers["cb-1"]; len(got) != 1 || got[0] != wantOK {
			t.Errorf("answers to the press: got %q, want once %q", got, wantOK)
		}
		if got := answers["cb-stranger"]; len(got) != 1 || got[0] != notify.AnsUnknownChat {
			t.Errorf("answers to the stranger: got %q, want %q", got, notify.AnsUnknownChat)
		}
		if got := answers["cb-forged"]; len(got) != 1 || got[0] != notify.AnsBadButton {
			t.Errorf("answers to the forged button: got %q, want %q", got, notify.AnsBadButton)
		}
		edits := b.Bodies("editMessageText")
		if len(edits) != 1 || !strings.Contains(edits[0]["text"].(string), "Now: processing, unpaid (via Telegram by 1001)") {
			t.Fatalf("edits: got %v, want one showing the new state", edits)
		}
		var next []string
		for _, btn := range edits[0]["reply_markup"].(map[string]any)["inline_keyboard"].([]any)[0].([]any) {
			next = append(next, btn.(map[string]any)["text"].(string))
		}
		if fmt.Sprint(next) != "[Mark paid Shipped Cancel]" {
			t.Errorf("buttons after: got %v, want [Mark paid Shipped Cancel]", next)
		}

		// The order, as the admin sees it: processing once, unpaid, by Telegram.
		_, got := adminJSON(t, a, cookie, http.MethodGet, "/api/orders/"+number, nil)
		if got["status"] != "processing" || got["payment_status"] != "unpaid" {
			t.Errorf("order: got %v / %v, want processing / unpaid", got["status"], got["payment_status"])
		}
		if h := got["status_history"].([]any); len(h) != 2 {
			t.Errorf("status history: got %v, want pending then processing", h)
		}
		var who []string
		for _, e := range got["events"].([]any) {
			who = append(who, e.(map[string]any)["who"].(string)+" "+e.(map[string]any)["field"].(string))
		}
		if fmt.Sprint(who) != "[via Telegram by 1001 status]" {
			t.Errorf("events: got %v, want one status change via Telegram by 1001", who)
		}

		// A button the order no longer allows is refused on the button.
		b.Push(press(503, "cb-again", 1001, buttons["Processing"]))
		eventually(t, "the answer to an old button", func() bool { return len(b.Bodies("answerCallbackQuery")) >= 4 })
		last := b.Bodies("answerCallbackQuery")[3]
		if last["text"] != "Not possible now: the order is processing" {
			t.Errorf("old button: got %v", last["text"])
		}
	})
}

// TestLowStockAlertOncePerCrossing orders the sample fan (6 in stock,
// threshold 2) down to nothing: one alert when it reaches 2, none for 1, one
// when it sells out.
func TestLowStockAlertOncePerCrossing(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		a, b, _ := shopWithBot(t, cfg, 1, map[string]any{"enabled": true, "botToken": botToken, "chatIds": "1001"})
		lowStock := func() []string {
			var out []string
			for _, m := range b.Bodies("sendMessage") {
				if text := m["text"].(string); strings.Contains(text, "Low stock") {
					out = append(out, text)
				}
			}
			return out
		}
		for i, qty := range []int{3, 1, 1, 1} {
			orderFans(t, a, qty)
			eventually(t, "the order's alert", func() bool { return len(b.Bodies("sendMessage")) >= i+1+len(lowStock()) })
		}
		eventually(t, "two low-stock alerts", func() bool { return len(lowStock()) >= 2 })
		time.Sleep(150 * time.Millisecond) // room for a wrong third
		got := lowStock()
		if len(got) != 2 || !strings.Contains(got[0], "Rechargeable Stand Fan 16\": 2 left") || !strings.Contains(got[1], "sold out") {
			t.Errorf("low-stock alerts: got %q, want one at 2 left and one sold out", got)
		}
	})
}

// TestTelegramWebhook: with a public URL the server asks Telegram for a
// webhook instead of polling; a post without the secret it gave is refused,
// and a press on the button of an order deleted since is answered so.
func TestTelegramWebhook(t *testing.T) {
	t.Parallel()
	cfg := dbtest.Config(t, "sqlite")
	cfg.PublicURL = "https://shop.example.mv"
	a, b, cookie := shopWithBot(t, cfg, 1, map[string]any{"enabled": true, "botToken": botToken, "chatIds": "1001", "actions": true})
	eventually(t, "setWebhook", func() bool { return len(b.Bodies("setWebhook")) > 0 })
	hook := b.Bodies("setWebhook")[0]
	if hook["url"] != "https://shop.example.mv/api/telegram/webhook" || hook["secret_token"] != notify.WebhookSecret(botToken) {
		t.Errorf("setWebhook: got %v", hook)
	}
	if n := len(b.Bodies("getUpdates")); n != 0 {
		t.Errorf("getUpdates with a webhook: got %d calls, want none", n)
	}

	number := orderFans(t, a, 1)
	eventually(t, "the new-order message", func() bool { return len(b.Bodies("sendMessage")) > 0 })
	var processing string
	for _, btn := range b.Bodies("sendMessage")[0]["reply_markup"].(map[string]any)["inline_keyboard"].([]any)[0].([]any) {
		if m := btn.(map[string]any); m["text"] == "Processing" {
			processing = m["callback_data"].(string)
		}
	}
	if status, _ := adminJSON(t, a, cookie, http.MethodDelete, "/api/orders/"+number, nil); status != http.StatusNoContent {
		t.Fatalf("delete the order: %d", status)
	}
	post := func(secret string) int {
		raw, err := json.Marshal(press(900, "cb-deleted", 1001, processing))
		if err != nil {
			t.Fatal(err)
		}
		h := http.Header{"Content-Type": {"application/json"}, "X-Telegram-Bot-Api-Secret-Token": {secret}}
		return a.Do(t, http.MethodPost, "/api/telegram/webhook", h, bytes.NewReader(raw)).StatusCode
	}
	if status := post("wrong"); status != http.StatusUnauthorized {
		t.Errorf("webhook with a wrong secret: got %d, want 401", status)
	}
	if n := len(b.Bodies("answerCallbackQuery")); n != 0 {
		t.Errorf("a post with a wrong secret was answered (%d)", n)
	}
	if status := post(notify.WebhookSecret(botToken)); status != http.StatusNoContent {
		t.Fatalf("webhook: got %d, want 204", status)
	}
	answers := b.Bodies("answerCallbackQuery")
	if len(answers) != 1 || answers[0]["text"] != notify.AnsOrderMissing {
		t.Errorf("answer for a deleted order: got %v, want %q", answers, notify.AnsOrderMissing)
	}
	if a.Logs.FilterMessage(notify.LogActionRefused).Len() < 2 {
		t.Errorf("refusals logged: got %d, want the wrong secret and the deleted order", a.Logs.FilterMessage(notify.LogActionRefused).Len())
	}
	for _, entry := range a.Logs.FilterMessage(notify.LogActionRefused).All() {
		for _, f := range entry.Context {
			if strings.Contains(f.String, "Aishath") || strings.Contains(f.String, "777") {
				t.Errorf("a refusal logged customer data: %v", entry.Context)
			}
		}
	}
}
