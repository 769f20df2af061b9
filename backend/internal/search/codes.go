package search

import "dhoni/internal/platform/fault"

func init() {
	fault.Register(fault.Message{Code: "search_too_long", Text: MsgTooLong})
}
