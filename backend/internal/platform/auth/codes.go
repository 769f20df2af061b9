package auth

import "dhoni/internal/platform/fault"

// The codes of the password rules' messages.
func init() {
	fault.Register(
		fault.Message{Code: "new_password_too_short", Text: MsgNewTooShort},
		fault.Message{Code: "new_password_too_long", Text: MsgNewTooLong},
		fault.Message{Code: "new_password_same", Text: MsgNewSameAsCurrent},
	)
}
