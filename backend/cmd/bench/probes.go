package main

import (
	"bufio"
	"bytes"
	"fmt"
	"image"
	"image/jpeg"
	"io"
	"maps"
	"mime/multipart"
	"net/http"
	"net/textproto"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// The hostile clients of the read side: each sends its requests over HTTP
// as an attacker would and says how they were answered.

// probeClient keeps a connection for each of the probes' workers and never
// follows a redirect: the answer to another spelling is itself the figure.
var probeClient = &http.Client{
	Transport:     &http.Transport{MaxIdleConnsPerHost: 8},
	CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
}

// junkParameters are query strings the listing answers as its page of 100:
// a parameter it does not read, or one that is its default or overridden.
var junkParameters = []string{
	"per_page=100&z=%d",
	"per_page=100&utm_source=flood-%d",
	"per_page=100&page=1&sale=0&fbclid=%d",
	"limit=%d&per_page=100",
}

// fillQueries asks for n listings, the k-th of them the from+k-th query
// string, four at a time: every other one differs only by what the listing
// does not read (one answer however many), the others by a maximum price
// (each a real listing of up to 100 products, kept until the cache's bounds
// push it out). Every query string is new as long as from moves on.
func fillQueries(base string, from, n int) error {
	return inParallel(4, n, func(k int) (int, error) {
		i := from + k
		q := fmt.Sprintf("per_page=100&max_price=%d", 1000+i/2)
		if i%2 == 0 {
			q = fmt.Sprintf(junkParameters[(i/2)%len(junkParameters)], i)
		}
		return probeGet(base + "/api/products?" + q)
	}, http.StatusOK)
}

// askSpellings asks for n other spellings of the pages from two clients at
// once (dot segments, doubled and trailing slashes, capitals, escaped
// letters), each one a new path, and returns how they were answered.
func askSpellings(base string, pages []string, n int) (string, error) {
	spellings := []func(k int, page string) string{
		func(k int, p string) string { return fmt.Sprintf("/x%d/..%s", k, p) },
		func(k int, p string) string { return fmt.Sprintf("/./x%d/..%s", k, p) },
		func(k int, p string) string { return fmt.Sprintf("//x%d/..%s", k, p) },
		func(k int, p string) string { return fmt.Sprintf("/x%d/..%s/", k, strings.ReplaceAll(p, "/", "//")) },
		func(k int, p string) string { return fmt.Sprintf("/X%d/..%s", k, strings.ToUpper(p)) },
		func(k int, p string) string { return fmt.Sprintf("/x%d/..%s", k, escapeLetters(p)) },
	}
	var answers tally
	err := inParallel(2, n, func(k int) (int, error) {
		page := pages[k%len(pages)]
		return answers.add(probeGet(base + spellings[(k/len(pages))%len(spellings)](k, page)))
	}, 0)
	return answers.String(), err
}

// escapeLetters writes each letter of a path as %XX.
func escapeLetters(p string) string {
	var b strings.Builder
	for _, r := range p {
		if r >= 'a' && r <= 'z' {
			fmt.Fprintf(&b, "%%%02X", r)
		} else {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// uploadAtOnce sends n transfer slips at the same moment, each from another
// customer's address (the per-client upload limits count each once), and
// returns how they were answered.
func uploadAtOnce(base string, slip []byte, n int) (string, error) {
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	if err := w.WriteField("purpose", "transfer-slip"); err != nil {
		return "", err
	}
	h := textproto.MIMEHeader{}
	h.Set("Content-Disposition", `form-data; name="file"; filename="slip.jpg"`)
	h.Set("Content-Type", "image/jpeg")
	part, err := w.CreatePart(h)
	if err != nil {
		return "", err
	}
	if _, err := part.Write(slip); err != nil {
		return "", err
	}
	if err := w.Close(); err != nil {
		return "", err
	}
	var answers tally
	err = inParallel(n, n, func(k int) (int, error) {
		req, err := http.NewRequest(http.MethodPost, base+"/api/uploads", bytes.NewReader(body.Bytes()))
		if err != nil {
			return 0, err
		}
		req.Header.Set("Content-Type", w.FormDataContentType())
		req.Header.Set("X-Forwarded-For", fmt.Sprintf("10.99.0.%d", k+1))
		return answers.add(probe(req))
	}, 0)
	return answers.String(), err
}

// bigSlip is a photographed transfer slip of 35 megapixels (7000 × 5000):
// grey lines of print on white paper, in grey scale, the heaviest JPEG of
// that size the shop still decodes whole (a colour one is refused from its
// header, decision 240).
func bigSlip() ([]byte, error) {
	img := image.NewGray(image.Rect(0, 0, 7000, 5000))
	for y := range 5000 {
		row := img.Pix[y*img.Stride:]
		for x := range 7000 {
			v := byte(232 + (x*7+y*13)%9)
			if y%48 < 26 && (x/11+y/48)%7 != 0 && x%11 < 7 && (y/48)%4 != 3 {
				v = byte(40 + (x+y)%23)
			}
			row[x] = v
		}
	}
	var out bytes.Buffer
	if err := jpeg.Encode(&out, img, &jpeg.Options{Quality: 80}); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// inParallel runs do for 0..n-1 on workers goroutines and fails on the
// first error, or on the first answer other than want (0: any answer).
func inParallel(workers, n int, do func(k int) (int, error), want int) error {
	next := make(chan int)
	errs := make(chan error, workers)
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for k := range next {
				code, err := do(k)
				if err == nil && want != 0 && code != want {
					err = fmt.Errorf("request %d: got %d, want %d", k, code, want)
				}
				if err != nil {
					errs <- err
					for range next {
					}
					return
				}
			}
		})
	}
	for k := range n {
		next <- k
	}
	close(next)
	wg.Wait()
	close(errs)
	return <-errs
}

func probeGet(u string) (int, error) {
	req, err := http.NewRequest(http.MethodGet, u, nil)
	if err != nil {
		return 0, err
	}
	return probe(req)
}

func probe(req *http.Request) (int, error) {
	res, err := probeClient.Do(req)
	if err != nil {
		return 0, err
	}
	defer res.Body.Close()
	_, err = io.Copy(io.Discard, res.Body)
	return res.StatusCode, err
}

// tally counts answers by status, from several workers at once.
type tally struct {
	mu    sync.Mutex
	codes map[int]int
}

// add counts an answer (none when err is set) and passes it on.
func (t *tally) add(code int, err error) (int, error) {
	if err == nil {
		t.mu.Lock()
		if t.codes == nil {
			t.codes = map[int]int{}
		}
		t.codes[code]++
		t.mu.Unlock()
	}
	return code, err
}

// String writes the statuses as "1000 × 301".
func (t *tally) String() string {
	var parts []string
	for _, code := range slices.Sorted(maps.Keys(t.codes)) {
		parts = append(parts, fmt.Sprintf("%d × %d", t.codes[code], code))
	}
	return strings.Join(parts, ", ")
}

// metric reads a counter or gauge from a Prometheus text page, its series
// summed.
func metric(page, name string) (float64, error) {
	res, err := http.Get(page)
	if err != nil {
		return 0, err
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return 0, fmt.Errorf("GET %s: %s", page, res.Status)
	}
	var sum float64
	found := false
	sc := bufio.NewScanner(res.Body)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		rest, ok := strings.CutPrefix(line, name)
		if !ok || rest == "" || (rest[0] != ' ' && rest[0] != '{') {
			continue
		}
		f := strings.Fields(rest[strings.LastIndex(rest, "}")+1:])
		if len(f) == 0 {
			continue
		}
		v, err := strconv.ParseFloat(f[0], 64)
		if err != nil {
			return 0, fmt.Errorf("%s: %w", name, err)
		}
		sum, found = sum+v, true
	}
	if err := sc.Err(); err != nil {
		return 0, err
	}
	if !found {
		return 0, fmt.Errorf("%s is not on %s", name, page)
	}
	return sum, nil
}
