package notify_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf8"

	"go.uber.org/zap"
	"go.uber.org/zap/zaptest/observer"

	"dhoni/internal/geography"
	"dhoni/internal/notify"
	"dhoni/internal/notify/gormstore"
	"dhoni/internal/notify/ordersadapter"
	"dhoni/internal/orders"
	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/dbtest"
	"dhoni/internal/settings"
	"dhoni/internal/tailoring"
)

func TestEscapeMarkdown(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"Aish_a *Star*":       `Aish\_a \*Star\*`,
		"[link](x) `code`":    "\\[link](x) \\`code\\`",
		`back\slash \_`:       `back⧵slash ⧵\_`,
		"Malé, Hulhumalé 2/3": "Malé, Hulhumalé 2/3",
	} {
		if got := notify.EscapeMarkdown(in); got != want {
			t.Errorf("EscapeMarkdown(%q): got %q, want %q", in, got, want)
		}
	}
}

var t0 = time.Date(2025, 7, 1, 6, 0, 0, 0, time.UTC)

// newOrder places a real order and gives it as notify sees it (through
// ordersadapter, as in the running shop).
func newOrder(t *testing.T, lines int) notify.Order {
	t.Helper()
	prices := orders.PriceList{
		Products: map[string]orders.Product{"prod-fan": {ID: "prod-fan", Title: "Stand *Fan* with a long name, as the owner typed it", SKU: "F-1", Price: 145050}},
		Atolls:   []geography.Atoll{{Name: "Malé", Islands: []string{"Malé"}}},
		Fees:     geography.FeeTable{},
	}
	c := orders.Checkout{
		Customer: orders.Customer{Name: "Aishath", Phone: "7771234",
			Address: orders.Address{Atoll: "Malé", Island: "Malé", Street: "Orchid Magu"}},
		PaymentMethod: "COD",
	}
	for range lines {
		c.Items = append(c.Items, orders.CheckoutItem{ProductID: "prod-fan", Quantity: 1})
	}
	o, err := orders.NewOrder("RB-MBD0QG00-TEST", c, prices, t0)
	if err != nil {
		t.Fatal(err)
	}
	return ordersadapter.View(o)
}

func TestLongOrdersFitOneMessage(t *testing.T) {
	t.Parallel()
	text := notify.OrderText(newOrder(t, 100))
	if n := utf8.RuneCountInString(text); n > notify.MaxTextLength {
		t.Fatalf("got %d characters, want at most %d", n, notify.MaxTextLength)
	}
	if !strings.Contains(text, "more items\n") || !strings.Contains(text, "*Total:* MVR 145,050.00") {
		t.Errorf("the shortened message lost its end:\n%s", text[len(text)-300:])
	}
	if !strings.Contains(text, `• Stand \*Fan\* with a long name, as the owner typed it × 1 — MVR 1,450.50`) {
		t.Error("a product's title is not escaped")
	}
}

// TestRequestTextEscapesAndFits: the owner's alert for a new request names
// it, keeps the customer's Markdown from breaking the message, shows the
// measurements as given and fits one message however long the description.
func TestRequestTextEscapesAndFits(t *testing.T) {
	t.Parallel()
	now := time.Date(2025, 3, 9, 10, 0, 0, 0, time.UTC)
	r, err := tailoring.NewRequest("TR-M7ABCDEF-Q2W3", tailoring.Submission{
		Kind: "custom_design", Phone: "777 1234", Unit: "in",
		Description: "A *bold* abaya_with [pearls] " + strings.Repeat("and more ", 215),
		FabricType:  "Nida", Measurements: map[tailoring.Part]float64{tailoring.Bust: 36, tailoring.Length: 56.5},
	}, now)
	if err != nil {
		t.Fatal(err)
	}
	text := notify.RequestText(r)
	for _, want := range []string{
		"*New tailoring request TR-M7ABCDEF-Q2W3*", "*Type:* Custom design", "*Phone:* +9607771234",
		`A \*bold\* abaya\_with \[pearls]`, "*Fabric:* Nida", "*Measurements:* bust 36 in, length 56.5 in",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("alert lacks %q:\n%s", want, text)
		}
	}
	if n := utf8.RuneCountInString(text); n > notify.MaxTextLength {
		t.Errorf("alert is %d characters, over Telegram's %d", n, notify.MaxTextLength)
	}

	alt, err := tailoring.NewRequest("TR-M7ABCDEF-Q2W4", tailoring.Submission{
		Kind: "alteration", Phone: "9123456", ItemType: "dress", Measurements: map[tailoring.Part]float64{tailoring.Waist: 70},
	}, now)
	if err != nil {
		t.Fatal(err)
	}
	if text := notify.RequestText(alt); !strings.Contains(text, "*Item:* Dress") || !strings.Contains(text, "waist 70 cm") {
		t.Errorf("alteration alert:\n%s", text)
	}
}

