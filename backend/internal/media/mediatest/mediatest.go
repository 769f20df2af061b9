// Package mediatest builds what tests upload: multipart forms, hostile
// images, a phone photo; and reads the answers. It imports no part of the
// application, so any module's tests can use it (apptest.StartMedia starts
// the shop itself).
package mediatest

import (
	"bytes"
	"encoding/json"
	"io"
	"mime/multipart"
	"net/http"
	"net/textproto"
	"testing"
)

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
