package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"regexp"
	"slices"
	"strings"
)

// dhivehiTwin is the product page Lighthouse compares in both languages
// (issue 35: a Dhivehi page within 3 points of the same English page).
func dhivehiTwin(slug string) (en, dv string) {
	return "/shop/" + slug, "/dv/shop/" + slug
}

// thaanaFile is a file of the Thaana font: its stylesheet or a face
// (decision 225).
var thaanaFile = regexp.MustCompile(`(?i)noto-sans-thaana|thaana-font`)

// assetRe is a file of the build that a drawn page's HTML names: in its
// head, or in the list of scripts loaded once it is painted.
var assetRe = regexp.MustCompile(`"(/assets/[^"]+)"`)

// fontCheck is what the pages the server draws say of the Thaana font: the
// English ones must neither name nor fetch it, so that their first load
// weighs what it weighed before Dhivehi; the Dhivehi one names it, which
// shows the check can tell.
type fontCheck struct {
	English []string
	// Assets counts the build's files the English pages name (each page's
	// own, added up).
	Assets int
	// Found lists, page by page, the Thaana files an English page names
	// (or that it names the font at all): none is the target.
	Found []string
	// Dhivehi is the files a Dhivehi page adds, and DhivehiBytes their size
	// as the server sends them to a browser that takes brotli.
	Dhivehi      []string
	DhivehiBytes int
}

// thaanaFontCheck reads the drawn home page, listing and product page in
// English and the product's Dhivehi twin.
func thaanaFontCheck(ctx context.Context, base, slug string) (fontCheck, error) {
	en, dv := dhivehiTwin(slug)
	c := fontCheck{English: []string{"/", "/shop", en}}
	for _, page := range c.English {
		drawOnce(ctx, base+page)
		body, err := fetch(base + page)
		if err != nil {
			return c, err
		}
		seen := map[string]bool{}
		for _, m := range assetRe.FindAllSubmatch(body, -1) {
			name := string(m[1])
			if seen[name] {
				continue
			}
			seen[name] = true
			c.Assets++
			if thaanaFile.MatchString(name) {
				c.Found = append(c.Found, fmt.Sprintf("`%s` names %s", page, name))
			}
		}
		if strings.Contains(strings.ToLower(string(body)), "thaana") {
			c.Found = append(c.Found, fmt.Sprintf("`%s` speaks of thaana", page))
		}
	}
	drawOnce(ctx, base+dv)
	body, err := fetch(base + dv)
	if err != nil {
		return c, err
	}
	for _, m := range assetRe.FindAllSubmatch(body, -1) {
		name := string(m[1])
		if !thaanaFile.MatchString(name) || slices.Contains(c.Dhivehi, name) {
			continue
		}
		size, err := sentSize(ctx, base+name)
		if err != nil {
			return c, err
		}
		c.Dhivehi = append(c.Dhivehi, name)
		c.DhivehiBytes += size
	}
	if len(c.Dhivehi) == 0 {
		return c, fmt.Errorf("%s names no Thaana font: the check cannot tell an English page from it", dv)
	}
	return c, nil
}

// sentSize is the size of a file as the server sends it to a browser that
// takes brotli (the fonts are woff2, already compressed, and sent as they are).
func sentSize(ctx context.Context, u string) (int, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return 0, err
	}
	// Set by hand, the header keeps the transport from decoding the body.
	req.Header.Set("Accept-Encoding", "br, gzip")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, err
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return 0, fmt.Errorf("GET %s: %s", u, res.Status)
	}
	body, err := io.ReadAll(res.Body)
	return len(body), err
}