// sender records sends and fails as told.
type sender struct {
	mu    sync.Mutex
	sent  []string // chat ids that got the message
	tries []string
	fail  func(chatID string) error
}

func (s *sender) SendMessage(ctx context.Context, token, chatID, text string) error {
	s.mu.Lock()
	s.tries = append(s.tries, chatID)
	fail := s.fail
	s.mu.Unlock()
	if fail != nil {
		if err := fail(chatID); err != nil {
			return err
		}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.sent = append(s.sent, chatID)
	return nil
}

type telegramSettings struct {
	cfg settings.Telegram
	err error
}

func (t *telegramSettings) Telegram(context.Context) (settings.Telegram, error) { return t.cfg, t.err }

type rig struct {
	svc      *notify.Service
	db       *database.DB
	clock    *clock.Manual
	sender   *sender
	settings *telegramSettings
	logs     *observer.ObservedLogs
}

func newRig(t *testing.T, cfg notify.Config) *rig {
	t.Helper()
	ctx := context.Background()
	db, err := database.Open(ctx, dbtest.Config(t, database.SQLite), zap.NewNop())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	set := database.MigrationSet{Name: "notify", FS: gormstore.Migrations, Dir: "migrations"}
	if _, err := database.Migrate(ctx, db, []database.MigrationSet{set}, zap.NewNop()); err != nil {
		t.Fatal(err)
	}
	core, logs := observer.New(zap.DebugLevel)
	r := &rig{
		db: db, clock: clock.NewManual(t0), sender: &sender{}, logs: logs,
		settings: &telegramSettings{cfg: settings.Telegram{Enabled: true, BotToken: "1:SECRET", ChatIDs: "111, -222"}},
	}
	r.svc = notify.NewService(notify.Deps{
		Outbox: gormstore.New(db.DB), Sender: r.sender, Settings: r.settings, Clock: r.clock, Log: zap.New(core), Config: cfg,
	})
	if err := r.svc.OrderPlaced(ctx, newOrder(t, 1)); err != nil {
		t.Fatal(err)
	}
	return r
}

func (r *rig) sendDue(t *testing.T) int {
	t.Helper()
	n, err := r.svc.SendDue(context.Background())
	if err != nil {
		t.Fatalf("SendDue: %v", err)
	}
	return n
}

// stopAtFirstSend runs SendDue as the shutdown begins: the first send
// cancels its context and answers err. SendDue reports the cancellation;
// later sends succeed again.
func (r *rig) stopAtFirstSend(t *testing.T, err error) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	r.sender.fail = func(string) error { cancel(); return err }
	if _, got := r.svc.SendDue(ctx); !errors.Is(got, context.Canceled) {
		t.Errorf("got %v, want context.Canceled", got)
	}
	r.sender.fail = nil
}

