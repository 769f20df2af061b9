package notify

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"go.uber.org/zap"

	"dhoni/internal/notify/telegram"
	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/fault"
	"dhoni/internal/platform/logging"
	"dhoni/internal/platform/transaction"
)

// Acting on orders from Telegram (docs/decisions/131): a new-order message
// carries buttons; a press comes back as an update, by long polling
// (getUpdates, one server at a time) or by webhook, and is applied once:
// the order changes through the orders service the admin uses, the button is
// answered, and the message is edited to show the new state.

// Answers shown on the button (short: Telegram shows them as a toast).
const (
	AnsActionsOff   = "Order buttons are off in Settings"
	AnsUnknownChat  = "This chat may not act on orders"
	AnsBadButton    = "This button is not valid"
	AnsOrderMissing = "Order not found (deleted?)"
	AnsFailed       = "Something went wrong; try again"
)

// Log lines people look for (never with customer data).
const (
	LogActionApplied  = "telegram action applied"
	LogActionRefused  = "telegram action refused"
	LogActionReplayed = "telegram update already applied"
	LogPollFailed     = "telegram getUpdates failed"
)

// Updates keeps the updates already applied and the polling lease.
// Implementation: gormstore.
type Updates interface {
	// FirstTime records the update as applied, in the transaction ctx
	// carries; false when it already was.
	FirstTime(ctx context.Context, updateID int64, at time.Time) (bool, error)
	// HoldPoll takes or renews the lease of the one server that polls, and
	// returns the offset to poll from; false when another server holds it.
	HoldPoll(ctx context.Context, holder string, now time.Time, lease time.Duration) (int64, bool, error)
	// Polled moves the offset on, while holder holds the lease.
	Polled(ctx context.Context, holder string, offset int64) error
	// ReleasePoll gives the lease up.
	ReleasePoll(ctx context.Context, holder string) error
}

// Bot is the Bot API the actions use (the telegram client).
type Bot interface {
	SendMessageWithButtons(ctx context.Context, token, chatID, text string, kb telegram.Keyboard) error
	GetUpdates(ctx context.Context, token string, offset int64, wait time.Duration) ([]telegram.Update, error)
	AnswerCallbackQuery(ctx context.Context, token, id, text string) error
	EditMessageText(ctx context.Context, token string, chatID, messageID int64, text string, kb telegram.Keyboard) error
	SetWebhook(ctx context.Context, token, url, secret string) error
	DeleteWebhook(ctx context.Context, token string) error
}

// Transactor runs fn in one transaction the stores join.
type Transactor = transaction.Transactor

// ActionsConfig tunes the polling.
type ActionsConfig struct {
	// Wait is how long one getUpdates waits for a press.
	Wait time.Duration
	// Idle is the pause when polling is off or another server polls.
	Idle time.Duration
	// Lease is how long the polling lease lasts without renewal.
	Lease time.Duration
	// PublicURL, when set, makes Telegram post presses to
	// {PublicURL}/api/telegram/webhook instead of being polled.
	PublicURL string
	// Holder names this server in the lease (unique per process).
	Holder string
}

// DefaultActionsConfig polls 25 s at a time under a 90 s lease.
func DefaultActionsConfig() ActionsConfig {
	return ActionsConfig{Wait: 25 * time.Second, Idle: 5 * time.Second, Lease: 90 * time.Second}
}

// ActionsDeps are what Actions works with.
type ActionsDeps struct {
	Updates  Updates
	Bot      Bot
	Orders   Orders
	Tx       Transactor
	Settings TelegramSettings
	Clock    clock.Clock
	Log      *zap.Logger
	Config   ActionsConfig
	// ActionLabel is an order action's button text (the orders' words).
	ActionLabel func(action string) string
}

// Actions applies button presses.
type Actions struct {
	d       ActionsDeps
	log     *zap.Logger
	webhook string // the token whose webhook is set
	// repeats writes a refused webhook post once a minute per client.
	repeats *logging.Repeats
}

// NewActions returns the service.
func NewActions(d ActionsDeps) *Actions {
	if d.Config.Holder == "" {
		d.Config.Holder = strconv.FormatInt(time.Now().UnixNano(), 36)
	}
	if d.ActionLabel == nil {
		d.ActionLabel = plainLabel
	}
	log := d.Log.Named("telegram-actions")
	return &Actions{d: d, log: log, repeats: logging.NewRepeats(log, d.Clock.Now)}
}

