// Package notify announces new orders to the shop owner on Telegram (spec
// section 7) through an outbox: the order's transaction queues the message
// (OrderPlaced), and a worker (Run) sends it afterwards, one sendMessage per
// chat id, retrying with backoff. A notification problem never blocks or
// fails an order, a rolled-back order is never announced, and each chat gets
// each announcement once (docs/decisions/033).
//
// Adapters: gormstore (the outbox on SQLite and PostgreSQL), telegram (the
// Bot API client) and notifyfx (the fx wiring and the worker's lifecycle).
package notify

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"time"

	"go.uber.org/zap"

	"dhoni/internal/notify/telegram"
	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/memo"
	"dhoni/internal/settings"
)

// Message is an announcement in the outbox.
type Message struct {
	ID          int64
	OrderNumber string
	// Text is the message as composed when the order was placed.
	Text      string
	CreatedAt time.Time
	// Attempts counts the sends that failed so far.
	Attempts int
	// LeaseUntil is when a claim on the message runs out (Claim sets it).
	LeaseUntil time.Time
	// DeliveredTo are the chat ids that already have it.
	DeliveredTo map[string]bool
	// Buttons are the order actions (Order.Actions) offered under the
	// message when the owner lets the chats act (a new-order message).
	Buttons []string
}

// Outcome is how a message left the outbox.
type Outcome string

const (
	// Sent: every chat id has it.
	Sent Outcome = "sent"
	// Skipped: notifications were off or not configured when it was due.
	Skipped Outcome = "skipped"
	// Failed: no valid chat id, or still undelivered when the worker gave up.
	Failed Outcome = "failed"
)

// Outbox keeps the announcements waiting to be sent. Implementation:
// gormstore, checked by outboxtest on SQLite and PostgreSQL.
type Outbox interface {
	// Add queues a message, in the transaction ctx carries if any.
	Add(ctx context.Context, m Message) error
	// Claim leases up to limit pending messages that are due at now and not
	// leased by anyone (another process included) until now+lease, oldest
	// first, with the chat ids each already reached.
	Claim(ctx context.Context, now time.Time, lease time.Duration, limit int) ([]Message, error)
	// Delivered records that the message reached a chat (again is harmless).
	Delivered(ctx context.Context, id int64, chatID string, at time.Time) error
	// Finish takes a message out of the queue for good.
	Finish(ctx context.Context, id int64, outcome Outcome, at time.Time, note string) error
	// Retry releases a message to be tried again at next, with its count of
	// failed attempts and the last error.
	Retry(ctx context.Context, id int64, next time.Time, attempts int, lastError string) error
}

// Sender sends one message to one Telegram chat (the telegram adapter).
// Errors must not contain the bot token.
type Sender interface {
	SendMessage(ctx context.Context, token, chatID, text string) error
}

// TelegramSettings reads the owner's Telegram settings (the settings module).
type TelegramSettings interface {
	Telegram(ctx context.Context) (settings.Telegram, error)
}

// Config tunes the worker.
type Config struct {
	// Poll is how often the outbox is looked at when nothing woke the worker.
	Poll time.Duration
	// Backoff is the wait after the first failed attempt; it doubles after
	// each further one, up to MaxBackoff.
	Backoff    time.Duration
	MaxBackoff time.Duration
	// GiveUpAfter is how long after the order a message stops being retried.
	GiveUpAfter time.Duration
	// Lease is how long a claimed message is kept from other workers.
	Lease time.Duration
	// SendTimeout bounds one sendMessage (the telegram client's timeout).
	SendTimeout time.Duration
	// Batch is how many messages are claimed at once.
	Batch int
}

// DefaultConfig is the production tuning: 5 s, 10 s, 20 s... up to 10
// minutes between attempts, for a day.
func DefaultConfig() Config {
	return Config{
		Poll: 5 * time.Second, Backoff: 5 * time.Second, MaxBackoff: 10 * time.Minute,
		GiveUpAfter: 24 * time.Hour, Lease: 2 * time.Minute, SendTimeout: 10 * time.Second, Batch: 20,
	}
}

// Log lines people look for.
const (
	LogSkipped    = "telegram notification skipped: not enabled or not configured"
	LogNoChatIDs  = "telegram notification failed: no valid chat ids"
	LogBadChatID  = "telegram notification: invalid chat id ignored"
	LogSendFailed = "telegram notification failed; will retry"
	LogGaveUp     = "telegram notification given up"
	LogSent       = "telegram notification sent"
)

// chatID is a Telegram chat: a number (groups are negative) or a public
// @channel name.
var chatID = regexp.MustCompile(`^(-?[0-9]{1,20}|@[A-Za-z0-9_]{5,32})$`)

