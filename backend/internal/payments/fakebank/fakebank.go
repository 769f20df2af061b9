// Package fakebank is a stand-in for Bank of Maldives Connect, for tests and
// for trying online payment without an account: the documented create,
// read and list calls, a payment page with Pay and Cancel, the states, and
// webhooks signed like the bank's, with the failure modes a real bank has
// (401, 500, slow answers, webhooks late, twice, out of order or never).
// `go run ./cmd/fakebank` (or `go tool task fakebank`) serves it.
package fakebank

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"html/template"
	"io"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"dhoni/internal/payments"
	"dhoni/internal/payments/bml"
)

// Webhooks is how the bank sends its webhooks.
type Webhooks string

const (
	// Deliver sends each webhook once, at once.
	Deliver Webhooks = "deliver"
	// Never sends none.
	Never Webhooks = "never"
	// Twice sends each one twice.
	Twice Webhooks = "twice"
	// Hold keeps them until Release sends them (late, or in any order).
	Hold Webhooks = "hold"
)

// Mode is how the bank misbehaves. The zero Mode is a bank that works.
type Mode struct {
	// CreateStatus and ReadStatus, when not 0, answer every create or read
	// with that status (401, 500, ...).
	CreateStatus int `json:"create_status"`
	ReadStatus   int `json:"read_status"`
	// Delay is waited before every API answer (a slow bank; a timeout).
	Delay time.Duration `json:"delay"`
	// Webhooks is how webhooks go ("" is Deliver).
	Webhooks Webhooks `json:"webhooks"`
}

// Transaction is one the bank keeps.
type Transaction struct {
	ID                string `json:"id"`
	LocalID           string `json:"localId"`
	CustomerReference string `json:"customerReference"`
	Amount            int64  `json:"amount"`
	Currency          string `json:"currency"`
	State             string `json:"state"`
	URL               string `json:"url"`
	RedirectURL       string `json:"redirectUrl"`
	Provider          string `json:"provider"`
	Created           string `json:"created"`
	QRCode            struct {
		URL string `json:"url"`
	} `json:"qrcode"`
}

// Hook is a webhook as the bank sends it.
type Hook struct {
	LocalID           string `json:"localId"`
	CustomerReference string `json:"customerReference"`
	TransactionID     string `json:"transactionId"`
	State             string `json:"state"`
	Created           string `json:"created"`
	Signature         string `json:"signature"`
	Amount            int64  `json:"amount"`
	Currency          string `json:"currency"`
	Provider          string `json:"provider"`
	QRCode            struct {
		URL string `json:"url"`
	} `json:"qrCode"`
}

// Bank is the fake bank: an http.Handler.
type Bank struct {
	appID, apiKey string

	mu       sync.Mutex
	base     string
	webhook  string
	mode     Mode
	txs      map[string]*Transaction
	order    []string
	created  []Transaction
	held     []Hook
	client   *http.Client
	mux      *http.ServeMux
	inFlight sync.WaitGroup
}

// New returns a bank that accepts the application id and key given.
func New(appID, apiKey string) *Bank {
	b := &Bank{appID: appID, apiKey: apiKey, txs: map[string]*Transaction{}, client: &http.Client{Timeout: 10 * time.Second}}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /public/transactions", b.api(b.create))
	mux.HandleFunc("GET /public/transactions/{id}", b.api(b.read))
	mux.HandleFunc("GET /public/transactions", b.api(b.list))
	mux.HandleFunc("GET /pay/{id}", b.page)
	mux.HandleFunc("POST /pay/{id}/{action}", b.act)
	mux.HandleFunc("PUT /_fake/mode", b.setMode)
	mux.HandleFunc("POST /_fake/release", func(w http.ResponseWriter, r *http.Request) {
		b.Release(r.URL.Query().Get("order") == "reverse")
		w.WriteHeader(http.StatusNoContent)
	})
	b.mux = mux
	return b
}

// SetBase is the address the bank is reached at (its payment pages' URLs).
func (b *Bank) SetBase(base string) {
	b.mu.Lock()
	b.base = strings.TrimRight(base, "/")
	b.mu.Unlock()
}

