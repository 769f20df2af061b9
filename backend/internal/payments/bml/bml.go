// Package bml is the client of Bank of Maldives Connect (API v2.0): create
// a transaction and read one back. The API key goes in the Authorization
// header and nowhere else: it is never logged, and errors carry the bank's
// status and code, never the request.
package bml

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

	"dhoni/internal/payments"
	"dhoni/internal/platform/money"
)

// AppVersion is the version string sent with every transaction.
const AppVersion = "dhoni-1"

// maxAnswer bounds what is read of an answer.
const maxAnswer = 1 << 20

// Client speaks to the bank.
type Client struct {
	// baseURL, when set, replaces the environment's address (tests and
	// the fake bank: DHONI_BML_URL).
	baseURL string
	http    *http.Client
}

// New returns a client; baseURL overrides the environments' addresses when
// not empty.
func New(baseURL string) *Client {
	return &Client{baseURL: strings.TrimRight(baseURL, "/"), http: &http.Client{Timeout: payments.DefaultBankTimeout}}
}

var _ payments.Bank = (*Client)(nil)

// CreateRequest is the body of POST /transactions (the fake bank reads it
// too).
type CreateRequest struct {
	Amount            int64  `json:"amount"`
	Currency          string `json:"currency"`
	Signature         string `json:"signature"`
	SignMethod        string `json:"signMethod"`
	DeviceID          string `json:"deviceId"`
	AppVersion        string `json:"appVersion"`
	APIVersion        string `json:"apiVersion"`
	LocalID           string `json:"localId"`
	CustomerReference string `json:"customerReference"`
	RedirectURL       string `json:"redirectUrl"`
	Provider          string `json:"provider,omitempty"`
}

type transaction struct {
	ID       string `json:"id"`
	LocalID  string `json:"localId"`
	Amount   int64  `json:"amount"`
	Currency string `json:"currency"`
	State    string `json:"state"`
	URL      string `json:"url"`
}

type bankError struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

// Create implements payments.Bank.
func (c *Client) Create(ctx context.Context, s payments.Settings, t payments.NewTransaction) (payments.BankTransaction, error) {
	body, err := json.Marshal(CreateRequest{
		Amount: int64(t.Amount), Currency: t.Currency,
		Signature: payments.Sign(int64(t.Amount), t.Currency, s.APIKey), SignMethod: "sha1",
		DeviceID: s.ApplicationID, AppVersion: AppVersion, APIVersion: "2.0",
		LocalID: t.LocalID, CustomerReference: t.CustomerReference, RedirectURL: t.RedirectURL,
	})
	if err != nil {
		return payments.BankTransaction{}, err
	}
	return c.do(ctx, s, http.MethodPost, "/transactions", body)
}

// Get implements payments.Bank.
func (c *Client) Get(ctx context.Context, s payments.Settings, id string) (payments.BankTransaction, error) {
	return c.do(ctx, s, http.MethodGet, "/transactions/"+url.PathEscape(id), nil)
}

func (c *Client) do(ctx context.Context, s payments.Settings, method, path string, body []byte) (payments.BankTransaction, error) {
	base := c.baseURL
	if base == "" {
		base = s.Environment.BaseURL()
	}
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, method, base+path, rd)
	if err != nil {
		return payments.BankTransaction{}, fmt.Errorf("bank request: %w", err)
	}
	req.Header.Set("Authorization", s.APIKey)
	req.Header.Set("Accept", "application/json")
	req.Header.Set("Content-Type", "application/json")
	started := time.Now()
	res, err := c.http.Do(req)
	if err != nil {
		// The URL error names the address only, never a header.
		return payments.BankTransaction{}, fmt.Errorf("bank %s %s: %w", method, path, err)
	}
	defer res.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(res.Body, maxAnswer))
	if err != nil {
		return payments.BankTransaction{}, fmt.Errorf("bank %s %s: read the answer after %s: %w", method, path, time.Since(started).Round(time.Millisecond), err)
	}
	if res.StatusCode >= 300 {
		var be bankError
		_ = json.Unmarshal(raw, &be) // the status says enough when the body is no error object
		err := fmt.Errorf("bank %s %s: status %d %s", method, path, res.StatusCode, be.Code)
		switch {
		case res.StatusCode == http.StatusNotFound && method == http.MethodGet:
			return payments.BankTransaction{}, fmt.Errorf("%w: %w", payments.ErrUnknownTransaction, err)
		case res.StatusCode < 500:
			return payments.BankTransaction{}, fmt.Errorf("%w: %w", payments.ErrBankRefused, err)
		}
		return payments.BankTransaction{}, err
	}
	var t transaction
	if err := json.Unmarshal(raw, &t); err != nil {
		return payments.BankTransaction{}, fmt.Errorf("bank %s %s: unreadable answer: %w", method, path, err)
	}
	if t.ID == "" {
		return payments.BankTransaction{}, errors.New("bank answer without a transaction id")
	}
	return payments.BankTransaction{
		ID: t.ID, LocalID: t.LocalID, Amount: money.Laari(t.Amount), Currency: t.Currency,
		State: payments.State(t.State), URL: t.URL,
	}, nil
}
