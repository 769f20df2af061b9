// Package httpapi writes what the seo module knows for those who read only
// HTML and text: the head tags each page of the app is served with (a
// spa.Head), /sitemap.xml, /robots.txt and the catalogue feeds for Meta
// and Google (/feeds/meta.csv, /feeds/google.xml). Links are built on the
// shop's public address (DHONI_PUBLIC_URL); in development without one, on
// the request's host.
package httpapi

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"html"
	"net/http"
	"path"
	"regexp"
	"strings"
	"time"
	"unicode"

	"github.com/gin-gonic/gin"
	"go.uber.org/zap"

	"dhoni/internal/platform/config"
	"dhoni/internal/platform/httpserver"
	"dhoni/internal/seo"
	"dhoni/internal/storefront/spa"
)

// API serves the sitemap and robots.txt and gives pages their heads.
type API struct {
	service *seo.Service
	cfg     config.Config
	reader  Reader
	changes Changes
	feeds   feedCache
}

// Reader answers the API's public reads in-process (the read cache).
type Reader interface {
	Read(ctx context.Context, target string) (body []byte, total string, ok bool)
}

// UseReader makes pages carry the data of their first API reads.
func (a *API) UseReader(r Reader) { a.reader = r }

// PageDataElementID is the id of the script element with a page's data:
// {"<path under /api>": {"body": <the answer>, "total": "<X-Total-Count>"}}.
const PageDataElementID = "dhoni-page-data"

// pageData is the JSON document of the answers of h's first reads, or nil
// when none could be read.
func (a *API) pageData(ctx context.Context, h seo.Head) []byte {
	if a.reader == nil || len(h.Reads) == 0 {
		return nil
	}
	type answer struct {
		Body  json.RawMessage `json:"body"`
		Total string          `json:"total,omitempty"`
	}
	data := map[string]answer{}
	for _, target := range h.Reads {
		if body, total, ok := a.reader.Read(ctx, target); ok && json.Valid(body) {
			data[target] = answer{Body: body, Total: total}
		}
	}
	if len(data) == 0 {
		return nil
	}
	raw, err := json.Marshal(data)
	if err != nil {
		return nil
	}
	return raw
}

// pageDataElement is the script element carrying a page data document.
func pageDataElement(raw []byte) []byte {
	if raw == nil {
		return nil
	}
	raw = bytes.ReplaceAll(raw, []byte("</"), []byte(`<\/`))
	return append(append([]byte(`<script id="`+PageDataElementID+`" type="application/json">`), raw...), "</script>\n"...)
}

// New makes the API. A production server without DHONI_PUBLIC_URL is told
// once what it leaves out.
func New(service *seo.Service, cfg config.Config, log *zap.Logger) *API {
	if cfg.Production() && cfg.PublicURL == "" {
		log.Warn("DHONI_PUBLIC_URL is not set: pages carry no canonical or preview links and /sitemap.xml is not served")
	}
	return &API{service: service, cfg: cfg}
}

// RegisterRoutes adds /sitemap.xml, /robots.txt and the catalogue feeds
// (/feeds/...) at the site's root, and the owner's summary of the feeds.
func (a *API) RegisterRoutes(r *httpserver.Routes) {
	for _, method := range []string{http.MethodGet, http.MethodHead} {
		r.Site.Handle(method, "/sitemap.xml", a.sitemap)
		r.Site.Handle(method, "/robots.txt", a.robots)
		for _, f := range feedFormats {
			r.Site.Handle(method, f.path, a.feed(f))
		}
	}
	r.AdminRoute(http.MethodGet, FeedsPath, a.feedsSummary)
}

// Base is the shop's public address for r: DHONI_PUBLIC_URL, else in
// development the request's own scheme and host, else "" (not known: a
// Host header is whatever the client sent, so production never uses it).
func (a *API) Base(r *http.Request) string {
	if a.cfg.PublicURL != "" {
		return a.cfg.PublicURL
	}
	if a.cfg.Production() || !plainHost(r.Host) {
		return ""
	}
	if r.TLS != nil {
		return "https://" + r.Host
	}
	return "http://" + r.Host
}

func plainHost(host string) bool {
	if host == "" || len(host) > 255 {
		return false
	}
	for _, c := range host {
		if !(c < unicode.MaxASCII && (c == '.' || c == '-' || c == ':' || c == '[' || c == ']' ||
			unicode.IsLetter(c) || unicode.IsDigit(c))) {
			return false
		}
	}
	return true
}

