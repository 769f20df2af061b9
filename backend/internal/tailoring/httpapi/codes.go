package httpapi

import "dhoni/internal/platform/fault"

func init() {
	fault.Register(
		fault.Message{Code: "too_many_attempts", Text: MsgTooManyLookups},
		fault.Message{Code: "too_many_tailor_requests", Text: MsgTooManySubmissions},
		fault.Message{Code: "tailor_status_filter_invalid", Text: msgStatusFilter},
	)
}
