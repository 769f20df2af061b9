package fault

// The stable codes of what the server says to people. Each package that
// says something registers its messages once (a codes.go beside the
// messages: the message's words stay where they are made, the code is
// given next to them), and the HTTP adapter answers every error with the
// code of its message, so the app can show it in the page's language. The
// registry is the one list of codes: a test in internal/app fails on a
// message without a code, on a code given twice, and when the app's copy
// (frontend/src/i18n/server-messages.json) is stale. See docs/messages.md.

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
	"sync"
)

// Message is a text for people with its stable code. Where the text varies
// (a number, a name) the varying part is a {placeholder}: "Must be at most
// {max} characters" is every such text, and the placeholder's value is
// sent beside the code so a translation can use it.
type Message struct {
	Code string
	Text string
}

// Printf is the message of a fmt format ("A cancelled order cannot become
// %s"): each verb in turn becomes the {placeholder} named in names.
func Printf(code, format string, names ...string) Message {
	i := 0
	text := verb.ReplaceAllStringFunc(format, func(v string) string {
		if v == "%%" {
			return "%"
		}
		if i >= len(names) {
			return v
		}
		i++
		return "{" + names[i-1] + "}"
	})
	return Message{Code: code, Text: text}
}

var (
	verb        = regexp.MustCompile(`%[-+# 0-9.]*[a-zA-Z%]`)
	placeholder = regexp.MustCompile(`\{([a-z_]+)\}`)
)

type template struct {
	Message
	pattern *regexp.Regexp
	names   []string
	literal int // characters outside the placeholders: the longer, the more specific
}

var registry = struct {
	sync.RWMutex
	byCode    map[string]Message
	byText    map[string]string
	templates []template
	conflicts []string
}{byCode: map[string]Message{}, byText: map[string]string{}}

// Register adds messages to the registry. Registering the same code with
// the same text again is allowed (two packages saying the same words);
// a code with two texts, or a text with two codes, is a conflict that
// Conflicts reports.
func Register(messages ...Message) {
	registry.Lock()
	defer registry.Unlock()
	for _, m := range messages {
		if had, ok := registry.byCode[m.Code]; ok {
			if had.Text != m.Text {
				registry.conflicts = append(registry.conflicts,
					fmt.Sprintf("code %q has two texts: %q and %q", m.Code, had.Text, m.Text))
			}
			continue
		}
		if code, ok := registry.byText[m.Text]; ok {
			registry.conflicts = append(registry.conflicts,
				fmt.Sprintf("text %q has two codes: %q and %q", m.Text, code, m.Code))
			continue
		}
		registry.byCode[m.Code] = m
		registry.byText[m.Text] = m.Code
		if t, ok := compile(m); ok {
			registry.templates = append(registry.templates, t)
			sort.SliceStable(registry.templates, func(i, j int) bool {
				return registry.templates[i].literal > registry.templates[j].literal
			})
		}
	}
}

func compile(m Message) (template, bool) {
	found := placeholder.FindAllStringSubmatchIndex(m.Text, -1)
	if len(found) == 0 {
		return template{}, false
	}
	var pattern strings.Builder
	t := template{Message: m}
	last := 0
	pattern.WriteString("^")
	for _, f := range found {
		pattern.WriteString(regexp.QuoteMeta(m.Text[last:f[0]]))
		pattern.WriteString("(.+?)")
		t.names = append(t.names, m.Text[f[2]:f[3]])
		t.literal += f[0] - last
		last = f[1]
	}
	pattern.WriteString(regexp.QuoteMeta(m.Text[last:]))
	pattern.WriteString("$")
	t.literal += len(m.Text) - last
	t.pattern = regexp.MustCompile(pattern.String())
	return t, true
}

// CodeOf finds the code of a text said to people, and the values of its
// placeholders when it is a varying one; ok is false for a text the
// registry does not know.
func CodeOf(text string) (code string, params map[string]string, ok bool) {
	registry.RLock()
	defer registry.RUnlock()
	if code, ok := registry.byText[text]; ok {
		return code, nil, true
	}
	for _, t := range registry.templates {
		if m := t.pattern.FindStringSubmatch(text); m != nil {
			params = make(map[string]string, len(t.names))
			for i, name := range t.names {
				params[name] = m[i+1]
			}
			return t.Code, params, true
		}
	}
	return "", nil, false
}

// Messages is every registered message, ordered by code.
func Messages() []Message {
	registry.RLock()
	defer registry.RUnlock()
	all := make([]Message, 0, len(registry.byCode))
	for _, m := range registry.byCode {
		all = append(all, m)
	}
	sort.Slice(all, func(i, j int) bool { return all[i].Code < all[j].Code })
	return all
}

// Conflicts lists the codes given two texts and the texts given two codes.
func Conflicts() []string {
	registry.RLock()
	defer registry.RUnlock()
	return append([]string(nil), registry.conflicts...)
}

// Messages many packages say in the same words.
func init() {
	Register(
		Message{Code: "check_fields", Text: MsgCheckFields},
		Printf("too_long", "Must be at most %d characters", "max"),
	)
}