// SetWebhook is the shop's webhook address, as set in the bank's dashboard.
func (b *Bank) SetWebhook(u string) { b.mu.Lock(); b.webhook = u; b.mu.Unlock() }

// SetMode changes how the bank behaves from now on.
func (b *Bank) SetMode(m Mode) { b.mu.Lock(); b.mode = m; b.mu.Unlock() }

// ServeHTTP implements http.Handler.
func (b *Bank) ServeHTTP(w http.ResponseWriter, r *http.Request) { b.mux.ServeHTTP(w, r) }

// Wait waits for the webhooks being sent.
func (b *Bank) Wait() { b.inFlight.Wait() }

// Created returns every transaction created, as asked, in order.
func (b *Bank) Created() []Transaction {
	b.mu.Lock()
	defer b.mu.Unlock()
	return slices.Clone(b.created)
}

// Transaction returns the bank's transaction.
func (b *Bank) Transaction(id string) (Transaction, bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	t, ok := b.txs[id]
	if !ok {
		return Transaction{}, false
	}
	return *t, true
}

// SetAmount changes what the bank says a transaction was for (a bank
// answer that does not match the order).
func (b *Bank) SetAmount(id string, amount int64) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if t, ok := b.txs[id]; ok {
		t.Amount = amount
	}
}

// Pay confirms the transaction as the customer paying would, and sends its
// webhook (as the mode says). It returns where the customer's browser goes.
func (b *Bank) Pay(id string) (string, error) { return b.move(id, string(payments.Confirmed)) }

// Cancel cancels it as the customer would.
func (b *Bank) Cancel(id string) (string, error) { return b.move(id, string(payments.Cancelled)) }

func (b *Bank) move(id, state string) (string, error) {
	b.mu.Lock()
	t, ok := b.txs[id]
	if !ok {
		b.mu.Unlock()
		return "", fmt.Errorf("no transaction %s", id)
	}
	if t.State != string(payments.Created) {
		b.mu.Unlock()
		return "", fmt.Errorf("transaction %s is %s already", id, t.State)
	}
	t.State = state
	hook := b.hookOf(t)
	redirect := returnAddress(t)
	b.mu.Unlock()
	b.send(hook)
	return redirect, nil
}

// returnAddress is the shop's redirectUrl with the transaction's id and
// state added, as the bank does.
func returnAddress(t *Transaction) string {
	u, err := url.Parse(t.RedirectURL)
	if err != nil || t.RedirectURL == "" {
		return ""
	}
	q := u.Query()
	q.Set("transactionId", t.ID)
	q.Set("state", t.State)
	u.RawQuery = q.Encode()
	return u.String()
}

// Release sends the held webhooks, oldest first or (reverse) newest first.
func (b *Bank) Release(reverse bool) {
	b.mu.Lock()
	held := b.held
	b.held = nil
	webhook := b.webhook
	b.mu.Unlock()
	if reverse {
		slices.Reverse(held)
	}
	for _, h := range held {
		b.post(webhook, h)
	}
}

// Held returns the webhooks held back (mode Hold).
func (b *Bank) Held() []Hook {
	b.mu.Lock()
	defer b.mu.Unlock()
	return slices.Clone(b.held)
}

// HookOf is the webhook the bank would send now for the transaction.
func (b *Bank) HookOf(id string) Hook {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.hookOf(b.txs[id])
}

func (b *Bank) hookOf(t *Transaction) Hook {
	h := Hook{LocalID: t.LocalID, CustomerReference: t.CustomerReference, TransactionID: t.ID, State: t.State,
		Created: t.Created, Amount: t.Amount, Currency: t.Currency, Provider: t.Provider,
		Signature: payments.Sign(t.Amount, t.Currency, b.apiKey)}
	h.QRCode.URL = t.QRCode.URL
	return h
}

// send delivers a webhook as the mode says.
func (b *Bank) send(h Hook) {
	b.mu.Lock()
	mode, webhook := b.mode.Webhooks, b.webhook
	if mode == Hold {
		b.held = append(b.held, h)
	}
	b.mu.Unlock()
	if webhook == "" {
		return
	}
	switch mode {
	case "", Deliver:
		b.post(webhook, h)
	case Twice:
		b.post(webhook, h)
		b.post(webhook, h)
	}
}

