package notify

import (
	"context"
	"fmt"
	"strings"

	"dhoni/internal/catalog"
	"dhoni/internal/settings"
)

// Low-stock alerts (docs/decisions/132): when an order takes a variant to
// the threshold or below, one message goes through the outbox, in the
// order's transaction. Comparing the count before and after the take makes
// it once per crossing: the orders after it start at or below the threshold
// and cross nothing, until the owner restocks above it. Reaching zero is a
// crossing of its own ("sold out").

// InventorySettings reads the low-stock threshold (the settings module).
type InventorySettings interface {
	Inventory(ctx context.Context) (settings.Inventory, error)
}

// LowStock implements catalog.StockWatcher over the service's outbox.
type LowStock struct {
	service   *Service
	inventory InventorySettings
}

// NewLowStock returns the watcher.
func NewLowStock(s *Service, inv InventorySettings) *LowStock {
	return &LowStock{service: s, inventory: inv}
}

var _ catalog.StockWatcher = (*LowStock)(nil)

// StockTaken queues one alert for the variants this take made cross the
// threshold or sell out.
func (l *LowStock) StockTaken(ctx context.Context, levels []catalog.StockLevel) error {
	if tg, err := l.service.settings.Telegram(ctx); err != nil || !tg.Ready() {
		return err // the alert would only be skipped
	}
	inv, err := l.inventory.Inventory(ctx)
	if err != nil {
		return fmt.Errorf("read the low-stock threshold: %w", err)
	}
	t := inv.LowStockThreshold
	var crossed []catalog.StockLevel
	for _, lv := range levels {
		if (lv.Before > t && lv.After <= t) || (lv.Before > 0 && lv.After == 0) {
			crossed = append(crossed, lv)
		}
	}
	if len(crossed) == 0 {
		return nil
	}
	m := Message{Text: LowStockText(crossed), CreatedAt: l.service.now()}
	if err := l.service.outbox.Add(ctx, m); err != nil {
		return fmt.Errorf("queue the low-stock alert: %w", err)
	}
	l.service.afterCommit(ctx, l.service.Wake)
	return nil
}

// LowStockText is the alert: one line per variant, sold out said so.
func LowStockText(levels []catalog.StockLevel) string {
	var b strings.Builder
	b.WriteString("⚠️ *Low stock*\n")
	for _, lv := range levels {
		name := lv.Title
		if v := variantName(lv.Variant); v != "" {
			name += " (" + v + ")"
		}
		left := fmt.Sprintf("%d left", lv.After)
		if lv.After == 0 {
			left = "sold out"
		}
		fmt.Fprintf(&b, "\n• %s: %s (SKU %s)", EscapeMarkdown(name), left, EscapeMarkdown(lv.SKU))
	}
	return b.String()
}

// variantName is a stock key as people read it: "Black:M" is "Black, M";
// "default" is the product itself.
func variantName(key string) string {
	if key == catalog.DefaultStockKey {
		return ""
	}
	return strings.ReplaceAll(key, ":", ", ")
}
