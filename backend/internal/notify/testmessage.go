package notify

import (
	"context"
	"errors"
	"strings"
	"sync"
	"time"

	"go.uber.org/zap"

	"dhoni/internal/platform/fault"
	"dhoni/internal/settings"
)

// ShopName is how the test message names the shop. The settings have no
// shop name (the specification keeps it fixed text, as on the order slip).
const ShopName = "Dhoni"

// TestDeadline bounds a whole test, every chat included, so the answer comes
// well within the browser's 10-second API timeout; chats are sent to at once.
const TestDeadline = 8 * time.Second

// Messages of a test message that cannot be sent.
const (
	MsgTestNotConfigured = "Enter a bot token and at least one chat ID first."
	MsgBotTokenRequired  = "Bot token is required"
	MsgChatIDsRequired   = "At least one chat ID is required"
	MsgNotAChatID        = "Not a chat ID: use the number (groups start with -) or an @channel name"
	// MsgTelegramUnreachable is a test that got no answer from Telegram
	// (no connection, no name resolution, a timeout); the detail is logged.
	MsgTelegramUnreachable = "Telegram could not be reached. Check the bot token and the server's internet connection."
)

// LogTestUnreachable is the log line of a test message that got no answer.
const LogTestUnreachable = "telegram test message: telegram unreachable"

// TestTarget is where to send a test message: the bot token and the
// comma-separated chat ids from the owner's form. A nil field takes the
// saved setting, so the owner can test the form before saving it, or what
// is saved.
type TestTarget struct {
	BotToken *string
	ChatIDs  *string
}

// TestResult is how the test went for one chat.
type TestResult struct {
	ChatID string
	OK     bool
	// Status is Telegram's HTTP status; 0 when it could not be reached.
	Status int
	// Description is Telegram's explanation when it refused, or what went
	// wrong on the way; empty when OK.
	Description string
}

// providerAnswer is a refusal from the provider that says its HTTP status
// and why (the telegram adapter's *APIError).
type providerAnswer interface {
	error
	HTTPStatus() int
	ProviderDescription() string
}

// TestText is the test message: the shop's name in Markdown like the order
// alerts, escaped the same way.
func TestText(shop string) string {
	return "✅ Test message from " + EscapeMarkdown(shop) + ": order alerts will arrive in this chat."
}

// SendTest sends the test message to every chat of target, through the same
// client and with the same parse mode as the order alerts, whether or not
// notifications are enabled. It returns one result per chat id, in the order
// given; a fault.Invalid when the token or the chat ids are missing, or the
// token is not one (nothing is sent then).
func (s *Service) SendTest(ctx context.Context, target TestTarget) ([]TestResult, error) {
	var saved settings.Telegram
	if target.BotToken == nil || target.ChatIDs == nil {
		var err error
		if saved, err = s.settings.Telegram(ctx); err != nil {
			return nil, err
		}
	}
	cfg := saved
	if target.BotToken != nil {
		cfg.BotToken = *target.BotToken
	}
	if target.ChatIDs != nil {
		cfg.ChatIDs = *target.ChatIDs
	}
	token := strings.TrimSpace(cfg.BotToken)
	chats := cfg.ChatIDList()
	problems := map[string]string{}
	if token == "" {
		problems["botToken"] = MsgBotTokenRequired
	}
	if len(chats) == 0 {
		problems["chatIds"] = MsgChatIDsRequired
	}
	if len(problems) > 0 {
		return nil, fault.InvalidFields(MsgTestNotConfigured, problems)
	}
	if !settings.ValidBotToken(token) {
		// It goes into the provider's URL: only the shape @BotFather gives.
		return nil, fault.InvalidFields(fault.MsgCheckFields, map[string]string{"botToken": settings.MsgBotToken})
	}

	ctx, cancel := context.WithTimeout(ctx, TestDeadline)
	defer cancel()
	text := TestText(ShopName)
	results := make([]TestResult, len(chats))
	var wg sync.WaitGroup
	for i, chat := range chats {
		results[i].ChatID = chat
		if !chatID.MatchString(chat) {
			// The order alerts skip it too.
			results[i].Description = MsgNotAChatID
			continue
		}
		wg.Go(func() {
			results[i] = s.testOne(ctx, token, chat, text)
		})
	}
	wg.Wait()
	return results, nil
}

// statusDelivered is the HTTP status Telegram answers a message it took
// with (the client checks 2xx).
const statusDelivered = 200

func (s *Service) testOne(ctx context.Context, token, chat, text string) TestResult {
	err := s.sender.SendMessage(ctx, token, chat, text)
	if err == nil {
		return TestResult{ChatID: chat, OK: true, Status: statusDelivered}
	}
	var refused providerAnswer
	if errors.As(err, &refused) {
		return TestResult{ChatID: chat, Status: refused.HTTPStatus(), Description: refused.ProviderDescription()}
	}
	// The owner reads what to do; the log keeps what went wrong (the
	// sender's errors never carry the token).
	s.log.Warn(LogTestUnreachable, zap.String("chat_id", chat), zap.Error(err))
	return TestResult{ChatID: chat, Description: MsgTelegramUnreachable}
}
