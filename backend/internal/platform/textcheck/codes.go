package textcheck

import "dhoni/internal/platform/fault"

func init() {
	fault.Register(
		fault.Message{Code: "control_characters", Text: MsgControl},
		fault.Message{Code: "reversing_characters", Text: MsgReversing},
	)
}
