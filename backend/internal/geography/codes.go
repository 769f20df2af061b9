package geography

import "dhoni/internal/platform/fault"

// The codes of the atoll list's messages.
func init() {
	fault.Register(
		fault.Message{Code: "atoll_name_required", Text: MsgAtollNameRequired},
		fault.Message{Code: "island_name_required", Text: MsgIslandNameRequired},
		fault.Message{Code: "atoll_duplicate", Text: MsgDuplicateAtoll},
		fault.Message{Code: "island_duplicate", Text: MsgDuplicateIsland},
	)
}
