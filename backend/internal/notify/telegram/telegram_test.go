package telegram_test

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"dhoni/internal/notify/telegram"
)

const token = "123456:SECRET-token"

func TestSendMessage(t *testing.T) {
	t.Parallel()
	type request struct {
		method, path, contentType string
		body                      map[string]any
	}
	for _, tc := range []struct {
		name    string
		status  int
		answer  string
		wantErr string // "" for success
	}{
		{"ok", 200, `{"ok":true,"result":{"message_id":7}}`, ""},
		{"refused", 400, `{"ok":false,"error_code":400,"description":"Bad Request: chat not found"}`, "telegram answered 400: Bad Request: chat not found"},
		{"not ok despite 200", 200, `{"ok":false,"description":"Bad Request: can't parse entities"}`, "telegram answered 200: Bad Request: can't parse entities"},
		{"server error without JSON", 502, `<html>bad gateway</html>`, "telegram answered 502: Bad Gateway"},
		{"an answer that repeats the token", 401, `{"ok":false,"description":"Unauthorized bot ` + token + `"}`, "telegram answered 401: Unauthorized bot [token]"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got := make(chan request, 1)
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				var body map[string]any
				_ = json.NewDecoder(r.Body).Decode(&body)
				got <- request{r.Method, r.URL.Path, r.Header.Get("Content-Type"), body}
				w.WriteHeader(tc.status)
				_, _ = w.Write([]byte(tc.answer))
			}))
			defer srv.Close()
			err := telegram.New(srv.URL+"/", time.Second).SendMessage(context.Background(), token, "-222", "*New order*")
			switch {
			case tc.wantErr == "" && err != nil:
				t.Errorf("got %v, want success", err)
			case tc.wantErr != "" && (err == nil || err.Error() != tc.wantErr):
				t.Errorf("got %v, want %q", err, tc.wantErr)
			}
			var refused *telegram.APIError
			if tc.wantErr != "" && (!errors.As(err, &refused) || refused.Status != tc.status) {
				t.Errorf("got %#v, want an *APIError with status %d", err, tc.status)
			}
			r := <-got
			if r.method != http.MethodPost || r.path != "/bot"+token+"/sendMessage" || r.contentType != "application/json" {
				t.Errorf("got %s %s (%s)", r.method, r.path, r.contentType)
			}
			want := map[string]any{"chat_id": "-222", "text": "*New order*", "parse_mode": "Markdown"}
			for k, v := range want {
				if r.body[k] != v {
					t.Errorf("body %s: got %v, want %v", k, r.body[k], v)
				}
			}
		})
	}
}

func TestTransportErrorsNeverShowTheToken(t *testing.T) {
	t.Parallel()
	slow := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		time.Sleep(300 * time.Millisecond)
	}))
	defer slow.Close()
	closed := httptest.NewServer(http.NotFoundHandler())
	closed.Close()
	for name, base := range map[string]string{"timeout": slow.URL, "unreachable": closed.URL} {
		err := telegram.New(base, 50*time.Millisecond).SendMessage(context.Background(), token, "111", "x")
		if err == nil {
			t.Errorf("%s: got no error", name)
			continue
		}
		if strings.Contains(err.Error(), "SECRET") || strings.Contains(err.Error(), "/bot") {
			t.Errorf("%s: the error shows the URL or token: %v", name, err)
		}
		if !strings.HasPrefix(err.Error(), "telegram unreachable: ") {
			t.Errorf("%s: got %q", name, err)
		}
	}
}
