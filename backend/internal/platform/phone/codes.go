package phone

import "dhoni/internal/platform/fault"

func init() {
	fault.Register(fault.Message{Code: "phone_lookup_invalid", Text: MsgLookup})
}
