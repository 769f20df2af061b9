package httpapi

import (
	"errors"
	"net/http"

	"github.com/gin-gonic/gin"
	"go.uber.org/zap"

	"dhoni/internal/platform/auth"
	"dhoni/internal/platform/fault"
	"dhoni/internal/platform/httpserver"
	"dhoni/internal/platform/logging"
)

// Messages of PUT /api/auth/password.
const (
	MsgFixFields         = "Please fix the highlighted fields."
	MsgCurrentRequired   = "Current password is required"
	MsgCurrentIncorrect  = "Current password is incorrect"
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
	if msg := auth.NewPasswordProblem(body.CurrentPassword, body.NewPassword); msg != "" {
		problems[fieldNewPassword] = msg
	}
	if body.CurrentPassword != "" {
		matches, answered := h.checkPassword(c, body.CurrentPassword)
		if answered {
			return
		}
		if !matches {
			logging.FromContext(c.Request.Context()).Warn("wrong current password in a password change", zap.String("client_ip", c.ClientIP()))
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
			fe.Fields[path] = auth.MsgNewTooShort
		}
	}
	return fe
}
