package httpserver

import (
	"bytes"
	"compress/gzip"
	"net/http"
	"strings"
	"sync"

	"github.com/andybalholm/brotli"
)

// AcceptsEncoding reports whether r's Accept-Encoding takes coding (named,
// and not with q=0).
func AcceptsEncoding(r *http.Request, coding string) bool {
	for _, v := range r.Header.Values("Accept-Encoding") {
		for _, part := range strings.Split(v, ",") {
			name, q, _ := strings.Cut(strings.TrimSpace(part), ";")
			if strings.EqualFold(strings.TrimSpace(name), coding) {
				return strings.ReplaceAll(strings.TrimSpace(q), " ", "") != "q=0"
			}
		}
	}
	return false
}

// fastGzip writers are reused: a gzip writer holds about a megabyte of
// state, too much to make for every page served.
var fastGzip = sync.Pool{New: func() any {
	zw, err := gzip.NewWriterLevel(nil, gzip.BestSpeed)
	if err != nil {
		panic(err) // BestSpeed is a valid level
	}
	return zw
}}

// Gzip is b compressed at level (one of compress/gzip's; another is a
// programming error and panics). Writing to memory cannot fail.
func Gzip(b []byte, level int) []byte {
	var buf bytes.Buffer
	var zw *gzip.Writer
	if level == gzip.BestSpeed {
		zw = fastGzip.Get().(*gzip.Writer)
		defer fastGzip.Put(zw)
		zw.Reset(&buf)
	} else {
		var err error
		if zw, err = gzip.NewWriterLevel(&buf, level); err != nil {
			panic(err)
		}
	}
	_, _ = zw.Write(b)
	_ = zw.Close()
	return buf.Bytes()
}

// Brotli is b compressed at level (0 to 11). Writing to memory cannot fail.
func Brotli(b []byte, level int) []byte {
	var buf bytes.Buffer
	zw := brotli.NewWriterLevel(&buf, level)
	_, _ = zw.Write(b)
	_ = zw.Close()
	return buf.Bytes()
}
