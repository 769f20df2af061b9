package httpserver

import (
	"errors"
	"net/http"

	"github.com/gin-gonic/gin"
	"go.uber.org/zap"

	"dhoni/internal/platform/fault"
	"dhoni/internal/platform/logging"
)

// ErrorBody is the JSON shape of every error answer.
type ErrorBody struct {
	Error  string            `json:"error"`
	Fields map[string]string `json:"fields,omitempty"`
}

var statusOf = map[fault.Kind]int{
	fault.Malformed:       http.StatusBadRequest,
	fault.Invalid:         http.StatusUnprocessableEntity,
	fault.NotFound:        http.StatusNotFound,
	fault.Conflict:        http.StatusConflict,
	fault.Unauthorized:    http.StatusUnauthorized,
	fault.Forbidden:       http.StatusForbidden,
	fault.TooLarge:        http.StatusRequestEntityTooLarge,
	fault.UnsupportedType: http.StatusUnsupportedMediaType,
	fault.TooManyRequests: http.StatusTooManyRequests,
	fault.Unavailable:     http.StatusServiceUnavailable,
}

// Fail answers with the status that fits err's kind. Errors of no known kind
// are logged and answered 500 without their text.
func Fail(c *gin.Context, err error) {
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		Abort(c, http.StatusRequestEntityTooLarge, "Request body too large")
		return
	}
	status, ok := statusOf[fault.KindOf(err)]
	if !ok {
		logging.FromContext(c.Request.Context()).Error("request failed", zap.Error(err))
		Abort(c, http.StatusInternalServerError, "Something went wrong on our side. Please try again.")
		return
	}
	body := ErrorBody{Error: err.Error()}
	var fe *fault.Error
	if errors.As(err, &fe) {
		body = ErrorBody{Error: fe.Message, Fields: fe.Fields}
	}
	c.AbortWithStatusJSON(status, body)
}

// Abort answers with a status and a message for people.
func Abort(c *gin.Context, status int, message string) {
	c.AbortWithStatusJSON(status, ErrorBody{Error: message})
}