// post sends one webhook and waits for the answer (a test then sees its
// effect; the bank's own sending is asynchronous, which Hold stands for).
func (b *Bank) post(webhook string, h Hook) {
	b.inFlight.Add(1)
	defer b.inFlight.Done()
	body, err := json.Marshal(h)
	if err != nil {
		return
	}
	res, err := b.client.Post(webhook, "application/json", bytes.NewReader(body))
	if err == nil {
		res.Body.Close()
	}
}

// Post sends any webhook to the shop and returns the status it answered
// (a forged or replayed one, in tests).
func (b *Bank) Post(h Hook) (int, error) {
	b.mu.Lock()
	webhook := b.webhook
	b.mu.Unlock()
	body, err := json.Marshal(h)
	if err != nil {
		return 0, err
	}
	res, err := b.client.Post(webhook, "application/json", bytes.NewReader(body))
	if err != nil {
		return 0, err
	}
	res.Body.Close()
	return res.StatusCode, nil
}

type apiError struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

func answer(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// api wraps an API call: the mode's delay, then the key.
func (b *Bank) api(h func(w http.ResponseWriter, r *http.Request, m Mode)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		b.mu.Lock()
		m := b.mode
		b.mu.Unlock()
		if m.Delay > 0 {
			// The request is read first: the server notices a client that
			// gave up (and ends the wait) only once its body is read.
			body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
			if err != nil {
				return
			}
			r.Body = io.NopCloser(bytes.NewReader(body))
			select {
			case <-time.After(m.Delay):
			case <-r.Context().Done():
				return
			}
		}
		if r.Header.Get("Authorization") != b.apiKey {
			answer(w, http.StatusUnauthorized, apiError{"PP-01-01", "Invalid API key"})
			return
		}
		h(w, r, m)
	}
}

func (b *Bank) create(w http.ResponseWriter, r *http.Request, m Mode) {
	if m.CreateStatus != 0 {
		answer(w, m.CreateStatus, apiError{"PP-50-00", "Failure set on the fake bank"})
		return
	}
	var in bml.CreateRequest
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 64<<10)).Decode(&in); err != nil {
		answer(w, http.StatusBadRequest, apiError{"PP-40-00", "Unreadable body"})
		return
	}
	want := payments.Sign(in.Amount, in.Currency, b.apiKey)
	if in.SignMethod == "md5" {
		want = payments.SignMD5(in.Amount, in.Currency, b.apiKey)
	}
	switch {
	case in.Amount < 100:
		answer(w, http.StatusBadRequest, apiError{"PP-40-01", "Amount must be at least 100"})
		return
	case in.Currency != "MVR" && in.Currency != "USD":
		answer(w, http.StatusBadRequest, apiError{"PP-40-02", "Unknown currency"})
		return
	case in.Signature != want:
		answer(w, http.StatusBadRequest, apiError{"PP-40-03", "Invalid signature"})
		return
	case in.DeviceID != b.appID || in.APIVersion != "2.0" || in.AppVersion == "":
		answer(w, http.StatusBadRequest, apiError{"PP-40-04", "Invalid deviceId, apiVersion or appVersion"})
		return
	}
	id := newID()
	b.mu.Lock()
	t := &Transaction{ID: id, LocalID: in.LocalID, CustomerReference: in.CustomerReference, Amount: in.Amount,
		Currency: in.Currency, State: string(payments.Created), URL: b.baseOf(r) + "/pay/" + id,
		RedirectURL: in.RedirectURL, Provider: in.Provider, Created: time.Now().UTC().Format(time.RFC3339)}
	t.QRCode.URL = t.URL + "/qr"
	b.txs[id] = t
	b.order = append(b.order, id)
	b.created = append(b.created, *t)
	out, hook := *t, b.hookOf(t)
	b.mu.Unlock()
	b.send(hook)
	answer(w, http.StatusOK, out)
}