// Deps are what the service works with.
type Deps struct {
	Outbox   Outbox
	Sender   Sender
	Settings TelegramSettings
	Clock    clock.Clock
	Log      *zap.Logger
	Config   Config
	// AfterCommit runs f once the transaction ctx carries has committed
	// (database.AfterCommit); nil runs f at once.
	AfterCommit func(ctx context.Context, f func())
	// Buttons sends messages with order buttons; nil sends them plain.
	Buttons ButtonSender
	// ActionLabel is an order action's button text (the orders' words).
	ActionLabel func(action string) string
	// PublicURL is the shop's public address (DHONI_PUBLIC_URL); when set,
	// an announcement links to the order in the admin.
	PublicURL string
}

// ButtonSender sends a message with inline buttons (the telegram adapter).
type ButtonSender interface {
	SendMessageWithButtons(ctx context.Context, token, chatID, text string, kb telegram.Keyboard) error
}

// Service queues announcements and sends them.
type Service struct {
	outbox   Outbox
	sender   Sender
	settings TelegramSettings
	clock    clock.Clock
	log      *zap.Logger
	cfg      Config
	wake     chan struct{}
	// afterCommit wakes the worker only once the order's row is visible.
	afterCommit func(ctx context.Context, f func())
	buttons     ButtonSender
	label       func(action string) string
	orders      Orders
	publicURL   string
}

// NewService returns the service.
func NewService(d Deps) *Service {
	// A claim must outlive a few sends, or a slow chat would let it lapse
	// while the next one is being sent.
	d.Config.Lease = max(d.Config.Lease, 3*d.Config.SendTimeout)
	d.Config.Batch = max(d.Config.Batch, 1)
	if d.ActionLabel == nil {
		d.ActionLabel = plainLabel
	}
	if d.AfterCommit == nil {
		d.AfterCommit = func(_ context.Context, f func()) { f() }
	}
	return &Service{
		outbox: d.Outbox, sender: d.Sender, settings: d.Settings, clock: d.Clock,
		log: d.Log.Named("notify"), cfg: d.Config, wake: make(chan struct{}, 1), afterCommit: d.AfterCommit,
		buttons: d.Buttons, label: d.ActionLabel, publicURL: d.PublicURL,
	}
}

// OrderPlaced composes the announcement of a new order and queues it in the
// order's transaction, and wakes the worker once that has committed (the
// orders' Notifier, through notify/ordersadapter).
func (s *Service) OrderPlaced(ctx context.Context, o Order) error {
	m := Message{OrderNumber: o.Number, Text: s.orderText(o), CreatedAt: s.now(), Buttons: o.Actions}
	if err := s.outbox.Add(ctx, m); err != nil {
		return fmt.Errorf("queue the announcement of %s: %w", o.Number, err)
	}
	s.afterCommit(ctx, s.Wake)
	return nil
}

// orderText is the announcement of o, linking to the order in the admin
// when the shop's public address is known.
func (s *Service) orderText(o Order) string {
	o.AdminURL = AdminOrderURL(s.publicURL, o.Number)
	return OrderText(o)
}

// Wake makes the worker look at the outbox now.
func (s *Service) Wake() {
	select {
	case s.wake <- struct{}{}:
	default: // already woken
	}
}

// Run sends what is due until ctx ends: at once, when woken, and every Poll.
func (s *Service) Run(ctx context.Context) {
	tick := time.NewTicker(s.cfg.Poll)
	defer tick.Stop()
	for {
		if _, err := s.SendDue(ctx); err != nil && ctx.Err() == nil {
			s.log.Error("reading the notification outbox failed", zap.Error(err))
		}
		select {
		case <-ctx.Done():
			return
		case <-s.wake:
		case <-tick.C:
		}
	}
}

// SendDue sends every message that is due, batch by batch, and reports how
// many it handled (sent, skipped, failed or rescheduled).
func (s *Service) SendDue(ctx context.Context) (int, error) {
	handled := 0
	for ctx.Err() == nil {
		// A claim is not cut off by the shutdown halfway, leaving rows leased
		// with no one to send them: whatever it claims is sent or released.
		claimCtx, cancelClaim := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
		batch, err := s.outbox.Claim(claimCtx, s.now(), s.cfg.Lease, s.cfg.Batch)
		cancelClaim()
		if err != nil {
			return handled, err
		}
		// The Telegram settings are read once for the messages claimed
		// together, not once for each (an order each, under load).
		batchCtx := memo.With(ctx)
		for i, m := range batch {
			if err := s.send(batchCtx, m); err != nil {
				if ctx.Err() != nil {
					// Shutting down: the claimed messages not yet sent go back
					// at once, not after their lease, to another replica.
					err = errors.Join(err, s.release(ctx, batch[i:]))
				}
				return handled, err
			}
			handled++
		}
		if len(batch) < s.cfg.Batch {
			break
		}
	}
	return handled, nil
}

