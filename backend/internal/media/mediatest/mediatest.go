// Package mediatest starts the shop with the media module for tests, and
// builds the requests they send: multipart forms, the admin's sign-in.
package mediatest

import (
	"bytes"
	"encoding/json"
	"io"
	"mime/multipart"
	"net/http"
	"net/textproto"
	"path/filepath"
	"testing"

	"go.uber.org/fx"

	"dhoni/internal/app/apptest"
	"dhoni/internal/media"
	"dhoni/internal/platform/blobstore"
	"dhoni/internal/platform/config"
)

// Shop is a running server with the media module.
type Shop struct {
	*apptest.App
	Service *media.Service
	Blobs   blobstore.Store
	// BlobDir is where the disk store keeps files.
	BlobDir string
	// TmpDir is where uploads are spooled while they arrive.
	TmpDir string
}

// Start runs the shop with the media module and its blob store. Until the
// engine mounts the "media" handler itself, this mounts it the way the
// engine should: GET and HEAD /media/*key, outside /api.
func Start(t testing.TB, cfg config.Config, extra ...fx.Option) *Shop {
	t.Helper()
	s := &Shop{BlobDir: blobstore.Dir(cfg), TmpDir: filepath.Join(cfg.DataDir, "tmp")}
	opts := []fx.Option{
		fx.Populate(&s.Service, &s.Blobs),
	}
	s.App = apptest.Start(t, cfg, append(opts, extra...)...)
	return s
}

// Part is one field of a multipart form; a Filename makes it a file.
type Part struct {
	Name, Filename, ContentType string
	Data                        []byte
}

// Field is a plain form field.
func Field(name, value string) Part { return Part{Name: name, Data: []byte(value)} }

// File is a file field named "file".
func File(filename, contentType string, data []byte) Part {
	return Part{Name: "file", Filename: filename, ContentType: contentType, Data: data}
}

// Form encodes parts, in order, as multipart/form-data.
func Form(t testing.TB, parts ...Part) (body *bytes.Buffer, contentType string) {
	t.Helper()
	body = &bytes.Buffer{}
	w := multipart.NewWriter(body)
	for _, p := range parts {
		h := textproto.MIMEHeader{}
		disposition := `form-data; name="` + p.Name + `"`
		if p.Filename != "" {
			disposition += `; filename="` + p.Filename + `"`
		}
		h.Set("Content-Disposition", disposition)
		if p.ContentType != "" {
			h.Set("Content-Type", p.ContentType)
		}
		pw, err := w.CreatePart(h)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := pw.Write(p.Data); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return body, w.FormDataContentType()
}

// Upload posts the form to /api/uploads, with the cookie when not empty.
func (s *Shop) Upload(t testing.TB, cookie string, parts ...Part) *http.Response {
	t.Helper()
	body, ct := Form(t, parts...)
	h := http.Header{"Content-Type": {ct}}
	if cookie != "" {
		h.Set("Cookie", cookie)
	}
	return s.Do(t, http.MethodPost, "/api/uploads", h, body)
}

// Answer is an upload's JSON answer, success or error.
type Answer struct {
	Ref    string            `json:"ref"`
	URL    *string           `json:"url"`
	Srcset string            `json:"srcset"`
	Error  string            `json:"error"`
	Fields map[string]string `json:"fields"`
}

// Decode reads res's JSON body.
func Decode(t testing.TB, res *http.Response) Answer {
	t.Helper()
	raw, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatalf("read answer: %v", err)
	}
	var a Answer
	if err := json.Unmarshal(raw, &a); err != nil {
		t.Fatalf("answer %d is not JSON: %v: %q", res.StatusCode, err, raw)
	}
	return a
}
