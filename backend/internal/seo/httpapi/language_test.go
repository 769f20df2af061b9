package httpapi_test

import (
	"encoding/xml"
	"net/http"
	"strings"
	"testing"

	"dhoni/internal/platform/config"
	"dhoni/internal/platform/dbtest"
)

func TestEveryPageNamesItsTwinInTheOtherLanguage(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		cfg.PublicURL = shop
		a := startShop(t, cfg)
		c := stockTheShop(t, a)

		alternates := func(en, dv string) []string {
			return []string{
				`<link rel="alternate" hreflang="en" href="` + shop + en + `" />`,
				`<link rel="alternate" hreflang="dv" href="` + shop + dv + `" />`,
				`<link rel="alternate" hreflang="x-default" href="` + shop + en + `" />`,
			}
		}
		for _, tc := range []struct{ path, canonical, en, dv string }{
			{"/", "/", "/", "/dv"},
			{"/dv", "/dv", "/", "/dv"},
			{"/dv/shop", "/dv/shop", "/shop", "/dv/shop"},
			{c.abayaPath, c.abayaPath, c.abayaPath, "/dv" + c.abayaPath},
			{"/dv" + c.abayaPath, "/dv" + c.abayaPath, c.abayaPath, "/dv" + c.abayaPath},
		} {
			res, raw := send(t, a, http.MethodGet, tc.path, "", nil)
			body := string(raw)
			if res.StatusCode != http.StatusOK {
				t.Fatalf("GET %s: %d", tc.path, res.StatusCode)
			}
			for _, want := range append(alternates(tc.en, tc.dv), `<link rel="canonical" href="`+shop+tc.canonical+`" />`) {
				if !strings.Contains(body, want) {
					t.Errorf("GET %s lacks %s", tc.path, want)
				}
			}
			dhivehi := strings.HasPrefix(tc.path, "/dv")
			if strings.Contains(body, `<html lang="dv" dir="rtl">`) != dhivehi {
				t.Errorf("GET %s: a Dhivehi page is right to left, an English one is not", tc.path)
			}
		}
		// A Dhivehi page's head is in Dhivehi, its English twin's in English.
		for p, want := range map[string]string{
			"/dv/shop": `<title>ހުރިހާ ތަކެތި · ދޯނި</title>`, "/shop": `<title>All Products · Dhoni</title>`,
			"/dv/cart": `<title>ކާޓު · ދޯނި</title>`, "/dv/categories": `<meta property="og:title" content="ބާވަތްތައް · ދޯނި" />`,
		} {
			if _, raw := send(t, a, http.MethodGet, p, "", nil); !strings.Contains(string(raw), want) {
				t.Errorf("GET %s lacks %s", p, want)
			}
		}
		// A Dhivehi page the app draws in the browser (no data to draw it
		// with) is right to left as well, and not listed for search engines.
		if _, raw := send(t, a, http.MethodGet, "/dv/cart", "", nil); !strings.Contains(string(raw), `<html lang="dv" dir="rtl">`) ||
			strings.Contains(string(raw), `hreflang`) {
			t.Errorf("/dv/cart: %s", raw)
		}
		// A product under the wrong shop is sent to its address in the same language.
		wrong := "/dv/accessories/" + c.abaya.Slug
		if res, _ := send(t, a, http.MethodGet, wrong, "", nil); res.StatusCode != http.StatusMovedPermanently ||
			res.Header.Get("Location") != "/dv"+c.abayaPath {
			t.Errorf("%s: got %d to %q, want 301 to /dv%s", wrong, res.StatusCode, res.Header.Get("Location"), c.abayaPath)
		}
		// A language the shop does not speak, in the path or the cookie: English.
		for from, to := range map[string]string{"/fr/shop": "/shop", "/en" + c.abayaPath: c.abayaPath, "/dv/fr/shop": "/dv/shop"} {
			if res, _ := send(t, a, http.MethodGet, from, "", nil); res.StatusCode != http.StatusMovedPermanently || res.Header.Get("Location") != to {
				t.Errorf("%s: got %d to %q, want 301 to %s", from, res.StatusCode, res.Header.Get("Location"), to)
			}
		}
		for _, tc := range []struct{ path, cookie string }{{"/", "dhoni_lang=<script>"}, {"/shop", "dhoni_lang=fr"}} {
			res, raw := send(t, a, http.MethodGet, tc.path, tc.cookie, nil)
			if res.StatusCode >= 500 || !strings.Contains(string(raw), `<html lang="en">`) {
				t.Errorf("GET %s (%s): %d, want an English page", tc.path, tc.cookie, res.StatusCode)
			}
		}

		_, raw := send(t, a, http.MethodGet, "/sitemap.xml", "", nil)
		var set struct {
			URLs []struct {
				Loc   string `xml:"loc"`
				Links []struct {
					HrefLang string `xml:"hreflang,attr"`
					Href     string `xml:"href,attr"`
				} `xml:"http://www.w3.org/1999/xhtml link"`
			} `xml:"url"`
		}
		if err := xml.Unmarshal(raw, &set); err != nil {
			t.Fatalf("sitemap: %v in %s", err, raw)
		}
		alternatesOf := map[string]map[string]string{}
		for _, u := range set.URLs {
			alternatesOf[u.Loc] = map[string]string{}
			for _, l := range u.Links {
				alternatesOf[u.Loc][l.HrefLang] = l.Href
			}
		}
		for _, loc := range []string{shop + c.abayaPath, shop + "/dv" + c.abayaPath} {
			want := map[string]string{"en": shop + c.abayaPath, "dv": shop + "/dv" + c.abayaPath, "x-default": shop + c.abayaPath}
			if got := alternatesOf[loc]; len(got) != 3 || got["en"] != want["en"] || got["dv"] != want["dv"] || got["x-default"] != want["x-default"] {
				t.Errorf("sitemap: %s has alternates %v, want %v", loc, got, want)
			}
		}
		if _, ok := alternatesOf[shop+"/dv"]; !ok {
			t.Errorf("sitemap: the Dhivehi home is missing")
		}
	})
}
