package httpserver

import "dhoni/internal/platform/fault"

// The server's own answers, said before or around any domain.
const (
	MsgInternal         = "Something went wrong on our side. Please try again."
	MsgBodyTooLarge     = "Request body too large"
	MsgNotFound         = "Not found"
	MsgMethodNotAllowed = "Method not allowed"
	MsgCrossSite        = "Cross-site request refused"
	MsgNotObject        = "Request body must be a JSON object"
	MsgMalformed        = "Request body is not valid JSON"
	MsgUnreadable       = "Cannot be read"
)

func init() {
	fault.Register(
		fault.Message{Code: "internal_error", Text: MsgInternal},
		fault.Message{Code: "body_too_large", Text: MsgBodyTooLarge},
		fault.Message{Code: "not_found", Text: MsgNotFound},
		fault.Message{Code: "method_not_allowed", Text: MsgMethodNotAllowed},
		fault.Message{Code: "cross_site_refused", Text: MsgCrossSite},
		fault.Message{Code: "body_not_object", Text: MsgNotObject},
		fault.Message{Code: "body_not_json", Text: MsgMalformed},
		fault.Message{Code: "value_unreadable", Text: MsgUnreadable},
		fault.Message{Code: "body_too_slow", Text: MsgSlowBody},
		fault.Message{Code: "field_required", Text: MsgRequired},
		fault.Message{Code: "field_unknown", Text: MsgUnknownField},
		fault.Message{Code: "must_be_text", Text: MsgText},
		fault.Message{Code: "must_be_bool", Text: MsgBool},
		fault.Message{Code: "must_be_whole_number", Text: MsgWholeNumber},
		fault.Message{Code: "must_be_number", Text: MsgNumber},
		fault.Message{Code: "must_be_list", Text: MsgList},
		fault.Message{Code: "must_be_object", Text: MsgObject},
		fault.Message{Code: "page_invalid", Text: MsgPage},
		fault.Message{Code: "per_page_invalid", Text: MsgPerPage},
	)
}