// dhivehiMarkdown says how the Dhivehi twin compares and what the English
// pages carry of the font.
func dhivehiMarkdown(scores []pageScore, c fontCheck) string {
	var b strings.Builder
	en, dv, ok := twinScores(scores)
	if ok {
		fmt.Fprintf(&b, "The Dhivehi twin of the product page (`%s`, right to left, the Thaana font preloaded) against `%s`: performance %d (%s) against %d (%s), LCP %.2f s against %.2f s, %.0f KiB against %.0f KiB transferred.\n\n",
			dv.Page, en.Page, dv.Performance, ints(dv.Runs), en.Performance, ints(en.Runs), dv.LCP/1000, en.LCP/1000, dv.Bytes/1024, en.Bytes/1024)
	}
	fmt.Fprintf(&b, "The Thaana font on English pages: %s name %d files of the build, ", strings.Join(c.English, ", "), c.Assets)
	if len(c.Found) == 0 {
		b.WriteString("none of them the font or its stylesheet")
	} else {
		fmt.Fprintf(&b, "**%s**", strings.Join(c.Found, "; "))
	}
	fetched := englishThaanaRequests(scores)
	if len(scores) > 0 {
		if len(fetched) == 0 {
			b.WriteString(", and Lighthouse saw them fetch none of it")
		} else {
			fmt.Fprintf(&b, ", and **Lighthouse saw them fetch %s**", strings.Join(fetched, ", "))
		}
	}
	fmt.Fprintf(&b, "; a Dhivehi page adds %d files, %d bytes as sent (%s).\n\n", len(c.Dhivehi), c.DhivehiBytes, strings.Join(c.Dhivehi, ", "))
	return b.String()
}

// dhivehiTargets are the two target rows of issue 35.
func dhivehiTargets(scores []pageScore, c fontCheck) string {
	var b strings.Builder
	if en, dv, ok := twinScores(scores); ok {
		fmt.Fprintf(&b, "| Dhivehi page within 3 points of its English twin (`%s`, `%s`) | %d against %d | %s |\n",
			dv.Page, en.Page, dv.Performance, en.Performance, verdict(dv.Performance >= en.Performance-3))
	}
	found := len(c.Found) + len(englishThaanaRequests(scores))
	what := "name and fetch"
	if len(scores) == 0 {
		what = "name"
	}
	fmt.Fprintf(&b, "| English pages %s no Thaana font (first-load bytes unchanged) | %d found | %s |\n", what, found, verdict(found == 0 && len(c.Dhivehi) > 0))
	return b.String()
}

// twinScores finds the product page and its Dhivehi twin among the scores.
func twinScores(scores []pageScore) (en, dv pageScore, ok bool) {
	var foundEN, foundDV bool
	for _, s := range scores {
		if after, isDV := strings.CutPrefix(s.Page, "/dv"); isDV {
			dv, foundDV = s, true
			for _, t := range scores {
				if t.Page == after {
					en, foundEN = t, true
				}
			}
		}
	}
	return en, dv, foundEN && foundDV
}

// englishThaanaRequests is what of the font Lighthouse saw English pages fetch.
func englishThaanaRequests(scores []pageScore) []string {
	var out []string
	for _, s := range scores {
		if !isDhivehi(s.Page) {
			out = append(out, s.Thaana...)
		}
	}
	return out
}

func isDhivehi(page string) bool {
	return page == "/dv" || strings.HasPrefix(page, "/dv/")
}

// dhivehiOnly generates the SQLite shop Lighthouse measures, serves it with
// -bin, runs Lighthouse on the product page and its Dhivehi twin and the
// font check, and prints their figures, writing nothing.
func dhivehiOnly(ctx context.Context, o options) error {
	srv, data, done, err := servedShop(ctx, o)
	if err != nil {
		return err
	}
	defer done()
	work, err := os.MkdirTemp("", "dhoni-bench-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(work)
	check, err := thaanaFontCheck(ctx, srv.url, data.Slug)
	if err != nil {
		return err
	}
	var scores []pageScore
	if o.lighthouse {
		en, dv := dhivehiTwin(data.Slug)
		if scores, err = lighthouse(ctx, srv.url, []string{en, dv}, work); err != nil {
			return err
		}
	}
	fmt.Print(dhivehiMarkdown(scores, check))
	fmt.Printf("| target | figure | |\n|---|---|---|\n%s", dhivehiTargets(scores, check))
	return nil
}