// Head is the spa.Head that gives each page of the app its title,
// description, canonical link, preview tags and structured data.
func Head(a *API) spa.Head {
	return func(r *http.Request) (spa.Page, error) {
		base := a.Base(r)
		// A Dhivehi page (/dv/...) is its English twin's, in Dhivehi.
		lang, bare := spa.Language(path.Clean("/" + r.URL.Path))
		h, err := a.service.Page(r.Context(), base, bare, r.URL.Query())
		if err != nil {
			return spa.Page{}, err
		}
		if h.Redirect != "" {
			return spa.Page{Redirect: inLanguage(h.Redirect, lang)}, nil
		}
		if to, ok := a.otherLanguage(r, base, bare, h); ok {
			return spa.Page{Redirect: inLanguage(to, lang)}, nil
		}
		if lang == "dv" {
			if h, err = a.service.InDhivehi(r.Context(), h); err != nil {
				return spa.Page{}, err
			}
		}
		english := h.Path
		h.Path = inLanguage(english, lang)
		data := a.pageData(r.Context(), h)
		tags := Tags(base, h)
		if h.Index {
			tags = append(tags, Alternates(base, english)...)
		}
		page := spa.Page{Tags: append(tags, pageDataElement(data)...), Data: data}
		if !h.Found {
			page.Status = http.StatusNotFound
		}
		return page, nil
	}
}

// Tags writes a head as HTML. Every text is escaped for its place: an
// attribute or the title as HTML, structured data as JSON that cannot end
// its script element.
func Tags(base string, h seo.Head) []byte {
	var b bytes.Buffer
	meta := func(attr, key, value string) {
		fmt.Fprintf(&b, "<meta %s=%q content=\"%s\" />\n", attr, key, text(value))
	}
	fmt.Fprintf(&b, "<title>%s</title>\n", text(h.Title))
	meta("name", "description", h.Description)
	if p := h.Preload; p != nil {
		fmt.Fprintf(&b, "<link rel=\"preload\" as=\"image\" href=\"%s\" fetchpriority=\"high\"", text(p.URL))
		if p.SrcSet != "" {
			fmt.Fprintf(&b, " imagesrcset=\"%s\" imagesizes=\"%s\"", text(p.SrcSet), text(p.Sizes))
		}
		b.WriteString(" />\n")
	}
	if !h.Index {
		meta("name", "robots", "noindex")
		return b.Bytes()
	}
	page := seo.Absolute(base, h.Path)
	fmt.Fprintf(&b, "<link rel=\"canonical\" href=\"%s\" />\n", text(page))
	meta("property", "og:site_name", seo.ShopName)
	kind := "website"
	if h.Product != nil {
		kind = "product"
	}
	meta("property", "og:type", kind)
	meta("property", "og:title", h.Title)
	meta("property", "og:description", h.Description)
	if absolute(page) {
		meta("property", "og:url", page)
	}
	image := seo.Absolute(base, h.Image)
	card := "summary"
	if h.Image != "" && absolute(image) {
		card = "summary_large_image"
		meta("property", "og:image", image)
		meta("property", "og:image:alt", h.Title)
	}
	if h.Product != nil {
		meta("property", "product:price:amount", seo.Price(h.Offer.Price))
		meta("property", "product:price:currency", "MVR")
		if o := h.Offer; o.Original > 0 {
			meta("property", "product:original_price:amount", seo.Price(o.Original))
			meta("property", "product:original_price:currency", "MVR")
			meta("property", "product:sale_price:amount", seo.Price(o.Price))
			meta("property", "product:sale_price:currency", "MVR")
			if !o.SaleEnds.IsZero() {
				meta("property", "product:sale_price_dates:end", o.SaleEnds.Format(time.RFC3339))
			}
		}
	}
	meta("name", "twitter:card", card)
	meta("name", "twitter:title", h.Title)
	meta("name", "twitter:description", h.Description)
	if card == "summary_large_image" {
		meta("name", "twitter:image", image)
	}
	for _, doc := range h.Data {
		raw, err := json.Marshal(doc)
		if err != nil {
			continue // maps of strings and numbers always marshal
		}
		// encoding/json writes <, > and & as \u003c..., and U+2028/U+2029
		// escaped; this also keeps "</" out should that ever change.
		raw = bytes.ReplaceAll(raw, []byte("</"), []byte(`<\/`))
		b.WriteString(`<script type="application/ld+json">`)
		b.Write(raw)
		b.WriteString("</script>\n")
	}
	return b.Bytes()
}

var languageSegment = regexp.MustCompile(`^/[A-Za-z]{2}(?:[-_][A-Za-z]{2,4})?(/|$)`)

// otherLanguage is where an address in a language the shop does not speak
// (/fr/shop, /en/shop) is answered: the English page, when there is one.
func (a *API) otherLanguage(r *http.Request, base, p string, h seo.Head) (string, bool) {
	at := languageSegment.FindStringIndex(p)
	if h.Found || at == nil {
		return "", false
	}
	rest := "/" + strings.TrimPrefix(p[at[1]:], "/")
	english, err := a.service.Page(r.Context(), base, rest, r.URL.Query())
	if err != nil || !english.Found {
		return "", false
	}
	if r.URL.RawQuery != "" {
		rest += "?" + r.URL.RawQuery
	}
	return rest, true
}

