package apptest

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"mime"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
	"github.com/getkin/kin-openapi/routers/gorillamux"
)

// contract is docs/openapi.yaml, loaded once per test binary, with a router
// that finds the operation of a request.
var contract = sync.OnceValues(func() (routers.Router, error) {
	path, err := findContract()
	if err != nil {
		return nil, err
	}
	loader := openapi3.NewLoader()
	doc, err := loader.LoadFromFile(path)
	if err != nil {
		return nil, fmt.Errorf("load %s: %w", path, err)
	}
	if err := doc.Validate(loader.Context); err != nil {
		return nil, fmt.Errorf("%s is not a valid OpenAPI document: %w", path, err)
	}
	// Paths are matched without the /api base (checkContract strips it), on
	// whatever host the test server has.
	doc.Servers = nil
	return gorillamux.NewRouter(doc)
})

// findContract walks up from the test's directory to docs/openapi.yaml.
func findContract() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		p := filepath.Join(dir, "docs", "openapi.yaml")
		if _, err := os.Stat(p); err == nil {
			return p, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("docs/openapi.yaml not found above %s", dir)
		}
		dir = parent
	}
}

// contractTransport checks every JSON answer from /api against the
// operation docs/openapi.yaml documents for it: its status, its headers and
// its body. A test whose server answers in a shape the document does not
// describe fails, so the document cannot fall behind the code.
type contractTransport struct {
	t    testing.TB
	base http.RoundTripper
}

func (c contractTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	res, err := c.base.RoundTrip(req)
	// Routes a test adds for itself (/api/test/...) are not the shop's.
	if err != nil || !strings.HasPrefix(req.URL.Path, "/api/") || strings.HasPrefix(req.URL.Path, "/api/test/") ||
		res.Header.Get("Content-Encoding") != "" {
		return res, err
	}
	media, _, _ := mime.ParseMediaType(res.Header.Get("Content-Type"))
	if media != "application/json" {
		return res, nil
	}
	body, err := io.ReadAll(res.Body)
	_ = res.Body.Close()
	res.Body = io.NopCloser(bytes.NewReader(body))
	if err != nil {
		return res, nil // the test reads the body and sees the failure itself
	}
	if problem := checkContract(req, res, body); problem != "" {
		c.t.Errorf("docs/openapi.yaml: %s %s answered %d: %s\nbody: %.400s", req.Method, req.URL.Path, res.StatusCode, problem, body)
	}
	return res, nil
}

func checkContract(req *http.Request, res *http.Response, body []byte) string {
	router, err := contract()
	if err != nil {
		return err.Error()
	}
	probe := req.Clone(context.Background())
	probe.URL.Path = strings.TrimPrefix(req.URL.Path, "/api")
	probe.URL.RawPath = ""
	probe.Host, probe.URL.Host, probe.URL.Scheme = "", "", ""
	route, params, err := router.FindRoute(probe)
	if err != nil {
		// An unknown path or method is answered by the server's own 404/405.
		if res.StatusCode == http.StatusNotFound || res.StatusCode == http.StatusMethodNotAllowed {
			return ""
		}
		return "no documented operation: " + err.Error()
	}
	input := &openapi3filter.ResponseValidationInput{
		RequestValidationInput: &openapi3filter.RequestValidationInput{Request: probe, PathParams: params, Route: route},
		Status:                 res.StatusCode,
		Header:                 res.Header,
		// Every status must be documented, except 500 ("Something went wrong
		// on our side"), which any operation may answer.
		Options: &openapi3filter.Options{IncludeResponseStatus: res.StatusCode != http.StatusInternalServerError, MultiError: true},
	}
	input.SetBodyBytes(body)
	if err := openapi3filter.ValidateResponse(context.Background(), input); err != nil {
		return err.Error()
	}
	return ""
}
