package sampledata_test

import (
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/andybalholm/brotli"

	"dhoni/internal/catalog"
	"dhoni/internal/catalog/sampledata"
	"dhoni/internal/platform/money"
)

func TestTheSampleCatalog(t *testing.T) {
	t.Parallel()
	now := time.Date(2025, 6, 1, 9, 0, 0, 0, time.UTC)
	cats, products, err := sampledata.Catalog(now)
	if err != nil {
		t.Fatalf("Catalog: %v", err)
	}
	if len(cats) != 14 || len(products) != 15 {
		t.Fatalf("got %d categories and %d products, want 14 and 15", len(cats), len(products))
	}
	shops := map[catalog.ShopType]int{}
	featuredClothing := 0
	var prices []money.Laari
	images := map[string]bool{}
	for _, p := range products {
		shops[p.ShopType()]++
		prices = append(prices, p.Price())
		if p.Featured() && p.ShopType() == catalog.Clothing {
			featuredClothing++
		}
		for _, img := range p.Images() {
			images[img] = true
		}
		if p.ShopType() == catalog.Accessories &&
			(p.Brand() == "" || p.Model() == "" || p.Specifications() == "" || p.Warranty() == "" || p.Stock()["default"] == 0) {
			t.Errorf("appliance %q lacks brand, model, specifications, warranty or stock", p.Title())
		}
		if p.ShopType() == catalog.Clothing && len(p.Stock()) != len(p.Colors())*len(p.Sizes()) {
			t.Errorf("%q: got %d stock entries, want one per colour and size", p.Title(), len(p.Stock()))
		}
	}
	if shops[catalog.Clothing] != 10 || shops[catalog.Accessories] != 5 {
		t.Errorf("got %v, want 10 clothing and 5 appliances", shops)
	}
	if featuredClothing < 4 {
		t.Errorf("got %d featured clothing products, want at least 4 (the home page shows 4)", featuredClothing)
	}
	slices.Sort(prices)
	if prices[0] != 250*money.PerMVR || prices[len(prices)-1] != 2200*money.PerMVR || prices[1] == prices[0] || prices[13] == prices[14] {
		t.Errorf("got prices %v, want exactly one at 250 MVR and one at 2200 MVR", prices)
	}
	for _, c := range cats {
		if c.ImageURL() != "" {
			images[c.ImageURL()] = true
		}
	}
	names := sampledata.ImageNames()
	for img := range images {
		if !strings.HasPrefix(img, sampledata.ImagePath) || !slices.Contains(names, strings.TrimPrefix(img, sampledata.ImagePath)) {
			t.Errorf("%s is not an embedded picture", img)
		}
	}
	if !products[0].CreatedAt().Equal(now) || !products[1].CreatedAt().Before(now) {
		t.Errorf("got created %v, %v; want the first at now, the next before", products[0].CreatedAt(), products[1].CreatedAt())
	}
}

func TestSamplePicturesAreServedSmallAndSafe(t *testing.T) {
	t.Parallel()
	h := sampledata.Images()
	names := sampledata.ImageNames()
	_, products, err := sampledata.Catalog(time.Now())
	if err != nil {
		t.Fatal(err)
	}
	appliance := map[string]bool{}
	for _, p := range products {
		if p.ShopType() == catalog.Accessories {
			appliance[strings.TrimPrefix(p.Images()[0], sampledata.ImagePath)] = true
		}
	}
	if len(names) != 15 {
		t.Errorf("got %d pictures, want 15", len(names))
	}
	for _, name := range names {
		res := httptest.NewRecorder()
		h.ServeHTTP(res, httptest.NewRequest(http.MethodGet, "/media/samples/"+name, nil))
		if res.Code != http.StatusOK {
			t.Fatalf("%s: got %d", name, res.Code)
		}
		body := res.Body.String()
		if len(body) > 3*1024 {
			t.Errorf("%s: %d bytes, want under 3 KB", name, len(body))
		}
		wantBox := `viewBox="0 0 800 1000"` // garments stand tall
		if appliance[name] {
			wantBox = `viewBox="0 0 800 800"`
		}
		if !strings.HasPrefix(body, "<svg") || !strings.Contains(body, wantBox) || strings.Contains(body, "<script") {
			t.Errorf("%s: not a plain SVG with %s", name, wantBox)
		}
		for k, v := range map[string]string{
			"Content-Type":            "image/svg+xml",
			"Cache-Control":           "public, max-age=31536000, immutable",
			"Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
		} {
			if got := res.Header().Get(k); got != v {
				t.Errorf("%s: got %s %q, want %q", name, k, got, v)
			}
		}
		again := httptest.NewRecorder()
		req := httptest.NewRequest(http.MethodGet, "/media/samples/"+name, nil)
		req.Header.Set("If-None-Match", res.Header().Get("ETag"))
		h.ServeHTTP(again, req)
		if again.Code != http.StatusNotModified {
			t.Errorf("%s with its ETag: got %d, want 304", name, again.Code)
		}
		// A browser taking gzip gets the same picture, smaller.
		zipped := httptest.NewRecorder()
		req = httptest.NewRequest(http.MethodGet, "/media/samples/"+name, nil)
		req.Header.Set("Accept-Encoding", "gzip, deflate")
		h.ServeHTTP(zipped, req)
		gzipLen := zipped.Body.Len()
		if zipped.Header().Get("Content-Encoding") != "gzip" || gzipLen >= len(body) {
			t.Errorf("%s with gzip: Content-Encoding %q, %d bytes for %d", name, zipped.Header().Get("Content-Encoding"), zipped.Body.Len(), len(body))
		} else if zr, err := gzip.NewReader(zipped.Body); err != nil {
			t.Errorf("%s with gzip: %v", name, err)
		} else if plain, err := io.ReadAll(zr); err != nil || string(plain) != body {
			t.Errorf("%s with gzip: another picture (%v)", name, err)
		}
		// And one taking brotli, smaller still.
		squeezed := httptest.NewRecorder()
		req = httptest.NewRequest(http.MethodGet, "/media/samples/"+name, nil)
		req.Header.Set("Accept-Encoding", "gzip, deflate, br, zstd")
		h.ServeHTTP(squeezed, req)
		if squeezed.Header().Get("Content-Encoding") != "br" || squeezed.Body.Len() >= gzipLen {
			t.Errorf("%s with brotli: Content-Encoding %q, %d bytes for gzip's %d", name, squeezed.Header().Get("Content-Encoding"), squeezed.Body.Len(), gzipLen)
		} else if plain, err := io.ReadAll(brotli.NewReader(squeezed.Body)); err != nil || string(plain) != body {
			t.Errorf("%s with brotli: another picture (%v)", name, err)
		}
	}
	for _, c := range []struct {
		method, path string
		want         int
	}{
		{http.MethodGet, "/media/samples/nope.svg", http.StatusNotFound},
		{http.MethodGet, "/media/samples/../../etc/passwd", http.StatusNotFound},
		{http.MethodPost, "/media/samples/" + names[0], http.StatusMethodNotAllowed},
	} {
		res := httptest.NewRecorder()
		h.ServeHTTP(res, httptest.NewRequest(c.method, c.path, nil))
		if res.Code != c.want {
			t.Errorf("%s %s: got %d, want %d", c.method, c.path, res.Code, c.want)
		}
	}
}