// Keyboard is the buttons for an order's actions, each signed for the chat
// it is sent to, so a press can be trusted to come from our own button.
func Keyboard(token, chat, number string, actions []string, label func(action string) string) telegram.Keyboard {
	var row []telegram.Button
	for _, a := range actions {
		row = append(row, telegram.Button{Text: label(a), Data: callbackData(token, chat, number, a)})
	}
	if len(row) == 0 {
		return nil
	}
	return telegram.Keyboard{row}
}

func callbackData(token, chat, number, action string) string {
	return "o|" + action + "|" + number + "|" + sign(token, chat+"|"+number+"|"+action)
}

func sign(token, msg string) string {
	m := hmac.New(sha256.New, []byte("dhoni-telegram-actions:"+token))
	m.Write([]byte(msg))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil))[:16]
}

// WebhookSecret is the secret Telegram sends with each webhook post.
func WebhookSecret(token string) string {
	m := hmac.New(sha256.New, []byte("dhoni-telegram-webhook:"+token))
	return hex.EncodeToString(m.Sum(nil))[:32]
}

// Apply handles one update: a press from a listed chat on a valid button is
// applied once; anything else is refused with a short answer and a log line.
func (a *Actions) Apply(ctx context.Context, up telegram.Update) error {
	q := up.CallbackQuery
	if q == nil || q.Message == nil {
		return nil
	}
	cfg, err := a.d.Settings.Telegram(ctx)
	if err != nil {
		return err
	}
	chat := strconv.FormatInt(q.Message.Chat.ID, 10)
	log := a.log.With(zap.Int64("update_id", up.UpdateID), zap.String("chat_id", chat))
	answer := func(text string) {
		if err := a.d.Bot.AnswerCallbackQuery(ctx, cfg.BotToken, q.ID, text); err != nil {
			log.Warn("answering a telegram button failed", zap.Error(err))
		}
	}
	if !cfg.Ready() || !cfg.Actions {
		log.Warn(LogActionRefused, zap.String("reason", "actions off"))
		answer(AnsActionsOff)
		return nil
	}
	if !listed(cfg.ChatIDList(), q.Message.Chat) {
		log.Warn(LogActionRefused, zap.String("reason", "chat not listed"))
		answer(AnsUnknownChat)
		return nil
	}
	parts := strings.Split(q.Data, "|")
	if len(parts) != 4 || parts[0] != "o" ||
		!hmac.Equal([]byte(parts[3]), []byte(sign(cfg.BotToken, chat+"|"+parts[2]+"|"+parts[1]))) {
		log.Warn(LogActionRefused, zap.String("reason", "forged button"))
		answer(AnsBadButton)
		return nil
	}
	action, number := parts[1], parts[2]
	log = log.With(zap.String("order_number", number), zap.String("action", action))

	var (
		changed Order
		refusal error
		first   bool
	)
	err = a.d.Tx.WithinTransaction(ctx, func(ctx context.Context) error {
		changed, refusal = Order{}, nil
		var err error
		if first, err = a.d.Updates.FirstTime(ctx, up.UpdateID, a.d.Clock.Now()); err != nil || !first {
			return err
		}
		changed, err = a.d.Orders.Act(ctx, number, action, "via Telegram by "+chatName(q.Message.Chat))
		if k := fault.KindOf(err); k == fault.Conflict || k == fault.NotFound || k == fault.Invalid {
			refusal = err // the update is used up: a replay is refused the same way
			return nil
		}
		return err
	})
	switch {
	case err != nil:
		log.Error("telegram action failed", zap.Error(err))
		answer(AnsFailed)
		return err
	case !first:
		log.Info(LogActionReplayed)
		return nil
	case refusal != nil:
		text := AnsFailed
		var fe *fault.Error
		if fault.KindOf(refusal) == fault.NotFound {
			text = AnsOrderMissing
		} else if errors.As(refusal, &fe) {
			text = fe.Message
		}
		log.Warn(LogActionRefused, zap.String("reason", text))
		answer(text)
		return nil
	}
	log.Info(LogActionApplied, zap.String("status", changed.Status))
	answer(fmt.Sprintf("Order %s: %s", changed.Number, stateText(changed)))
	text, _, _ := strings.Cut(q.Message.Text, stateMarker)
	text = strings.TrimRight(text, "\n") + stateMarker + stateText(changed) + " (via Telegram by " + chatName(q.Message.Chat) + ")"
	kb := Keyboard(cfg.BotToken, chat, changed.Number, changed.Actions, a.d.ActionLabel)
	if err := a.d.Bot.EditMessageText(ctx, cfg.BotToken, q.Message.Chat.ID, q.Message.MessageID, text, kb); err != nil {
		log.Warn("editing the telegram message failed", zap.Error(err))
	}
	return nil
}

