package auth

import "unicode/utf8"

// MinPasswordLength is the shortest new password, in characters.
const MinPasswordLength = 8

// What is wrong with a new password (the admin's change-password form).
const (
	MsgNewTooShort      = "New password must be at least 8 characters"
	MsgNewTooLong       = "New password must be at most 72 bytes"
	MsgNewSameAsCurrent = "New password must differ from the current one"
)

// NewPasswordProblem says what is wrong with next as the password in place
// of current, or "" when nothing is: at least MinPasswordLength characters,
// at most MaxPasswordBytes bytes (bcrypt checks no more), and not the same.
func NewPasswordProblem(current, next string) string {
	switch {
	case utf8.RuneCountInString(next) < MinPasswordLength:
		return MsgNewTooShort
	case len(next) > MaxPasswordBytes:
		return MsgNewTooLong
	case next == current:
		return MsgNewSameAsCurrent
	}
	return ""
}
