package clientlog_test

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/gin-gonic/gin"
	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
	"go.uber.org/zap/zaptest/observer"

	"dhoni/internal/clientlog"
	"dhoni/internal/platform/clock"
)

// A Socket.IO client speaking the protocol over HTTP long-polling (Engine.IO
// 4): enough to open a connection and emit events, with no client library.
type pollingClient struct {
	t    *testing.T
	base string
	ip   string
	sid  string
}

func (p *pollingClient) do(method, body string) (int, string) {
	p.t.Helper()
	url := p.base + "/socket.io/?EIO=4&transport=polling"
	if p.sid != "" {
		url += "&sid=" + p.sid
	}
	req, err := http.NewRequest(method, url, strings.NewReader(body))
	if err != nil {
		p.t.Fatal(err)
	}
	req.Header.Set("X-Forwarded-For", p.ip)
	req.Header.Set("Content-Type", "text/plain;charset=UTF-8")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		p.t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(b)
}

func (p *pollingClient) open() {
	p.t.Helper()
	status, open := p.do(http.MethodGet, "")
	var hello struct{ Sid string }
	if status != http.StatusOK || !strings.HasPrefix(open, "0") || json.Unmarshal([]byte(open[1:]), &hello) != nil {
		p.t.Fatalf("handshake: %d %q", status, open)
	}
	p.sid = hello.Sid
}

func connect(t *testing.T, base, ip string) *pollingClient {
	t.Helper()
	p := &pollingClient{t: t, base: base, ip: ip}
	p.open()
	if status, body := p.do(http.MethodPost, "40"); status != http.StatusOK {
		t.Fatalf("connect: %d %q", status, body)
	}
	if _, body := p.do(http.MethodGet, ""); !strings.HasPrefix(body, "40") {
		t.Fatalf("connect answer: %q", body)
	}
	// The library writes the CONNECT answer before it files the socket under
	// its namespace, on another goroutine: a packet that arrives in between
	// finds no socket and is dropped. A browser's first lines can be lost
	// that way (a log channel, not a ledger); the tests give the server a
	// moment, as a browser's own round trips do.
	time.Sleep(50 * time.Millisecond)
	return p
}

// emit sends the events in one request (packets joined by the record separator).
func (p *pollingClient) emit(events ...string) int {
	packets := make([]string, len(events))
	for i, e := range events {
		packets[i] = `42["log",` + e + `]`
	}
	status, _ := p.do(http.MethodPost, strings.Join(packets, "\x1e"))
	return status
}

func newServer(t *testing.T, limits clientlog.Limits) (string, *observer.ObservedLogs) {
	t.Helper()
	core, logs := observer.New(zapcore.DebugLevel)
	ch := clientlog.New(zap.New(core), clock.System{}, limits)
	t.Cleanup(ch.Close)
	gin.SetMode(gin.ReleaseMode)
	e := gin.New()
	if err := e.SetTrustedProxies([]string{"127.0.0.1"}); err != nil {
		t.Fatal(err)
	}
	e.GET("/socket.io/", ch.Handle)
	e.POST("/socket.io/", ch.Handle)
	srv := httptest.NewServer(e)
	t.Cleanup(srv.Close)
	return srv.URL, logs
}

