package httpapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"

	"go.uber.org/fx"

	"dhoni/internal/app/apptest"
	"dhoni/internal/catalog"
	"dhoni/internal/catalog/httpapi"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/fault"
	"dhoni/internal/platform/httpserver"
)

// fakeImages stands in for the media module: it "stores" PNG data URLs and
// refuses anything else the way the real one does.
type fakeImages struct {
	mu    sync.Mutex
	saved []string
}

func (f *fakeImages) SaveDataURL(_ context.Context, dataURL string) (string, error) {
	if !strings.HasPrefix(dataURL, "data:image/png;base64,") {
		return "", fault.New(fault.UnsupportedType, "Invalid file type. Please upload an image or PDF.")
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	f.saved = append(f.saved, dataURL)
	return fmt.Sprintf("/media/img/%d.png", len(f.saved)), nil
}

// startShop runs the real application with a fake image store in place of
// the media module's, so tests can see what the catalog asked it to store.
func startShop(t testing.TB, cfg config.Config) (*apptest.App, *fakeImages) {
	t.Helper()
	images := &fakeImages{}
	a := apptest.Start(t, cfg,
		fx.Decorate(func(catalog.ImageStore) catalog.ImageStore { return images }),
	)
	return a, images
}

// startSamplesAsAdmin starts the shop on the sample catalog and signs the
// admin in.
func startSamplesAsAdmin(t testing.TB, cfg config.Config) (a *apptest.App, admin string) {
	t.Helper()
	a, _ = startShop(t, withSamples(cfg))
	return a, a.AdminCookie(t)
}

// call sends a request (JSON body when body is not nil) and returns the
// response with its body read.
func call(t testing.TB, a *apptest.App, method, path, cookie string, body any) (*http.Response, []byte) {
	t.Helper()
	h := http.Header{}
	var r io.Reader
	if body != nil {
		h.Set("Content-Type", "application/json")
		switch b := body.(type) {
		case string:
			r = strings.NewReader(b)
		default:
			raw, err := json.Marshal(b)
			if err != nil {
				t.Fatal(err)
			}
			r = strings.NewReader(string(raw))
		}
	}
	if cookie != "" {
		h.Set("Cookie", cookie)
	}
	res := a.Do(t, method, path, h, r)
	raw, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatalf("%s %s: read body: %v", method, path, err)
	}
	return res, raw
}

// expect fails unless the answer has the status, and decodes its body into v.
func expect(t testing.TB, res *http.Response, raw []byte, status int, v any) {
	t.Helper()
	if res.StatusCode != status {
		t.Fatalf("%s %s: got %d %s, want %d", res.Request.Method, res.Request.URL.RequestURI(), res.StatusCode, raw, status)
	}
	if v != nil {
		if err := json.Unmarshal(raw, v); err != nil {
			t.Fatalf("%s %s: decode %s: %v", res.Request.Method, res.Request.URL.RequestURI(), raw, err)
		}
	}
}

// refused fails unless the answer has the status, and returns its error body.
func refused(t testing.TB, res *http.Response, raw []byte, status int) httpserver.ErrorBody {
	t.Helper()
	var e httpserver.ErrorBody
	expect(t, res, raw, status, &e)
	return e
}

func titles(ps []httpapi.ProductJSON) []string {
	out := make([]string, 0, len(ps))
	for _, p := range ps {
		out = append(out, p.Title)
	}
	return out
}
