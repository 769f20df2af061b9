package httpapi

import "dhoni/internal/platform/fault"

func init() {
	fault.Register(
		fault.Message{Code: "too_many_attempts", Text: MsgTooManyAttempts},
		fault.Message{Code: "too_many_requests", Text: MsgTooManyWebhooks},
		fault.Message{Code: "try_again_later", Text: "Try again later"},
	)
}
