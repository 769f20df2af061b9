package notify

import (
	"context"
	"fmt"

	"dhoni/internal/orders"
	"dhoni/internal/platform/fault"
)

// MsgAlertsOff answers a request to announce an order while the alerts are
// off or not set up (422): the message would only be skipped.
const MsgAlertsOff = "Telegram alerts are off or not set up. Turn them on in Settings first."

// Announce queues the announcement of an order again, as it is now: for an
// order placed while the alerts were off, or one the owner wants in the chat
// once more. The worker sends it like any other (each chat once per message).
func (s *Service) Announce(ctx context.Context, o *orders.Order) error {
	cfg, err := s.settings.Telegram(ctx)
	if err != nil {
		return fmt.Errorf("read telegram settings: %w", err)
	}
	if !cfg.Enabled || cfg.BotToken == "" || len(cfg.ChatIDList()) == 0 {
		return fault.New(fault.Invalid, MsgAlertsOff)
	}
	m := Message{OrderNumber: o.Number(), Text: OrderText(o), CreatedAt: s.now()}
	if err := s.outbox.Add(ctx, m); err != nil {
		return fmt.Errorf("queue the announcement of %s: %w", o.Number(), err)
	}
	s.Wake()
	return nil
}
