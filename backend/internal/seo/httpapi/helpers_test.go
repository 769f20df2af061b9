package httpapi_test

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"image"
	"image/color"
	"io/fs"
	"net/http"
	"os"
	"strings"
	"testing"
	"testing/fstest"

	"go.uber.org/fx"
	"golang.org/x/net/html"

	"dhoni/internal/app/apptest"
	"dhoni/internal/media/imaging/imagingtest"
	"dhoni/internal/platform/config"
	"dhoni/internal/storefront/spa"
)

// startShop runs the real application with the front end's real index.html
// as its only built file (tests do not build the front end).
func startShop(t testing.TB, cfg config.Config) *apptest.App {
	t.Helper()
	index, err := os.ReadFile("../../../../frontend/index.html")
	if err != nil {
		t.Fatal(err)
	}
	build := fstest.MapFS{"index.html": {Data: index}}
	return apptest.Start(t, cfg, fx.Supply(fx.Annotate(build, fx.As(new(fs.FS)), fx.ResultTags(`name:"web_build"`))))
}

// send makes a request without following redirects and returns the answer
// with its body.
func send(t testing.TB, a *apptest.App, method, path, cookie string, body any) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest(method, a.URL+path, apptest.JSONBody(t, body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	if cookie != "" {
		req.Header.Set("Cookie", cookie)
	}
	client := &http.Client{Timeout: a.Client.Timeout, CheckRedirect: func(*http.Request, []*http.Request) error {
		return http.ErrUseLastResponse
	}}
	res, err := client.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, path, err)
	}
	defer res.Body.Close()
	return res, apptest.ReadBody(t, res)
}

// create posts body as the admin and decodes the 201 answer into v.
func create(t testing.TB, a *apptest.App, cookie, path string, body, v any) {
	t.Helper()
	res, raw := send(t, a, http.MethodPost, path, cookie, body)
	if res.StatusCode != http.StatusCreated {
		t.Fatalf("POST %s: got %d %s, want 201", path, res.StatusCode, raw)
	}
	if err := json.Unmarshal(raw, v); err != nil {
		t.Fatal(err)
	}
}

// pngDataURL is a w×h PNG photo as the admin form sends it.
func pngDataURL(t testing.TB, w, h int) string {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			img.Set(x, y, color.RGBA{uint8(x), uint8(y), 120, 255})
		}
	}
	return "data:image/png;base64," + base64.StdEncoding.EncodeToString(imagingtest.PNG(t, img))
}

// head is what a reader without JavaScript finds in a page's <head>.
type head struct {
	titles    []string
	meta      map[string][]string // by name or property
	canonical []string
	jsonLD    []map[string]any
	scripts   int // every script element but the server-drawn page's state (there only once the page is drawn)
	hasRoot   bool
}

func (h head) one(t testing.TB, key string) string {
	t.Helper()
	if len(h.meta[key]) != 1 {
		t.Errorf("meta %s: got %q, want exactly one", key, h.meta[key])
		return ""
	}
	return h.meta[key][0]
}

// ofType returns the structured data documents of a schema.org type.
func (h head) ofType(kind string) []map[string]any {
	var out []map[string]any
	for _, d := range h.jsonLD {
		if d["@type"] == kind {
			out = append(out, d)
		}
	}
	return out
}

// parseHead reads a page as a crawler does: HTML, no JavaScript.
func parseHead(t testing.TB, page []byte) head {
	t.Helper()
	doc, err := html.Parse(bytes.NewReader(page))
	if err != nil {
		t.Fatalf("parse the page: %v", err)
	}
	h := head{meta: map[string][]string{}}
	attr := func(n *html.Node, key string) (string, bool) {
		for _, a := range n.Attr {
			if a.Key == key {
				return a.Val, true
			}
		}
		return "", false
	}
	text := func(n *html.Node) string {
		var b strings.Builder
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			b.WriteString(c.Data)
		}
		return b.String()
	}
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode {
			switch n.Data {
			case "title":
				h.titles = append(h.titles, text(n))
			case "meta":
				key, ok := attr(n, "name")
				if !ok {
					key, ok = attr(n, "property")
				}
				if content, has := attr(n, "content"); ok && has {
					h.meta[key] = append(h.meta[key], content)
				}
			case "link":
				if rel, _ := attr(n, "rel"); rel == "canonical" {
					href, _ := attr(n, "href")
					h.canonical = append(h.canonical, href)
				}
			case "script":
				if id, _ := attr(n, "id"); id != spa.ServerStateElementID {
					h.scripts++
				}
				if kind, _ := attr(n, "type"); kind == "application/ld+json" {
					var v map[string]any
					if err := json.Unmarshal([]byte(text(n)), &v); err != nil {
						t.Errorf("JSON-LD %q: %v", text(n), err)
					}
					h.jsonLD = append(h.jsonLD, v)
				}
			case "div":
				if id, _ := attr(n, "id"); id == "root" {
					h.hasRoot = true
				}
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	return h
}

// path reads a nested value of a JSON document: path(d, "offers", "price").
func path(v any, keys ...string) any {
	for _, k := range keys {
		m, ok := v.(map[string]any)
		if !ok {
			return nil
		}
		v = m[k]
	}
	return v
}

// editProduct changes the product with id as the owner would: the answer
// of GET /api/products/{id}, changed by edit, sent back with PUT.
func editProduct(t *testing.T, a *apptest.App, id string, edit func(map[string]any)) {
	t.Helper()
	var p map[string]any
	_, raw := send(t, a, http.MethodGet, "/api/products/"+id, "", nil)
	if err := json.Unmarshal(raw, &p); err != nil {
		t.Fatal(err)
	}
	edit(p)
	if res, body := send(t, a, http.MethodPut, "/api/products/"+id, a.AdminCookie(t), p); res.StatusCode != http.StatusOK {
		t.Fatalf("edit: %d %s", res.StatusCode, body)
	}
}