// inLanguage is the site path p (an English page's) in lang.
func inLanguage(p, lang string) string {
	if lang != "dv" || !strings.HasPrefix(p, "/") {
		return p
	}
	if p == "/" || strings.HasPrefix(p, "/?") {
		return spa.DhivehiPrefix + p[1:]
	}
	return spa.DhivehiPrefix + p
}

// Alternates are the hreflang links of the page whose English address is
// p: the page in English, in Dhivehi, and English as the default.
func Alternates(base, p string) []byte {
	var b bytes.Buffer
	for _, alt := range []struct{ lang, path string }{{"en", p}, {"dv", inLanguage(p, "dv")}, {"x-default", p}} {
		fmt.Fprintf(&b, "<link rel=\"alternate\" hreflang=\"%s\" href=\"%s\" />\n", alt.lang, text(seo.Absolute(base, alt.path)))
	}
	return b.Bytes()
}

func absolute(link string) bool {
	return strings.HasPrefix(link, "https://") || strings.HasPrefix(link, "http://")
}

// text is s escaped for HTML, with control characters and line separators
// turned into spaces.
func text(s string) string {
	return html.EscapeString(strings.Map(func(r rune) rune {
		if unicode.IsControl(r) || r == '\u2028' || r == '\u2029' {
			return ' '
		}
		return r
	}, s))
}

const (
	cacheHour  = "public, max-age=3600"
	robotsText = `User-agent: *
Disallow: /admin
Disallow: /api/
Disallow: /cart
Disallow: /checkout
Disallow: /order-confirmation/
Disallow: /track-order
`
)

func (a *API) robots(c *gin.Context) {
	body := robotsText
	if base := a.Base(c.Request); base != "" {
		body += "\nSitemap: " + base + "/sitemap.xml\n"
	}
	c.Header("Cache-Control", cacheHour)
	c.Data(http.StatusOK, "text/plain; charset=utf-8", []byte(body))
}

type urlSet struct {
	XMLName xml.Name     `xml:"urlset"`
	NS      string       `xml:"xmlns,attr"`
	XHTML   string       `xml:"xmlns:xhtml,attr"`
	URLs    []sitemapURL `xml:"url"`
}

type sitemapURL struct {
	Loc     string      `xml:"loc"`
	LastMod string      `xml:"lastmod,omitempty"`
	Links   []xhtmlLink `xml:"xhtml:link"`
}

// xhtmlLink is a page's address in another language (hreflang).
type xhtmlLink struct {
	Rel      string `xml:"rel,attr"`
	HrefLang string `xml:"hreflang,attr"`
	Href     string `xml:"href,attr"`
}

func (a *API) sitemap(c *gin.Context) {
	base := a.Base(c.Request)
	if base == "" {
		// A sitemap holds absolute addresses only.
		c.String(http.StatusNotFound, "No sitemap: the shop's address (DHONI_PUBLIC_URL) is not configured.")
		return
	}
	entries, err := a.service.Sitemap(c.Request.Context())
	if err != nil {
		httpserver.Fail(c, err)
		return
	}
	set := urlSet{
		NS:    "http://www.sitemaps.org/schemas/sitemap/0.9",
		XHTML: "http://www.w3.org/1999/xhtml",
		URLs:  make([]sitemapURL, 0, 2*len(entries)),
	}
	var newest time.Time
	for _, e := range entries {
		// Each page in both languages, each naming the other (hreflang).
		en, dv := base+e.Path, base+inLanguage(e.Path, "dv")
		links := []xhtmlLink{{"alternate", "en", en}, {"alternate", "dv", dv}, {"alternate", "x-default", en}}
		var lastMod string
		if !e.LastMod.IsZero() {
			lastMod = e.LastMod.UTC().Format(time.RFC3339)
			if e.LastMod.After(newest) {
				newest = e.LastMod
			}
		}
		set.URLs = append(set.URLs,
			sitemapURL{Loc: en, LastMod: lastMod, Links: links},
			sitemapURL{Loc: dv, LastMod: lastMod, Links: links})
	}
	body, err := xml.Marshal(set)
	if err != nil {
		httpserver.Fail(c, err)
		return
	}
	body = append([]byte(xml.Header), body...)
	sum := sha256.Sum256(body)
	etag := `"` + hex.EncodeToString(sum[:8]) + `"`
	c.Header("Cache-Control", cacheHour)
	c.Header("ETag", etag)
	if !newest.IsZero() {
		c.Header("Last-Modified", newest.UTC().Format(http.TimeFormat))
	}
	if c.GetHeader("If-None-Match") == etag {
		c.Status(http.StatusNotModified)
		return
	}
	c.Data(http.StatusOK, "application/xml; charset=utf-8", body)
}
