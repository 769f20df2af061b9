// Package geography holds the atolls and islands the shop delivers to, the
// rules for a list of them, and the delivery-fee rule (fee.go). The list itself
// is kept in the store settings (settings.geo); this package reads it through
// the AtollSource port and never imports settings.
package geography

import (
	"context"
	"fmt"
	"strings"
	"unicode/utf8"
)

// Atoll is an atoll (or city) with the islands the shop delivers to, in the
// owner's order.
type Atoll struct {
	Name    string
	Islands []string
}

// AtollSource gives the current list of atolls (the settings module provides it).
type AtollSource interface {
	Atolls(ctx context.Context) ([]Atoll, error)
}

// MaxNameLength bounds an atoll's or an island's name, in characters.
const MaxNameLength = 100

// Messages for a list of atolls that breaks the rules.
const (
	MsgAtollNameRequired  = "Atoll name is required"
	MsgIslandNameRequired = "Island name is required"
	MsgDuplicateAtoll     = "This atoll is already in the list"
	MsgDuplicateIsland    = "This island is already in this atoll"
)

var msgNameTooLong = fmt.Sprintf("Must be at most %d characters", MaxNameLength)

// CheckAtolls returns the list with every name trimmed, and a message for each
// rule it breaks keyed by field path under prefix (with prefix "geo.atolls":
// "geo.atolls[2].name", "geo.atolls[2].islands[0]"). The rules: atoll names
// are non-empty and unique; island names are non-empty and unique within their
// atoll. Names are compared without regard to case, so "Gan" and "gan" do not
// both appear. An atoll may have no islands yet (the owner adds them next).
func CheckAtolls(prefix string, atolls []Atoll) ([]Atoll, map[string]string) {
	problems := map[string]string{}
	out := make([]Atoll, len(atolls))
	seenAtolls := map[string]bool{}
	for i, a := range atolls {
		at := fmt.Sprintf("%s[%d]", prefix, i)
		name := strings.TrimSpace(a.Name)
		checkName(name, at+".name", MsgAtollNameRequired, MsgDuplicateAtoll, seenAtolls, problems)
		islands := make([]string, len(a.Islands))
		seenIslands := map[string]bool{}
		for j, island := range a.Islands {
			islands[j] = strings.TrimSpace(island)
			checkName(islands[j], fmt.Sprintf("%s.islands[%d]", at, j), MsgIslandNameRequired, MsgDuplicateIsland, seenIslands, problems)
		}
		out[i] = Atoll{Name: name, Islands: islands}
	}
	return out, problems
}

func checkName(name, path, required, duplicate string, seen map[string]bool, problems map[string]string) {
	key := strings.ToLower(name)
	switch {
	case name == "":
		problems[path] = required
	case utf8.RuneCountInString(name) > MaxNameLength:
		problems[path] = msgNameTooLong
	case seen[key]:
		problems[path] = duplicate
	}
	seen[key] = true
}
