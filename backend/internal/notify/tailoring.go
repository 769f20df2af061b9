package notify

import (
	"context"
	"fmt"
	"strings"
	"unicode/utf8"

	"dhoni/internal/tailoring"
)

// RequestReceived implements tailoring.Notifier: the owner's alert for a new
// tailoring request goes through the same outbox as new orders, queued in
// the request's transaction (the outbox's order_number holds the request's
// number).
func (s *Service) RequestReceived(ctx context.Context, r *tailoring.Request) error {
	m := Message{OrderNumber: r.Number(), Text: RequestText(r), CreatedAt: s.now()}
	if err := s.outbox.Add(ctx, m); err != nil {
		return fmt.Errorf("queue the alert of request %s: %w", r.Number(), err)
	}
	s.afterCommit(ctx, s.Wake)
	return nil
}

// RequestText is the alert for a new tailoring request: its kind and
// number, the phone, what is wanted, the measurements in the customer's
// unit and how many design files came with it, with the customer's text
// escaped and cut to fit one message.
func RequestText(r *tailoring.Request) string {
	e := EscapeMarkdown
	var b strings.Builder
	fmt.Fprintf(&b, "✂️ *New tailoring request %s*\n\n", e(r.Number()))
	fmt.Fprintf(&b, "*Type:* %s\n", r.Kind().Label())
	fmt.Fprintf(&b, "*Phone:* %s\n", e(r.Phone()))
	if r.Kind() == tailoring.Alteration {
		fmt.Fprintf(&b, "*Item:* %s\n", e(r.ItemType()))
	} else {
		fmt.Fprintf(&b, "*Description:* %s\n", e(cut(r.Description(), 1500)))
		if r.FabricType() != "" {
			fmt.Fprintf(&b, "*Fabric:* %s\n", e(r.FabricType()))
		}
		if r.Color() != "" {
			fmt.Fprintf(&b, "*Colour:* %s\n", e(r.Color()))
		}
	}
	ms := r.Measurements()
	var parts []string
	for _, p := range tailoring.Parts {
		if mm, ok := ms[p]; ok {
			parts = append(parts, fmt.Sprintf("%s %s", p, tailoring.FormatMeasurement(mm, r.Unit())))
		}
	}
	fmt.Fprintf(&b, "*Measurements:* %s\n", strings.Join(parts, ", "))
	if n := len(r.DesignFiles()); n > 0 {
		fmt.Fprintf(&b, "*Design files:* %d\n", n)
	}
	if r.Notes() != "" {
		fmt.Fprintf(&b, "*Notes:* %s\n", e(cut(r.Notes(), 1000)))
	}
	return strings.TrimRight(b.String(), "\n")
}

func cut(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n]) + "…"
}
