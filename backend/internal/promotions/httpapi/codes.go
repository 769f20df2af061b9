package httpapi

import "dhoni/internal/platform/fault"

func init() {
	fault.Register(
		fault.Message{Code: "date_time_required", Text: MsgDate},
		fault.Message{Code: "amount_mvr_invalid", Text: MsgAmount},
	)
}
