package spa

import (
	"io"
	"net/http"
	"strings"
	"testing"
	"testing/fstest"
)

func TestLanguageIsTheAddresssFirstSegment(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ path, lang, rest string }{
		{"/dv", "dv", "/"},
		{"/dv/shop/blue-abaya", "dv", "/shop/blue-abaya"},
		{"/", "en", "/"},
		{"/dvd-player", "en", "/dvd-player"},
		{"/fr/shop", "en", "/fr/shop"},
	} {
		if lang, rest := Language(tc.path); lang != tc.lang || rest != tc.rest {
			t.Errorf("Language(%q) = %q, %q, want %q, %q", tc.path, lang, rest, tc.lang, tc.rest)
		}
	}
}

func TestADhivehiPageIsRightToLeftWithItsFontAndAnEnglishOneNamesNoFont(t *testing.T) {
	t.Parallel()
	build := fstest.MapFS{
		"index.html": {Data: []byte(`<!doctype html><html lang="en"><head><title>Dhoni</title>` +
			`<link rel="stylesheet" href="/assets/index-1.css"></head><body><div id="root"></div></body></html>`)},
		"assets/index-1.css":                                {Data: []byte("body{}")},
		"assets/thaana-font-2.css":                          {Data: []byte("@font-face{}")},
		"assets/noto-sans-thaana-thaana-400-normal-3.woff2": {Data: []byte("wOF2")},
	}
	h := mustNew(t, build).WithHead(func(*http.Request) (Page, error) {
		return Page{Tags: []byte("<title>Shop · Dhoni</title>")}, nil
	}, nil)
	read := func(path string) string {
		res := get(t, h, path, nil)
		body, _ := io.ReadAll(res.Body)
		if res.StatusCode != http.StatusOK {
			t.Fatalf("GET %s: %d", path, res.StatusCode)
		}
		return string(body)
	}

	dv := read("/dv/shop")
	for _, want := range []string{
		`<html lang="dv" dir="rtl">`,
		`<link rel="preload" as="font" type="font/woff2" href="/assets/noto-sans-thaana-thaana-400-normal-3.woff2" crossorigin>`,
		`<link rel="stylesheet" href="/assets/thaana-font-2.css">`,
	} {
		if !strings.Contains(dv, want) {
			t.Errorf("/dv/shop lacks %s:\n%s", want, dv)
		}
	}
	// An English page, or one in a language the shop does not speak.
	for _, path := range []string{"/shop", "/", "/fr/shop"} {
		en := read(path)
		if !strings.Contains(en, `<html lang="en">`) || strings.Contains(en, "thaana") || strings.Contains(en, "rtl") {
			t.Errorf("%s is not a plain English page:\n%s", path, en)
		}
	}
}