func (r *rig) state(t *testing.T) (state string, attempts int) {
	t.Helper()
	row := struct {
		State    string
		Attempts int
	}{}
	if err := r.db.Raw("SELECT state, attempts FROM notify_outbox").Scan(&row).Error; err != nil {
		t.Fatal(err)
	}
	return row.State, row.Attempts
}

// wantSent fails the test unless the message is sent, and was sent to the
// chats want lists, in that order ("[1 2]"); when says at which point.
func (r *rig) wantSent(t *testing.T, want, when string) {
	t.Helper()
	if got := fmt.Sprint(r.sender.sent); got != want {
		t.Errorf("%s: sent to %s, want %s", when, got, want)
	}
	if state, _ := r.state(t); state != "sent" {
		t.Errorf("%s: state %s, want sent", when, state)
	}
}

// TestRetriesBackOffThenGiveUp: a chat that never answers is tried after 5,
// 10, 20 s... at most 10 minutes apart, and given up a day after the order,
// with an error in the log; the chat that answered is never sent it again.
func TestRetriesBackOffThenGiveUp(t *testing.T) {
	t.Parallel()
	r := newRig(t, notify.DefaultConfig())
	r.sender.fail = func(chat string) error {
		if chat == "111" {
			return errors.New("telegram answered 500: Internal Server Error")
		}
		return nil
	}
	if n := r.sendDue(t); n != 1 {
		t.Fatalf("first attempt: handled %d, want 1", n)
	}
	for i, wait := range []time.Duration{5, 10, 20, 40, 80, 160, 320, 600, 600} {
		wait *= time.Second
		r.clock.Advance(wait - time.Second)
		if n := r.sendDue(t); n != 0 {
			t.Fatalf("retry %d came before %v", i+1, wait)
		}
		r.clock.Advance(time.Second)
		if n := r.sendDue(t); n != 1 {
			t.Fatalf("retry %d did not come after %v", i+1, wait)
		}
	}
	for state, _ := r.state(t); state == "pending"; state, _ = r.state(t) {
		r.clock.Advance(10 * time.Minute)
		r.sendDue(t)
		if r.clock.Now().Sub(t0) > 25*time.Hour {
			t.Fatal("still retrying after 25 hours")
		}
	}
	if elapsed := r.clock.Now().Sub(t0); elapsed < 24*time.Hour {
		t.Errorf("gave up after %v, want a day", elapsed)
	}
	state, attempts := r.state(t)
	if state != "failed" || attempts < 150 {
		t.Errorf("got %s after %d attempts, want failed after about 150", state, attempts)
	}
	if n := r.logs.FilterMessage(notify.LogGaveUp).FilterField(zap.String("order_number", "RB-MBD0QG00-TEST")).Len(); n != 1 {
		t.Errorf("give-up log lines: got %d, want 1", n)
	}
	sentTo := fmt.Sprint(r.sender.sent)
	if sentTo != "[-222]" {
		t.Errorf("delivered to %s, want -222 once", sentTo)
	}
}

func TestNoValidChatIDs(t *testing.T) {
	t.Parallel()
	r := newRig(t, notify.DefaultConfig())
	r.settings.cfg.ChatIDs = "abc, @x, ,"
	r.sendDue(t)
	if state, _ := r.state(t); state != "failed" || len(r.sender.tries) != 0 {
		t.Errorf("got %s with %d sends, want failed with none", state, len(r.sender.tries))
	}
	if r.logs.FilterMessage(notify.LogNoChatIDs).Len() != 1 || r.logs.FilterMessage(notify.LogBadChatID).Len() != 2 {
		t.Errorf("log: %v", r.logs.All())
	}
}

func TestUnreadableSettingsAreTriedAgain(t *testing.T) {
	t.Parallel()
	r := newRig(t, notify.DefaultConfig())
	r.settings.err = errors.New("database is down")
	r.sendDue(t)
	if state, attempts := r.state(t); state != "pending" || attempts != 0 {
		t.Errorf("got %s after %d counted attempts, want pending and none counted", state, attempts)
	}
	r.settings.err = nil
	r.clock.Advance(5 * time.Second)
	r.sendDue(t)
	if state, _ := r.state(t); state != "sent" || len(r.sender.sent) != 2 {
		t.Errorf("got %s, sent to %v; want sent to both", state, r.sender.sent)
	}
}

