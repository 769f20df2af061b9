package httpserver_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"testing"

	"github.com/gin-gonic/gin"

	"dhoni/internal/platform/fault"
	"dhoni/internal/platform/httpserver"
)

// TestFailTimeouts: a body that came too slowly is the client's 408, but a
// timeout the service already classified (a bank that did not answer in
// time) is answered by its kind, with its message.
func TestFailTimeouts(t *testing.T) {
	gin.SetMode(gin.TestMode)
	cases := []struct {
		name    string
		err     error
		status  int
		message string
	}{
		{"slow body", fmt.Errorf("read body: %w", os.ErrDeadlineExceeded), http.StatusRequestTimeout, httpserver.MsgSlowBody},
		{"bank slow", &fault.Error{Kind: fault.Unavailable, Message: "The bank is not answering.", Err: context.DeadlineExceeded},
			http.StatusServiceUnavailable, "The bank is not answering."},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			rec := httptest.NewRecorder()
			c, _ := gin.CreateTestContext(rec)
			c.Request = httptest.NewRequest(http.MethodPost, "/", nil)
			httpserver.Fail(c, tc.err)
			var body httpserver.ErrorBody
			if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil {
				t.Fatal(err)
			}
			if rec.Code != tc.status || body.Error != tc.message {
				t.Errorf("got %d %q, want %d %q", rec.Code, body.Error, tc.status, tc.message)
			}
		})
	}
}
