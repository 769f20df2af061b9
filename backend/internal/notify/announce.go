package notify

import (
	"context"
	"errors"
	"fmt"

	"dhoni/internal/platform/fault"
)

// MsgAlertsOff answers a request to announce an order while the alerts are
// off or not set up (422): the message would only be skipped.
const MsgAlertsOff = "Telegram alerts are off or not set up. Turn them on in Settings first."

// ReadOrdersFrom gives the service the orders it announces again. It is set
// after construction because the orders' service, in turn, announces
// through this one (orders.Notifier).
func (s *Service) ReadOrdersFrom(o Orders) { s.orders = o }

// AnnounceAgain queues the announcement of the order of number again, as it
// is now: for an order placed while the alerts were off, or one the owner
// wants in the chat once more (decision 061). The worker sends it like any
// other (each chat once per message).
func (s *Service) AnnounceAgain(ctx context.Context, number string) error {
	if s.orders == nil {
		return errors.New("announce an order again: no orders to read")
	}
	o, err := s.orders.Order(ctx, number)
	if err != nil {
		return err
	}
	cfg, err := s.settings.Telegram(ctx)
	if err != nil {
		return fmt.Errorf("read telegram settings: %w", err)
	}
	if !cfg.Enabled || cfg.BotToken == "" || len(cfg.ChatIDList()) == 0 {
		return fault.New(fault.Invalid, MsgAlertsOff)
	}
	m := Message{OrderNumber: o.Number, Text: s.orderText(o), CreatedAt: s.now()}
	if err := s.outbox.Add(ctx, m); err != nil {
		return fmt.Errorf("queue the announcement of %s: %w", o.Number, err)
	}
	s.Wake()
	return nil
}
