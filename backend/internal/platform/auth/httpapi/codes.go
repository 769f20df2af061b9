package httpapi

import "dhoni/internal/platform/fault"

// The codes of the login's and the password change's messages.
func init() {
	fault.Register(
		fault.Message{Code: "password_required", Text: MsgPasswordRequired},
		fault.Message{Code: "password_incorrect", Text: MsgIncorrectPassword},
		fault.Message{Code: "fix_fields", Text: MsgFixFields},
		fault.Message{Code: "current_password_required", Text: MsgCurrentRequired},
		fault.Message{Code: "current_password_incorrect", Text: MsgCurrentIncorrect},
		fault.Message{Code: "not_logged_in", Text: "Not logged in"},
		fault.Message{Code: "too_many_login_attempts", Text: "Too many failed attempts. Please try again in {minutes} minutes."},
		fault.Message{Code: "too_many_login_attempts_minute", Text: "Too many failed attempts. Please try again in 1 minute."},
	)
}
