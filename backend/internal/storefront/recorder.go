package storefront

import (
	"bytes"
	"net/http"

	"github.com/gin-gonic/gin"
)

// recorder holds a handler's answer so it can be kept before it is sent.
type recorder struct {
	gin.ResponseWriter
	status  int
	buf     bytes.Buffer
	written bool
}

func (r *recorder) WriteHeader(code int) {
	if !r.written {
		r.status = code
	}
}

func (r *recorder) WriteHeaderNow() { r.written = true }

func (r *recorder) Write(b []byte) (int, error) {
	r.written = true
	return r.buf.Write(b)
}

func (r *recorder) WriteString(s string) (int, error) {
	r.written = true
	return r.buf.WriteString(s)
}

// send writes what was held through, as the handler wrote it.
func (r *recorder) send() {
	if !r.written && r.status == http.StatusOK {
		return
	}
	r.ResponseWriter.WriteHeader(r.status)
	_, _ = r.ResponseWriter.Write(r.buf.Bytes())
}

func (r *recorder) Status() int { return r.status }
func (r *recorder) Size() int {
	if !r.written {
		return -1
	}
	return r.buf.Len()
}
func (r *recorder) Written() bool { return r.written }
