package settings

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"
)

// Messages are the texts the owner sends a customer when an order moves on,
// by WhatsApp or SMS from the order in the admin (docs/decisions/210). The
// placeholders ({name}, {order}, ...) are filled in the admin's browser.
type Messages struct {
	Confirmed, Shipped, Delivered, Cancelled, PaymentReceived string
}

// MessagePlaceholders are the placeholders a message may hold.
var MessagePlaceholders = []string{"name", "order", "total", "tracking_link", "shop"}

// MaxMessage bounds a message: an SMS link or a WhatsApp message this long
// is already several screens on a phone.
const MaxMessage = 1000

// Messages of the message templates.
const (
	MsgMessageRequired = "Message is required"
	MsgMessageMarkup   = "Message cannot contain markup such as <b> or <a>"
)

func msgMessageTooLong() string {
	return fmt.Sprintf("Message must be at most %d characters", MaxMessage)
}

func msgUnknownPlaceholder(p string) string {
	return fmt.Sprintf("Unknown placeholder {%s}: use {name}, {order}, {total}, {tracking_link} or {shop}", p)
}

var (
	markup      = regexp.MustCompile(`<[^<>]*>`)
	placeholder = regexp.MustCompile(`\{([^{}]*)\}`)
)

// messages checks every template: present, at most MaxMessage characters,
// no markup, only known placeholders.
func (v validator) messages(m Messages) Messages {
	for _, f := range []struct {
		path  string
		value *string
	}{
		{"messages.confirmed", &m.Confirmed},
		{"messages.shipped", &m.Shipped},
		{"messages.delivered", &m.Delivered},
		{"messages.cancelled", &m.Cancelled},
		{"messages.paymentReceived", &m.PaymentReceived},
	} {
		*f.value = strings.TrimSpace(*f.value)
		if msg := checkMessage(*f.value); msg != "" {
			v.problem(f.path, msg)
		}
	}
	return m
}

// checkMessage returns what is wrong with a (trimmed) template, or "".
func checkMessage(s string) string {
	switch {
	case s == "":
		return MsgMessageRequired
	case utf8.RuneCountInString(s) > MaxMessage:
		return msgMessageTooLong()
	case markup.MatchString(s):
		return MsgMessageMarkup
	}
	for _, m := range placeholder.FindAllStringSubmatch(s, -1) {
		if !slices.Contains(MessagePlaceholders, m[1]) {
			return msgUnknownPlaceholder(m[1])
		}
	}
	return ""
}