func waitFor(t *testing.T, logs *observer.ObservedLogs, what string, match func(observer.LoggedEntry) bool) observer.LoggedEntry {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) {
		for _, e := range logs.All() {
			if match(e) {
				return e
			}
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatalf("no log entry %s; have %v", what, logs.All())
	return observer.LoggedEntry{}
}

func TestBrowserErrorIsLoggedWithTheClientAndEscaped(t *testing.T) {
	base, logs := newServer(t, clientlog.DefaultLimits())
	c := connect(t, base, "203.0.113.7")
	c.emit(`["ERROR:","checkout failed","\n{\"level\":\"info\",\"msg\":\"forged\"}\u0007"]`, `["LOG:","hello"]`)

	e := waitFor(t, logs, "browser error", func(e observer.LoggedEntry) bool { return e.Message == "browser error" })
	fields := e.ContextMap()
	if fields["client"] != "203.0.113.7" {
		t.Errorf("client = %v", fields["client"])
	}
	want := `checkout failed \n{"level":"info","msg":"forged"}\u0007`
	if fields["text"] != want {
		t.Errorf("text = %q, want %q", fields["text"], want)
	}
	if e.Level != zapcore.WarnLevel {
		t.Errorf("level = %v", e.Level)
	}
	waitFor(t, logs, "browser log", func(e observer.LoggedEntry) bool {
		return e.Message == "browser log" && e.ContextMap()["text"] == "hello"
	})
}

func TestAFloodIsCutOffWithoutAffectingOthers(t *testing.T) {
	limits := clientlog.DefaultLimits()
	limits.ConnectionEvents = 5
	limits.ClientEvents = 8
	base, logs := newServer(t, limits)

	flooder := connect(t, base, "198.51.100.1")
	events := make([]string, 50)
	for i := range events {
		events[i] = `["LOG:","spam"]`
	}
	flooder.emit(events...)
	waitFor(t, logs, "connection cut", func(e observer.LoggedEntry) bool {
		return strings.HasPrefix(e.Message, "client log connection cut") && e.ContextMap()["client"] == "198.51.100.1"
	})
	if n := logs.FilterMessage("browser log").FilterField(zap.String("client", "198.51.100.1")).Len(); n != 5 {
		t.Errorf("%d lines logged for the flooder, want 5", n)
	}
	// The cut connection is gone: further events are not taken.
	if status := flooder.emit(`["LOG:","after the cut"]`); status == http.StatusOK {
		time.Sleep(100 * time.Millisecond)
		if logs.FilterField(zap.String("text", "after the cut")).Len() != 0 {
			t.Error("an event after the cut was logged")
		}
	}

	// A new connection from the same client shares its per-client budget.
	again := connect(t, base, "198.51.100.1")
	again.emit(`["LOG:","a"]`, `["LOG:","b"]`, `["LOG:","c"]`, `["LOG:","d"]`)
	waitFor(t, logs, "second cut", func(e observer.LoggedEntry) bool {
		return e.Message == "client log connection cut: too many events from this client"
	})

	other := connect(t, base, "203.0.113.9")
	other.emit(`["WARN:","still heard"]`)
	waitFor(t, logs, "other client", func(e observer.LoggedEntry) bool {
		return e.Message == "browser warning" && e.ContextMap()["client"] == "203.0.113.9" && e.ContextMap()["text"] == "still heard"
	})
}

func TestTooManyConnectionsFromOneClientAreRefused(t *testing.T) {
	limits := clientlog.DefaultLimits()
	limits.Connections = 2
	base, logs := newServer(t, limits)
	connect(t, base, "192.0.2.5")
	connect(t, base, "192.0.2.5")
	p := &pollingClient{t: t, base: base, ip: "192.0.2.5"}
	p.open()
	p.do(http.MethodPost, "40")
	waitFor(t, logs, "refused", func(e observer.LoggedEntry) bool {
		return e.Message == "client log connection refused: too many open"
	})
}

func TestAnOversizedMessageIsNotRead(t *testing.T) {
	limits := clientlog.DefaultLimits()
	limits.MessageBytes = 1024
	base, logs := newServer(t, limits)
	c := connect(t, base, "192.0.2.8")
	if status := c.emit(`["LOG:","` + strings.Repeat("x", 4096) + `"]`); status == http.StatusOK {
		t.Errorf("a 4 KiB message was accepted")
	}
	time.Sleep(100 * time.Millisecond)
	if logs.FilterMessage("browser log").Len() != 0 {
		t.Error("the oversized message was logged")
	}
}

func TestEscape(t *testing.T) {
	cases := map[string]string{
		"plain":           "plain",
		"a\nb\r\tc":       `a\nb\r\tc`,
		"back\\slash":     `back\\slash`,
		"bell\x07del\x7f": `bell\u0007del\u007f`,
		"line\u2028sep":   `line\u2028sep`,
		"c1\u0085":        `c1\u0085`,
		"bad\xffutf8":     `bad\xffutf8`,
		"Malé ✓":          "Malé ✓",
	}
	for in, want := range cases {
		if got := clientlog.Escape(in, 100); got != want {
			t.Errorf("Escape(%q) = %q, want %q", in, got, want)
		}
	}
	if got := clientlog.Escape(strings.Repeat("é", 10), 5); got != "éé…(cut)" {
		t.Errorf("cut = %q", got)
	}
}
