package settings

import (
	"context"

	"dhoni/internal/geography"
	"dhoni/internal/platform/memo"
)

// Store keeps the settings document. The GORM adapter (gormstore) implements it.
type Store interface {
	// Load returns the stored settings; found is false when none were saved yet.
	Load(ctx context.Context) (s Settings, found bool, err error)
	// Update runs change on the stored settings (nil when none were saved yet)
	// in a transaction that keeps other writers out, and stores its result.
	// change may run more than once (when two first saves race), so it must
	// only compute.
	Update(ctx context.Context, change func(current *Settings) (Settings, error)) (Settings, error)
}

// Service is what other modules and the HTTP adapter use.
type Service struct {
	store Store
}

// NewService returns the settings service over store.
func NewService(store Store) *Service { return &Service{store: store} }

// Get returns the settings: the saved ones, or the defaults when none were
// saved. Within a unit of work carrying a memo (placing an order) they are
// read once.
func (s *Service) Get(ctx context.Context) (Settings, error) {
	return memo.Load(ctx, memoKey{}, s.load)
}

type memoKey struct{}

func (s *Service) load(ctx context.Context) (Settings, error) {
	cur, found, err := s.store.Load(ctx)
	if err != nil {
		return Settings{}, err
	}
	if !found {
		return Defaults(), nil
	}
	return cur, nil
}

// Save validates next and replaces the settings with it. It returns what was
// stored (text trimmed), or a fault.Invalid error, storing nothing.
func (s *Service) Save(ctx context.Context, next Settings) (Settings, error) {
	return s.SaveKeeping(ctx, next, Keep{})
}

// SaveKeepingTelegram is Save with the stored Telegram settings kept (for a
// form that does not send them).
func (s *Service) SaveKeepingTelegram(ctx context.Context, next Settings) (Settings, error) {
	return s.SaveKeeping(ctx, next, Keep{Telegram: true})
}

// Keep names the sections a save leaves as stored (a client that does not
// send them).
type Keep struct {
	Telegram, Inventory, OrderLimits bool
	// IslandFees and FreeDelivery: the delivery's island fees and
	// free-delivery rule.
	IslandFees, FreeDelivery bool
	// Tax and Messages: the GST registration and the customer messages.
	Tax, Messages bool
	// Dhivehi: the owner's Dhivehi texts and corrections.
	Dhivehi bool
}

// SaveKeeping is Save with the sections keep names left as stored.
func (s *Service) SaveKeeping(ctx context.Context, next Settings, keep Keep) (Settings, error) {
	clean, err := next.Validate()
	if err != nil {
		return Settings{}, err
	}
	return s.store.Update(ctx, func(current *Settings) (Settings, error) {
		stored := Defaults()
		if current != nil {
			stored = *current
		}
		if keep.Telegram {
			clean.Telegram = stored.Telegram
		}
		if keep.Inventory {
			clean.Inventory = stored.Inventory
		}
		if keep.OrderLimits {
			clean.OrderLimits = stored.OrderLimits
		}
		if keep.Tax {
			clean.Tax = stored.Tax
		}
		if keep.Messages {
			clean.Messages = stored.Messages
		}
		if keep.Dhivehi {
			clean.Dhivehi = stored.Dhivehi
		}
		if keep.IslandFees {
			clean.Delivery.PerIsland = stored.Delivery.PerIsland
		}
		if keep.FreeDelivery {
			clean.Delivery.Free = stored.Delivery.Free
		}
		return clean, nil
	})
}

// Atolls is the list of atolls delivered to (geography.AtollSource).
func (s *Service) Atolls(ctx context.Context) ([]geography.Atoll, error) {
	cur, err := s.Get(ctx)
	if err != nil {
		return nil, err
	}
	return cur.Geo.Atolls, nil
}

// Delivery is the atolls delivered to and the delivery fee table, from one
// read (for pricing an order).
func (s *Service) Delivery(ctx context.Context) ([]geography.Atoll, geography.FeeTable, error) {
	cur, err := s.Get(ctx)
	if err != nil {
		return nil, geography.FeeTable{}, err
	}
	return cur.Geo.Atolls, cur.Delivery, nil
}

// Telegram is where new orders are announced (for the notifier).
func (s *Service) Telegram(ctx context.Context) (Telegram, error) {
	cur, err := s.Get(ctx)
	if err != nil {
		return Telegram{}, err
	}
	return cur.Telegram, nil
}

// Inventory is how the shop watches its stock (for the dashboard and the
// low-stock alerts).
func (s *Service) Inventory(ctx context.Context) (Inventory, error) {
	cur, err := s.Get(ctx)
	if err != nil {
		return Inventory{}, err
	}
	return cur.Inventory, nil
}

// OrderLimits bound what one customer may order online, and the shop's
// contact for a larger order (for the orders module).
func (s *Service) OrderLimits(ctx context.Context) (OrderLimits, Contact, error) {
	cur, err := s.Get(ctx)
	if err != nil {
		return OrderLimits{}, Contact{}, err
	}
	return cur.OrderLimits, cur.Contact, nil
}
