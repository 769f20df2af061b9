package httpapi_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"
	"time"

	"go.uber.org/fx"

	"dhoni/internal/app/apptest"
	"dhoni/internal/notify/telegram/telegramtest"
	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/dbtest"
	"dhoni/internal/settings"
)

const (
	savedToken = "123456:SAVED-token_x"
	formToken  = "987654:FORM-token_y"
	testText   = "✅ Test message from Dhoni: order alerts will arrive in this chat."
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
	if r.OK || r.Status != 0 || !strings.HasPrefix(r.Description, "Could not reach Telegram: ") {
		t.Errorf("got %+v, want not ok, status 0 and why", r)
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
	s := start(t, cfg, fx.Decorate(func(clock.Clock) clock.Clock { return clk }))
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
