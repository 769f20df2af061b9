package httpserver

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"strconv"

	"github.com/gin-gonic/gin"
	"go.uber.org/zap"

	"dhoni/internal/platform/fault"
	"dhoni/internal/platform/logging"
	"dhoni/internal/platform/ratelimit"
)

// ErrorBody is the JSON shape of every error answer: the message in
// English and, for the app to say it in the page's language, its stable
// code (fault.Message) and the values of its placeholders; the same per
// field.
type ErrorBody struct {
	Error       string                       `json:"error"`
	Fields      map[string]string            `json:"fields,omitempty"`
	Code        string                       `json:"code,omitempty"`
	Params      map[string]string            `json:"params,omitempty"`
	FieldCodes  map[string]string            `json:"field_codes,omitempty"`
	FieldParams map[string]map[string]string `json:"field_params,omitempty"`
}

// NewErrorBody is the answer for message and its field messages, with
// their codes. A message the registry does not know goes without a code
// (the app shows its English), except a field failure's heading made of
// several field messages, which is coded as "check the fields".
func NewErrorBody(message string, fields map[string]string) ErrorBody {
	body := ErrorBody{Error: message, Fields: fields}
	body.Code, body.Params, _ = fault.CodeOf(message)
	for field, text := range fields {
		code, params, ok := fault.CodeOf(text)
		if !ok {
			continue
		}
		if body.FieldCodes == nil {
			body.FieldCodes = map[string]string{}
		}
		body.FieldCodes[field] = code
		if params != nil {
			if body.FieldParams == nil {
				body.FieldParams = map[string]map[string]string{}
			}
			body.FieldParams[field] = params
		}
	}
	if body.Code == "" && len(fields) > 0 {
		body.Code, _, _ = fault.CodeOf(fault.MsgCheckFields)
	}
	return body
}

// withParams adds values an error sends beside its message's own (a
// Dhivehi name, fault.Error.Params); a message without a code has no
// values to add to.
func (b *ErrorBody) withParams(params map[string]string) {
	if b.Code == "" || len(params) == 0 {
		return
	}
	if b.Params == nil {
		b.Params = make(map[string]string, len(params))
	}
	for name, value := range params {
		if _, own := b.Params[name]; !own {
			b.Params[name] = value
		}
	}
}

var statusOf = map[fault.Kind]int{
	fault.Malformed:           http.StatusBadRequest,
	fault.Invalid:             http.StatusUnprocessableEntity,
	fault.NotFound:            http.StatusNotFound,
	fault.Conflict:            http.StatusConflict,
	fault.Unauthorized:        http.StatusUnauthorized,
	fault.Forbidden:           http.StatusForbidden,
	fault.TooLarge:            http.StatusRequestEntityTooLarge,
	fault.UnsupportedType:     http.StatusUnsupportedMediaType,
	fault.TooManyRequests:     http.StatusTooManyRequests,
	fault.Unavailable:         http.StatusServiceUnavailable,
	fault.InsufficientStorage: http.StatusInsufficientStorage,
}

// Allow counts a request against limiter under key. When the key must wait
// it answers 429 with Retry-After and message, and returns false; a limit
// that cannot be checked is a 500.
func Allow(c *gin.Context, limiter ratelimit.Limiter, key, message string) bool {
	wait, err := limiter.Allow(c.Request.Context(), key)
	if err != nil {
		Fail(c, fmt.Errorf("rate limit: %w", err))
		return false
	}
	if wait <= 0 {
		return true
	}
	c.Header("Retry-After", strconv.Itoa(ratelimit.RetryAfter(wait)))
	Fail(c, fault.New(fault.TooManyRequests, message))
	return false
}

// Respond answers v in its wire form with status, or, when err is not nil,
// fails with err (Fail): the end of a handler that asked a service for v.
func Respond[T, W any](c *gin.Context, status int, v T, err error, wire func(T) W) {
	if err != nil {
		Fail(c, err)
		return
	}
	c.JSON(status, wire(v))
}

// RespondEncoded answers 200 with body, JSON already encoded (by a read a
// module also answers in process), or, when err is not nil, fails with err.
func RespondEncoded(c *gin.Context, body []byte, err error) {
	if err != nil {
		Fail(c, err)
		return
	}
	c.Data(http.StatusOK, jsonContentType, body)
}

// jsonContentType is what gin's JSON answers say they are.
const jsonContentType = "application/json; charset=utf-8"

// ServeOne answers a GET of one record: get reads it by the path parameter
// param, and it is answered 200 in its wire form, or the failure.
func ServeOne[T, W any](c *gin.Context, param string, get func(context.Context, string) (T, error), wire func(T) W) {
	v, err := get(c.Request.Context(), c.Param(param))
	Respond(c, http.StatusOK, v, err, wire)
}

// NoContent answers 204, or, when err is not nil, fails with err (Fail).
func NoContent(c *gin.Context, err error) {
	if err != nil {
		Fail(c, err)
		return
	}
	c.Status(http.StatusNoContent)
}

// Fail answers with the status that fits err's kind. Errors of no known kind
// are logged and answered 500 without their text.
func Fail(c *gin.Context, err error) {
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		Abort(c, http.StatusRequestEntityTooLarge, MsgBodyTooLarge)
		return
	}
	if slowBody(err) && fault.KindOf(err) == fault.Internal {
		// The client's doing, not ours: 408 and the access log's one line,
		// and the connection is not kept for the rest of a body that late.
		// A timeout the service already classified (a bank that did not
		// answer in time is Unavailable) is answered by its kind.
		c.Header("Connection", "close")
		Abort(c, http.StatusRequestTimeout, MsgSlowBody)
		return
	}
	status, ok := statusOf[fault.KindOf(err)]
	if !ok {
		logging.FromContext(c.Request.Context()).Error("request failed", zap.Error(err))
		Abort(c, http.StatusInternalServerError, MsgInternal)
		return
	}
	body := NewErrorBody(err.Error(), nil)
	var fe *fault.Error
	if errors.As(err, &fe) {
		body = NewErrorBody(fe.Message, fe.Fields)
		body.withParams(fe.Params)
	}
	c.AbortWithStatusJSON(status, body)
}

// MsgSlowBody answers a body that did not arrive within its deadline
// (DHONI_BODY_TIMEOUT, DHONI_UPLOAD_TIMEOUT).
const MsgSlowBody = "The request took too long to arrive. Please try again."

// slowBody reports whether err is the read deadline of a body that came
// too slowly.
func slowBody(err error) bool {
	var ne net.Error
	return errors.Is(err, os.ErrDeadlineExceeded) || (errors.As(err, &ne) && ne.Timeout())
}

// Abort answers with a status and a message for people.
func Abort(c *gin.Context, status int, message string) {
	c.AbortWithStatusJSON(status, NewErrorBody(message, nil))
}
