package notify

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"dhoni/internal/platform/money"
)

// MaxTextLength is Telegram's limit for a message, in characters.
const MaxTextLength = 4096

// EscapeMarkdown makes text safe inside Telegram's legacy Markdown
// (parse_mode "Markdown"): '_', '*', '`' and '[' get a backslash, so a
// customer named "Aish_a *Star*" cannot start italics or bold, and the
// message always parses (a message that does not parse is refused by
// Telegram and would never arrive). A backslash of the customer's own
// becomes '⧵' (U+29F5), which looks the same and escapes nothing.
func EscapeMarkdown(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch r {
		case '_', '*', '`', '[':
			b.WriteByte('\\')
			b.WriteRune(r)
		case '\\':
			b.WriteRune('⧵')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// OrderText is the announcement of a new order (spec section 7): number,
// customer name, phone, address, items (title, quantity, line total),
// subtotal, delivery, total and payment method, and the order's address in
// the admin when it is known, in Telegram's legacy
// Markdown with everything that came from people escaped. Orders too long
// for one message list their first items and say how many more there are.
func OrderText(o Order) string {
	items := o.Items
	for shown := len(items); ; shown-- {
		text := orderText(o, items, shown)
		if utf8.RuneCountInString(text) <= MaxTextLength || shown == 0 {
			return text
		}
	}
}

func orderText(o Order, items []Item, shown int) string {
	e := EscapeMarkdown
	c := o.Customer
	var b strings.Builder
	fmt.Fprintf(&b, "🛍️ *New order %s*\n\n", e(o.Number))
	fmt.Fprintf(&b, "*Customer:* %s\n", e(c.Name))
	fmt.Fprintf(&b, "*Phone:* %s\n", e(c.Phone))
	if c.Email != "" {
		fmt.Fprintf(&b, "*Email:* %s\n", e(c.Email))
	}
	fmt.Fprintf(&b, "*Address:* %s, %s, %s\n", e(c.Street), e(c.Island), e(c.Atoll))
	if c.IslandUnlisted {
		fmt.Fprintf(&b, "⚠️ *Island not in the list:* %s (typed by the customer)\n", e(c.Island))
	}
	if c.Directions != "" {
		fmt.Fprintf(&b, "*Directions:* %s\n", e(c.Directions))
	}
	b.WriteString("\n*Items:*\n")
	for _, it := range items[:shown] {
		name := it.Title
		if v := variant(it); v != "" {
			name += " (" + v + ")"
		}
		fmt.Fprintf(&b, "• %s × %d — %s\n", e(name), it.Quantity, money.Format(it.LineTotal))
	}
	if more := len(items) - shown; more > 0 {
		fmt.Fprintf(&b, "… and %d more %s\n", more, plural(more, "item", "items"))
	}
	fmt.Fprintf(&b, "\n*Subtotal:* %s\n", money.Format(o.Subtotal))
	if o.DiscountCode != "" {
		fmt.Fprintf(&b, "*Discount (%s):* -%s\n", e(o.DiscountCode), money.Format(o.Discount))
	}
	fmt.Fprintf(&b, "*Delivery:* %s\n", money.Format(o.Delivery))
	fmt.Fprintf(&b, "*Total:* %s\n", money.Format(o.Total))
	fmt.Fprintf(&b, "*Payment:* %s\n", o.Payment)
	if o.Notes != "" {
		notes := o.Notes
		if max := 1000; utf8.RuneCountInString(notes) > max {
			notes = string([]rune(notes)[:max]) + "…"
		}
		fmt.Fprintf(&b, "*Notes:* %s\n", e(notes))
	}
	if o.AdminURL != "" {
		// A bare address, not a Markdown link: Telegram links it either way,
		// and it stays a link when a button press edits the message as plain
		// text.
		fmt.Fprintf(&b, "\n*Open in admin:* %s\n", e(o.AdminURL))
	}
	return strings.TrimRight(b.String(), "\n")
}

func variant(it Item) string {
	var parts []string
	for _, p := range []string{it.Color, it.Size} {
		if p != "" {
			parts = append(parts, p)
		}
	}
	return strings.Join(parts, ", ")
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