// baseOf is the bank's own address: as set, or the request's host.
func (b *Bank) baseOf(r *http.Request) string {
	if b.base != "" {
		return b.base
	}
	return "http://" + r.Host
}

func (b *Bank) read(w http.ResponseWriter, r *http.Request, m Mode) {
	if m.ReadStatus != 0 {
		answer(w, m.ReadStatus, apiError{"PP-50-00", "Failure set on the fake bank"})
		return
	}
	t, ok := b.Transaction(r.PathValue("id"))
	if !ok {
		answer(w, http.StatusNotFound, apiError{"PP-40-40", "Transaction not found"})
		return
	}
	answer(w, http.StatusOK, t)
}

// perPage is the list's page size.
const perPage = 20

func (b *Bank) list(w http.ResponseWriter, r *http.Request, m Mode) {
	if m.ReadStatus != 0 {
		answer(w, m.ReadStatus, apiError{"PP-50-00", "Failure set on the fake bank"})
		return
	}
	page, err := strconv.Atoi(r.URL.Query().Get("page"))
	if err != nil || page < 1 {
		page = 1
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	items := []Transaction{}
	for i := (page - 1) * perPage; i < len(b.order) && i < page*perPage; i++ {
		items = append(items, *b.txs[b.order[i]])
	}
	answer(w, http.StatusOK, struct {
		Count int           `json:"count"`
		Items []Transaction `json:"items"`
	}{len(b.order), items})
}

var pageTemplate = template.Must(template.New("pay").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Fake Bank of Maldives: pay</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}
button{font-size:1.1rem;padding:.8rem 1.2rem;margin:.3rem 0;width:100%}</style></head>
<body><h1>Fake Bank of Maldives</h1>
<p>A test bank: no money moves.</p>
<p>{{.Reference}}</p>
<p><strong>{{.Currency}} {{.Amount}}</strong></p>
{{if .Open}}
<form method="post" action="/pay/{{.ID}}/pay"><button type="submit">Pay</button></form>
<form method="post" action="/pay/{{.ID}}/cancel"><button type="submit">Cancel payment</button></form>
{{else}}<p>This payment is {{.State}}.</p>{{end}}
</body></html>`))

func (b *Bank) page(w http.ResponseWriter, r *http.Request) {
	t, ok := b.Transaction(r.PathValue("id"))
	if !ok {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	_ = pageTemplate.Execute(w, map[string]any{
		"ID": t.ID, "Reference": t.CustomerReference, "Currency": t.Currency, "State": t.State,
		"Amount": fmt.Sprintf("%d.%02d", t.Amount/100, t.Amount%100), "Open": t.State == string(payments.Created),
	})
}

func (b *Bank) act(w http.ResponseWriter, r *http.Request) {
	var redirect string
	var err error
	switch r.PathValue("action") {
	case "pay":
		redirect, err = b.Pay(r.PathValue("id"))
	case "cancel":
		redirect, err = b.Cancel(r.PathValue("id"))
	default:
		http.NotFound(w, r)
		return
	}
	if err != nil {
		http.Error(w, err.Error(), http.StatusConflict)
		return
	}
	if redirect == "" {
		_, _ = w.Write([]byte("Done."))
		return
	}
	http.Redirect(w, r, redirect, http.StatusSeeOther)
}

func (b *Bank) setMode(w http.ResponseWriter, r *http.Request) {
	var m Mode
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 4<<10)).Decode(&m); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	b.SetMode(m)
	w.WriteHeader(http.StatusNoContent)
}

func newID() string {
	var raw [12]byte
	_, _ = rand.Read(raw[:])
	return hex.EncodeToString(raw[:])
}

// Serve runs the bank on addr until ctx ends.
func Serve(ctx context.Context, addr string, b *Bank) error {
	srv := &http.Server{Addr: addr, Handler: b, ReadHeaderTimeout: 5 * time.Second}
	go func() {
		<-ctx.Done()
		shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = srv.Shutdown(shut)
	}()
	if err := srv.ListenAndServe(); err != http.ErrServerClosed {
		return err
	}
	return nil
}
