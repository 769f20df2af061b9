package auth

import (
	"errors"
	"net/http"
	"unicode/utf8"

	"github.com/gin-gonic/gin"
	"go.uber.org/zap"

	"dhoni/internal/platform/fault"
	"dhoni/internal/platform/httpserver"
	"dhoni/internal/platform/logging"
)

// MinPasswordLength is the shortest new password, in characters.
const MinPasswordLength = 8

// Messages of PUT /api/auth/password.
const (
	MsgFixFields         = "Please fix the highlighted fields."
	MsgCurrentRequired   = "Current password is required"
	MsgCurrentIncorrect  = "Current password is incorrect"
	MsgNewTooShort       = "New password must be at least 8 characters"
	MsgNewTooLong        = "New password must be at most 72 bytes"
	MsgNewSameAsCurrent  = "New password must differ from the current one"
	fieldCurrentPassword = "currentPassword"
	fieldNewPassword     = "newPassword"
)

type passwordChangeBody struct {
	CurrentPassword string `json:"currentPassword"`
	NewPassword     string `json:"newPassword"`
}

// changePassword is PUT /api/auth/password: the signed-in owner replaces the
// admin password. A wrong current password is a 422 on its field (401 would
// tell the browser it is signed out) and counts as a failed sign-in for the
// rate limit. On success every other session is signed out; this one stays.
func (h *Handler) changePassword(c *gin.Context) {
	session, ok := SessionFrom(c)
	if !ok {
		httpserver.Abort(c, http.StatusUnauthorized, "Not logged in")
		return
	}
	var body passwordChangeBody
	if err := httpserver.DecodeJSON(c.Request.Body, &body); err != nil {
		httpserver.Fail(c, rewordPasswordChange(err))
		return
	}
	problems := map[string]string{}
	if body.CurrentPassword == "" {
		problems[fieldCurrentPassword] = MsgCurrentRequired
	}
	switch next := body.NewPassword; {
	case utf8.RuneCountInString(next) < MinPasswordLength:
		problems[fieldNewPassword] = MsgNewTooShort
	case len(next) > MaxPasswordBytes:
		problems[fieldNewPassword] = MsgNewTooLong
	case next == body.CurrentPassword:
		problems[fieldNewPassword] = MsgNewSameAsCurrent
	}
	if body.CurrentPassword != "" {
		client := c.ClientIP()
		if !h.allowAttempt(c, client) {
			return
		}
		matches, err := h.creds.Matches(c.Request.Context(), body.CurrentPassword)
		if err != nil {
			httpserver.Fail(c, err)
			return
		}
		if matches {
			if err := h.limiter.Forget(c.Request.Context(), client); err != nil {
				httpserver.Fail(c, err)
				return
			}
		} else {
			logging.FromContext(c.Request.Context()).Warn("wrong current password in a password change", zap.String("client_ip", client))
			problems[fieldCurrentPassword] = MsgCurrentIncorrect
		}
	}
	if len(problems) > 0 {
		httpserver.Fail(c, fault.InvalidFields(MsgFixFields, problems))
		return
	}
	if err := h.creds.Change(c.Request.Context(), body.NewPassword, session.ID); err != nil {
		httpserver.Fail(c, err)
		return
	}
	logging.FromContext(c.Request.Context()).Info("admin password changed; other sessions signed out",
		zap.String("client_ip", c.ClientIP()))
	c.Status(http.StatusNoContent)
}

// rewordPasswordChange gives a missing or mistyped field the form's words.
func rewordPasswordChange(err error) error {
	var fe *fault.Error
	if !errors.As(err, &fe) || fe.Kind != fault.Invalid {
		return err
	}
	if len(fe.Fields) > 0 {
		fe.Message = MsgFixFields
	}
	for path, msg := range fe.Fields {
		if msg == httpserver.MsgUnknownField {
			continue
		}
		switch path {
		case fieldCurrentPassword:
			fe.Fields[path] = MsgCurrentRequired
		case fieldNewPassword:
			fe.Fields[path] = MsgNewTooShort
		}
	}
	return fe
}
