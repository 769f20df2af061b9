// Package telegram is the Telegram Bot API client the notifier sends with:
// one sendMessage per call. The bot token is part of the API's URL, so no
// error from here ever carries the URL: a log line must never show the token.
package telegram

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"dhoni/internal/platform/fault"
)

// Client sends messages through the Bot API at a base URL
// (DHONI_TELEGRAM_API_URL, https://api.telegram.org by default).
type Client struct {
	base string
	http *http.Client
}

// New returns a client for the API at base; each send gives up after timeout.
func New(base string, timeout time.Duration) *Client {
	return &Client{base: strings.TrimRight(base, "/"), http: &http.Client{Timeout: timeout}}
}

type sendMessage struct {
	ChatID    string `json:"chat_id"`
	Text      string `json:"text"`
	ParseMode string `json:"parse_mode"`
}

type answer struct {
	OK          bool   `json:"ok"`
	Description string `json:"description"`
}

// SendMessage posts {chat_id, text, parse_mode: "Markdown"} to
// {base}/bot{token}/sendMessage. Anything but a 2xx answer with "ok": true is
// an error naming the status and Telegram's description.
func (c *Client) SendMessage(ctx context.Context, token, chatID, text string) error {
	return c.call(ctx, c.http, token, "sendMessage", sendMessage{ChatID: chatID, Text: text, ParseMode: "Markdown"}, nil)
}

// call posts payload to {base}/bot{token}/{method} and decodes the result
// into out (when not nil). Errors never carry the token.
func (c *Client) call(ctx context.Context, hc *http.Client, token, method string, payload, out any) error {
	body, err := json.Marshal(payload)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+"/bot"+token+"/"+method, bytes.NewReader(body))
	if err != nil {
		return errors.New("telegram: cannot build the request (check DHONI_TELEGRAM_API_URL)")
	}
	req.Header.Set("Content-Type", "application/json")
	res, err := hc.Do(req)
	// A transport error names the URL, which holds the token: only its cause
	// is kept.
	if err != nil {
		return redact(fmt.Errorf("telegram unreachable: %w", fault.Cause[url.Error](err)), token)
	}
	defer res.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(res.Body, 4<<20))
	if err != nil {
		return redact(fmt.Errorf("telegram answer unreadable: %w", fault.Cause[url.Error](err)), token)
	}
	var a struct {
		answer
		Result json.RawMessage `json:"result"`
	}
	decodeErr := json.Unmarshal(raw, &a)
	if res.StatusCode/100 != 2 || decodeErr != nil || !a.OK {
		desc := a.Description
		if desc == "" {
			desc = http.StatusText(res.StatusCode)
		}
		return &APIError{Status: res.StatusCode, Description: redactText(desc, token)}
	}
	if out != nil && len(a.Result) > 0 {
		if err := json.Unmarshal(a.Result, out); err != nil {
			return fmt.Errorf("telegram %s result: %w", method, err)
		}
	}
	return nil
}

// APIError is an answer from Telegram other than a 2xx with "ok": true: its
// HTTP status and its description (Telegram's own, or the status text when
// it gave none), never with the token.
type APIError struct {
	Status      int
	Description string
}

func (e *APIError) Error() string {
	return fmt.Sprintf("telegram answered %d: %s", e.Status, e.Description)
}

// HTTPStatus is the status Telegram answered with.
func (e *APIError) HTTPStatus() int { return e.Status }

// ProviderDescription is what Telegram said was wrong.
func (e *APIError) ProviderDescription() string { return e.Description }

// redact is the last guard: the token never leaves in an error.
func redact(err error, token string) error {
	if token == "" || !strings.Contains(err.Error(), token) {
		return err
	}
	return errors.New(redactText(err.Error(), token))
}

func redactText(s, token string) string {
	if token == "" {
		return s
	}
	return strings.ReplaceAll(s, token, "[token]")
}
