package readcache

import (
	"bytes"

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

func (r *recorder) Status() int { return r.status }
func (r *recorder) Size() int {
	if !r.written {
		return -1
	}
	return r.buf.Len()
}
func (r *recorder) Written() bool { return r.written }
