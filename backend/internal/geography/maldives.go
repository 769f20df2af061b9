package geography

import (
	_ "embed"
	"encoding/json"
	"fmt"
)

// maldivesJSON is every administrative atoll and city of the Maldives with
// its inhabited islands (docs/decisions/184): the list a new shop delivers
// to. docs/testdata/default-settings.json carries the same list; a test holds
// the two together.
//
//go:embed maldives.json
var maldivesJSON []byte

// Maldives returns the built-in list of atolls and islands, a new copy on
// each call. The six atolls the specification prices by name ("Malé",
// "Kaafu Atoll", "Ari Atoll", "Addu Atoll", "Laamu Atoll", "Baa Atoll") keep
// those names; "Ari Atoll" holds the islands of Alifu Alifu and Alifu Dhaalu.
func Maldives() []Atoll {
	var atolls []Atoll
	if err := json.Unmarshal(maldivesJSON, &atolls); err != nil {
		// The file is part of the binary; a test reads it.
		panic(fmt.Sprintf("geography: built-in atolls: %v", err))
	}
	return atolls
}
