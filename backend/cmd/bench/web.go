package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"
)

// drawOnce asks for page until the server sends it drawn (decision 145: the
// first ask after a start or an edit only starts the drawing), for at most
// 30 s, so that Lighthouse measures the page as customers get it.
func drawOnce(ctx context.Context, page string, cookies ...string) {
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) && ctx.Err() == nil {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, page, nil)
		if err != nil {
			return
		}
		// The server draws a page for each welcome the cookies say
		// (decision 174): the visitor's own.
		if len(cookies) > 0 {
			req.Header.Set("Cookie", strings.Join(cookies, "; "))
		}
		res, err := http.DefaultClient.Do(req)
		if err == nil {
			body, _ := io.ReadAll(res.Body)
			res.Body.Close()
			if bytes.Contains(body, []byte(`id="dhoni-server-state"`)) {
				return
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// pageScore is Lighthouse's median run of one page.
type pageScore struct {
	Page                                  string
	Performance, Accessibility, Practices int
	SEO                                   int
	FCP, LCP, TBT, CLS                    float64
	Bytes                                 float64
	Runs                                  []int
	// Thaana lists the Thaana font files and stylesheet the page fetched.
	Thaana []string
	// CPU is the lowest and highest benchmark index of the page's runs:
	// Lighthouse's measure of the host, whose 4x slowdown is made for 1,500
	// and more (its docs/throttling.md).
	CPU [2]float64
}

type lhReport struct {
	Categories map[string]struct {
		Score *float64 `json:"score"`
	} `json:"categories"`
	Audits map[string]struct {
		NumericValue float64         `json:"numericValue"`
		Details      json.RawMessage `json:"details"`
	} `json:"audits"`
	Environment struct {
		BenchmarkIndex float64 `json:"benchmarkIndex"`
	} `json:"environment"`
}

// thaanaRequests is what of the Thaana font the run's page fetched, read
// from its network-requests audit.
func (r lhReport) thaanaRequests() []string {
	var network struct {
		Items []struct {
			URL string `json:"url"`
		} `json:"items"`
	}
	if err := json.Unmarshal(r.Audits["network-requests"].Details, &network); err != nil {
		return nil
	}
	var found []string
	for _, item := range network.Items {
		if thaanaFile.MatchString(item.URL) {
			found = append(found, item.URL)
		}
	}
	return found
}

// lighthousePages are the pages Lighthouse measures: the home page, the
// listing, a product page and that product's Dhivehi twin.
func lighthousePages(slug string) []string {
	en, dv := dhivehiTwin(slug)
	return []string{"/", "/shop", en, dv}
}

// lighthouse runs npm lighthouse 12.8.2 (mobile, the default) three times on
// each page with Debian's Chromium and keeps each page's median run by
// performance score.
func lighthouse(ctx context.Context, base string, pages []string, work string) ([]pageScore, error) {
	var out []pageScore
	for _, page := range pages {
		drawOnce(ctx, base+page)
		var runs []pageScore
		for i := range 3 {
			file := filepath.Join(work, fmt.Sprintf("lh-%d-%d.json", len(out), i))
			// A run now and then fails to record its trace on a busy
			// machine (NO_NAVSTART): it is run again, up to three times.
			var err error
			for range 3 {
				cmd := exec.CommandContext(ctx, "npx", "--yes", "lighthouse@12.8.2", base+page, "--quiet",
					"--chrome-flags=--headless --no-sandbox --disable-gpu", "--output=json", "--output-path="+file)
				cmd.Env = append(os.Environ(), "CHROME_PATH=/usr/bin/chromium")
				var b []byte
				if b, err = cmd.CombinedOutput(); err == nil {
					break
				}
				err = fmt.Errorf("lighthouse %s: %v\n%s", page, err, b)
			}
			if err != nil {
				return nil, err
			}
			raw, err := os.ReadFile(file)
			if err != nil {
				return nil, err
			}
			var r lhReport
			if err := json.Unmarshal(raw, &r); err != nil {
				return nil, fmt.Errorf("lighthouse %s: %w", page, err)
			}
			score := func(k string) int {
				if c, ok := r.Categories[k]; ok && c.Score != nil {
					return int(*c.Score*100 + 0.5)
				}
				return -1
			}
			runs = append(runs, pageScore{
				Page: page, Performance: score("performance"), Accessibility: score("accessibility"),
				Practices: score("best-practices"), SEO: score("seo"),
				FCP: r.Audits["first-contentful-paint"].NumericValue, LCP: r.Audits["largest-contentful-paint"].NumericValue,
				TBT: r.Audits["total-blocking-time"].NumericValue, CLS: r.Audits["cumulative-layout-shift"].NumericValue,
				Bytes: r.Audits["total-byte-weight"].NumericValue, Thaana: r.thaanaRequests(),
				CPU: [2]float64{r.Environment.BenchmarkIndex, r.Environment.BenchmarkIndex},
			})
		}
		slices.SortFunc(runs, func(a, b pageScore) int { return a.Performance - b.Performance })
		median := runs[1]
		median.CPU = [2]float64{runs[0].CPU[0], runs[0].CPU[0]}
		for _, r := range runs {
			median.Runs = append(median.Runs, r.Performance)
			median.CPU[0], median.CPU[1] = min(median.CPU[0], r.CPU[0]), max(median.CPU[1], r.CPU[0])
		}
		out = append(out, median)
	}
	return out, nil
}

// jsReport is the JavaScript a storefront page loads before anything else.
type jsReport struct {
	Files     []string
	Raw, Gzip int
	// Brotli is what the server sends a browser that takes brotli: the
	// build's own copies (name.br), the file itself where it has none.
	Brotli int
	// Found lists what must not be in it and is.
	Found []string
}

var scriptRe = regexp.MustCompile(`<(?:script[^>]*\bsrc|link[^>]*\brel="modulepreload"[^>]*\bhref)="(/assets/[^"]+\.js)"`)

// Strings only admin code, html2canvas and dnd-kit contain.
var forbidden = map[string][]string{
	"admin code":  {"Bot token is required", "Send test message"},
	"html2canvas": {"html2canvas-container", "html2canvas"},
	"dnd-kit":     {"To pick up a draggable item", "dnd-kit"},
}

func firstLoadJS(dist string) (jsReport, error) {
	html, err := os.ReadFile(filepath.Join(dist, "index.html"))
	if err != nil {
		return jsReport{}, fmt.Errorf("the web build: %w (go tool task build)", err)
	}
	var r jsReport
	seen := map[string]bool{}
	for _, m := range scriptRe.FindAllSubmatch(html, -1) {
		name := string(m[1])
		if seen[name] {
			continue
		}
		seen[name] = true
		b, err := os.ReadFile(filepath.Join(dist, strings.TrimPrefix(name, "/")))
		if err != nil {
			return r, err
		}
		r.Files = append(r.Files, name)
		r.Raw += len(b)
		var z bytes.Buffer
		w, _ := gzip.NewWriterLevel(&z, gzip.BestCompression)
		_, _ = w.Write(b)
		_ = w.Close()
		r.Gzip += z.Len()
		if br, err := os.ReadFile(filepath.Join(dist, strings.TrimPrefix(name, "/")) + ".br"); err == nil {
			r.Brotli += len(br)
		} else {
			r.Brotli += len(b)
		}
		for what, marks := range forbidden {
			for _, m := range marks {
				if bytes.Contains(b, []byte(m)) && !slices.Contains(r.Found, what) {
					r.Found = append(r.Found, what)
				}
			}
		}
	}
	if len(r.Files) == 0 {
		return r, fmt.Errorf("no script in %s/index.html", dist)
	}
	slices.Sort(r.Found)
	return r, nil
}