// release hands claimed messages back, due now, with the context the
// shutdown cancelled replaced by a short one of its own.
func (s *Service) release(ctx context.Context, batch []Message) error {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 2*time.Second)
	defer cancel()
	var errs []error
	for _, m := range batch {
		errs = append(errs, s.outbox.Retry(ctx, m.ID, s.now(), m.Attempts, "interrupted by shutdown"))
	}
	return errors.Join(errs...)
}

// send delivers one claimed message to every chat that does not have it yet,
// reading the Telegram settings now (the owner may have changed them since
// the order).
func (s *Service) send(ctx context.Context, m Message) error {
	log := s.log.With(zap.String("order_number", m.OrderNumber))
	cfg, err := s.settings.Telegram(ctx)
	if err != nil {
		return s.retry(ctx, m, m.Attempts, fmt.Errorf("read telegram settings: %w", err), log)
	}
	if !cfg.Enabled || cfg.BotToken == "" || len(cfg.ChatIDList()) == 0 {
		log.Info(LogSkipped)
		return s.outbox.Finish(ctx, m.ID, Skipped, s.now(), "not enabled or not configured")
	}
	var chats []string
	for _, id := range cfg.ChatIDList() {
		if !chatID.MatchString(id) {
			log.Error(LogBadChatID, zap.String("chat_id", id))
			continue
		}
		chats = append(chats, id)
	}
	if len(chats) == 0 {
		log.Error(LogNoChatIDs)
		return s.outbox.Finish(ctx, m.ID, Failed, s.now(), "no valid chat ids")
	}

	var failures []error
	for _, chat := range chats {
		if m.DeliveredTo[chat] {
			continue // announced there already: never twice
		}
		if !s.now().Add(s.cfg.SendTimeout).Before(m.LeaseUntil) {
			// The claim would run out mid-send and another worker could send
			// the same: stop here and let the next claim carry on.
			return s.outbox.Retry(ctx, m.ID, s.now(), m.Attempts, "lease ran out")
		}
		// A send under way finishes (within SendTimeout), and a sent message
		// is recorded, even when the shutdown begins: cut off in between,
		// Telegram would have it unbeknown to us, and another replica would
		// send it again.
		sendCtx, cancelSend := context.WithTimeout(context.WithoutCancel(ctx), s.cfg.SendTimeout)
		var err error
		if len(m.Buttons) > 0 && cfg.Actions && s.buttons != nil {
			err = s.buttons.SendMessageWithButtons(sendCtx, cfg.BotToken, chat, m.Text, Keyboard(cfg.BotToken, chat, m.OrderNumber, m.Buttons, s.label))
		} else {
			err = s.sender.SendMessage(sendCtx, cfg.BotToken, chat, m.Text)
		}
		cancelSend()
		if err == nil {
			record, cancelRecord := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
			err := s.outbox.Delivered(record, m.ID, chat, s.now())
			cancelRecord()
			if err != nil {
				return fmt.Errorf("record delivery of %s to %s: %w", m.OrderNumber, chat, err)
			}
		}
		if ctx.Err() != nil {
			// Shutting down: SendDue hands the message back, due at once.
			return ctx.Err()
		}
		if err != nil {
			failures = append(failures, fmt.Errorf("chat %s: %w", chat, err))
			log.Warn(LogSendFailed, zap.String("chat_id", chat), zap.Int("attempt", m.Attempts+1), zap.Error(err))
			continue
		}
		log.Info(LogSent, zap.String("chat_id", chat))
	}
	if len(failures) == 0 {
		return s.outbox.Finish(ctx, m.ID, Sent, s.now(), "")
	}
	return s.retry(ctx, m, m.Attempts+1, errors.Join(failures...), log)
}

// retry schedules the next attempt with exponential backoff, or gives up a
// day (GiveUpAfter) after the order.
func (s *Service) retry(ctx context.Context, m Message, attempts int, cause error, log *zap.Logger) error {
	now := s.now()
	if now.Sub(m.CreatedAt) >= s.cfg.GiveUpAfter {
		log.Error(LogGaveUp, zap.Int("attempts", attempts), zap.Error(cause))
		return s.outbox.Finish(ctx, m.ID, Failed, now, cause.Error())
	}
	return s.outbox.Retry(ctx, m.ID, now.Add(s.backoff(attempts)), attempts, cause.Error())
}

// backoff is Backoff after the first failure, doubling up to MaxBackoff.
func (s *Service) backoff(attempts int) time.Duration {
	d := s.cfg.Backoff
	for i := 1; i < attempts && d < s.cfg.MaxBackoff; i++ {
		d *= 2
	}
	return min(max(d, s.cfg.Backoff), s.cfg.MaxBackoff)
}

func (s *Service) now() time.Time { return s.clock.Now().UTC().Truncate(time.Microsecond) }
