// Package telegramtest stands in for the Telegram Bot API in tests: it
// records every call and answers as a test asks, so the notify and orders
// tests that watch what the shop sends share one stand-in.
package telegramtest

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// MessageID is the id every message sent is answered with.
const MessageID = 77

// Call is one request the stand-in received.
type Call struct {
	// Path is the request's path, /bot{Token}/{Method}.
	Path, Token, Method string
	// Body is the JSON body as sent.
	Body map[string]any
	// ChatID (as text), Text and ParseMode are the body's fields of those
	// names, "" when it has none.
	ChatID, Text, ParseMode string
	// Status is the HTTP status the stand-in answered.
	Status int
}

// Fail says how the n-th sendMessage to a chat (counting from 1) is
// answered: status 0 (or 200) delivers it, any other refuses it with that
// status and the description (the status text when "").
type Fail func(chatID string, n int) (status int, description string)

// Server is the stand-in; its URL is the API's base (DHONI_TELEGRAM_API_URL).
type Server struct {
	*httptest.Server
	fail  Fail
	mu    sync.Mutex
	calls []Call
	queue []map[string]any
}

// Start starts the stand-in until the test ends; fail may be nil (every
// message is delivered).
func Start(t testing.TB, fail Fail) *Server {
	t.Helper()
	s := &Server{fail: fail}
	s.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var body map[string]any
		if err := json.NewDecoder(r.Body).Decode(&body); err != nil {
			t.Errorf("telegram got a body that is not JSON: %v", err)
		}
		c := Call{Path: r.URL.Path, Body: body, ChatID: text(body["chat_id"]), Text: text(body["text"]), ParseMode: text(body["parse_mode"]), Status: http.StatusOK}
		c.Token, c.Method, _ = strings.Cut(strings.TrimPrefix(r.URL.Path, "/bot"), "/")
		result, description := s.answer(&c)
		if c.Method == "getUpdates" {
			time.Sleep(20 * time.Millisecond) // a short long poll
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(c.Status)
		if c.Status != http.StatusOK {
			_ = json.NewEncoder(w).Encode(map[string]any{"ok": false, "error_code": c.Status, "description": description})
			return
		}
		_ = json.NewEncoder(w).Encode(map[string]any{"ok": true, "result": result})
	}))
	t.Cleanup(s.Close)
	return s
}

// answer records c, with the status it is answered with, and returns the
// result of a delivered call or the description of a refused one.
func (s *Server) answer(c *Call) (result any, description string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	result = true
	switch c.Method {
	case "sendMessage":
		n := 1
		for _, earlier := range s.calls {
			if earlier.Method == c.Method && earlier.ChatID == c.ChatID {
				n++
			}
		}
		if s.fail != nil {
			if status, desc := s.fail(c.ChatID, n); status != 0 && status != http.StatusOK {
				c.Status, description = status, desc
				if description == "" {
					description = http.StatusText(status)
				}
			}
		}
		result = map[string]any{"message_id": MessageID}
	case "getUpdates":
		offset, _ := c.Body["offset"].(float64)
		ups := []map[string]any{}
		for _, u := range s.queue {
			if id, _ := u["update_id"].(int); int64(id) >= int64(offset) {
				ups = append(ups, u)
			}
		}
		result = ups
	}
	s.calls = append(s.calls, *c)
	return result, description
}

// Calls lists the calls of method, or every call when method is "", in
// the order they came.
func (s *Server) Calls(method string) []Call {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []Call
	for _, c := range s.calls {
		if method == "" || c.Method == method {
			out = append(out, c)
		}
	}
	return out
}

// Bodies lists the bodies of the calls of method.
func (s *Server) Bodies(method string) []map[string]any {
	var out []map[string]any
	for _, c := range s.Calls(method) {
		out = append(out, c.Body)
	}
	return out
}

// Push queues an update for getUpdates to hand out (from the offset asked
// for).
func (s *Server) Push(update map[string]any) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.queue = append(s.queue, update)
}

func text(v any) string {
	switch v := v.(type) {
	case nil:
		return ""
	case string:
		return v
	case float64:
		return strconv.FormatFloat(v, 'f', -1, 64)
	default:
		return fmt.Sprint(v)
	}
}
