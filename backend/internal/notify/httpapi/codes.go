package httpapi

import "dhoni/internal/platform/fault"

func init() {
	fault.Register(
		fault.Message{Code: "too_many_test_messages", Text: MsgTooManyTests},
		fault.Message{Code: "too_many_requests_wait", Text: MsgTooManyWebhookPosts},
	)
}