const stateMarker = "\n\nNow: "

func stateText(o Order) string {
	return o.Status + ", " + o.PaymentStatus
}

func listed(ids []string, c telegram.Chat) bool {
	for _, id := range ids {
		if id == strconv.FormatInt(c.ID, 10) || (c.Username != "" && strings.EqualFold(id, "@"+c.Username)) {
			return true
		}
	}
	return false
}

func chatName(c telegram.Chat) string {
	switch {
	case c.Title != "":
		return c.Title
	case c.Username != "":
		return "@" + c.Username
	}
	return strconv.FormatInt(c.ID, 10)
}

// Run polls Telegram for presses until ctx ends, while the actions are on
// and no public URL is set (then the webhook brings them); one server of
// several polls at a time, under a lease in the database.
func (a *Actions) Run(ctx context.Context) {
	defer func() {
		release, cancel := context.WithTimeout(context.WithoutCancel(ctx), 2*time.Second)
		defer cancel()
		if err := a.d.Updates.ReleasePoll(release, a.d.Config.Holder); err != nil {
			a.log.Warn("releasing the telegram poll lease failed", zap.Error(err))
		}
	}()
	for ctx.Err() == nil {
		pause := a.cycle(ctx)
		if pause <= 0 {
			continue
		}
		select {
		case <-ctx.Done():
		case <-time.After(pause):
		}
	}
}

// cycle polls once and says how long to wait before the next time.
func (a *Actions) cycle(ctx context.Context) time.Duration {
	cfg, err := a.d.Settings.Telegram(ctx)
	if err != nil || !cfg.Ready() || !cfg.Actions {
		return a.d.Config.Idle
	}
	if a.d.Config.PublicURL != "" {
		if a.webhook != cfg.BotToken {
			err := a.d.Bot.SetWebhook(ctx, cfg.BotToken, a.d.Config.PublicURL+"/api/telegram/webhook", WebhookSecret(cfg.BotToken))
			if err != nil {
				a.log.Warn("setting the telegram webhook failed", zap.Error(err))
				return a.d.Config.Idle
			}
			a.webhook = cfg.BotToken
		}
		return a.d.Config.Idle
	}
	offset, held, err := a.d.Updates.HoldPoll(ctx, a.d.Config.Holder, a.d.Clock.Now(), a.d.Config.Lease)
	if err != nil {
		a.log.Warn(LogPollFailed, zap.Error(err))
		return a.d.Config.Idle
	}
	if !held {
		return a.d.Config.Idle
	}
	ups, err := a.d.Bot.GetUpdates(ctx, cfg.BotToken, offset, a.d.Config.Wait)
	if err != nil {
		if ctx.Err() == nil {
			a.log.Warn(LogPollFailed, zap.Error(err))
		}
		return a.d.Config.Idle
	}
	for _, up := range ups {
		if err := a.Apply(ctx, up); err != nil {
			return a.d.Config.Idle // not acknowledged: fetched again next time
		}
		if err := a.d.Updates.Polled(ctx, a.d.Config.Holder, up.UpdateID+1); err != nil {
			a.log.Warn(LogPollFailed, zap.Error(err))
			return a.d.Config.Idle
		}
	}
	return 0
}

// Webhook applies an update Telegram posted, when the secret matches;
// client is who posted it (a refusal is logged once a minute per client).
func (a *Actions) Webhook(ctx context.Context, client, secret string, up telegram.Update) error {
	cfg, err := a.d.Settings.Telegram(ctx)
	if err != nil {
		return err
	}
	if cfg.BotToken == "" || !hmac.Equal([]byte(secret), []byte(WebhookSecret(cfg.BotToken))) {
		a.repeats.Warn(LogActionRefused, client, zap.String("reason", "webhook secret"), zap.String("client", client))
		return fault.New(fault.Unauthorized, "Not from Telegram")
	}
	return a.Apply(ctx, up)
}