// TestALapsingClaimStopsSending: when sends are slow, the worker stops before
// its claim could run out, and the next claim sends only to chats that did
// not get it yet.
func TestALapsingClaimStopsSending(t *testing.T) {
	t.Parallel()
	cfg := notify.DefaultConfig() // a 2-minute claim
	r := newRig(t, cfg)
	r.settings.cfg.ChatIDs = "1, 2, 3"
	r.sender.fail = func(string) error { r.clock.Advance(time.Minute); return nil } // each send takes a minute
	r.sendDue(t)
	if got := fmt.Sprint(r.sender.sent); got != "[1 2]" {
		t.Fatalf("first claim sent to %s, want [1 2]", got)
	}
	r.sendDue(t)
	r.wantSent(t, "[1 2 3]", "after the second claim")
}

func TestShutdownHandsTheMessageBack(t *testing.T) {
	t.Parallel()
	r := newRig(t, notify.DefaultConfig())
	r.stopAtFirstSend(t, context.Canceled)
	if state, attempts := r.state(t); state != "pending" || attempts != 0 {
		t.Errorf("got %s after %d attempts, want pending, none counted", state, attempts)
	}
	r.sendDue(t) // the next start sends it at once: no lease holds it
	if state, _ := r.state(t); state != "sent" {
		t.Errorf("after a restart: got %s, want sent", state)
	}
}

// TestASendFinishedAsTheShutdownBeganIsNotRepeated: Telegram took the message
// for the first chat just as the worker was told to stop. The delivery is
// recorded all the same, so the next worker (this replica after a restart,
// or another one) sends only to the chat that has not got it.
func TestASendFinishedAsTheShutdownBeganIsNotRepeated(t *testing.T) {
	t.Parallel()
	r := newRig(t, notify.DefaultConfig())
	r.stopAtFirstSend(t, nil)
	r.sendDue(t)
	r.wantSent(t, "[111 -222]", "each chat once")
}

// TestShutdownReleasesTheWholeClaim: a worker claims a batch and is stopped
// while sending its first message. Every message of the batch goes back due
// at once, so another replica sends them now rather than when the claim
// would have lapsed.
func TestShutdownReleasesTheWholeClaim(t *testing.T) {
	t.Parallel()
	r := newRig(t, notify.DefaultConfig())
	if err := r.svc.OrderPlaced(context.Background(), newOrder(t, 2)); err != nil {
		t.Fatal(err)
	}
	r.stopAtFirstSend(t, context.Canceled)
	var leased int
	if err := r.db.Raw("SELECT count(*) FROM notify_outbox WHERE lease_until IS NOT NULL").Scan(&leased).Error; err != nil {
		t.Fatal(err)
	}
	if leased != 0 {
		t.Errorf("messages still held by the stopped worker: got %d, want 0", leased)
	}
	if n := r.sendDue(t); n != 2 {
		t.Errorf("the next worker, at once: handled %d, want both", n)
	}
}

func TestAnUnlistedIslandIsFlaggedForTheOwner(t *testing.T) {
	t.Parallel()
	o := newOrder(t, 1)
	if text := notify.OrderText(o); strings.Contains(text, "not in the list") {
		t.Errorf("a listed island is flagged:\n%s", text)
	}
	o.Customer.Island, o.Customer.IslandUnlisted = "Kanimeedhoo", true
	if text := notify.OrderText(o); !strings.Contains(text, "⚠️ *Island not in the list:* Kanimeedhoo (typed by the customer)") {
		t.Errorf("the unlisted island is not flagged:\n%s", text)
	}
}
