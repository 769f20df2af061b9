package main

import (
	"bufio"
	"fmt"
	"net/http"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"

	"dhoni/internal/media/mediatest"
)

// Memory bounds of docs/security.md (finding 1): one upload, image or slip,
// raises the process's peak memory by at most 64 MB, and ten hostile uploads
// at once keep the whole process under 256 MiB. Measured on the real binary
// as its peak resident set (VmHWM), which counts everything the kernel gave.
const (
	maxUploadGrowth = 64 << 20
	maxProcessPeak  = 256 << 20
)

func TestUploadsKeepMemoryBounded(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("SKIPPED: peak memory is read from /proc (Linux only)")
	}
	const password = "memory-test-password"
	p := dhoni(t, map[string]string{
		"DHONI_HTTP_ADDR": freeAddr(t), "DHONI_DATA_DIR": t.TempDir(), "DHONI_ADMIN_PASSWORD": password,
		"DHONI_LOG_LEVEL": "warn", "DHONI_LIMIT_UPLOADS": "1000/1m", "DHONI_LIMIT_UPLOAD_MB": "100000/1m",
	})
	p.waitHealthy(t)
	cookie := login(t, p.url, password)
	pid := p.cmd.Process.Pid

	type upload struct {
		name, purpose, filename, contentType string
		data                                 []byte
		want                                 int
	}
	var uploads []upload
	for _, h := range mediatest.HostileImages() {
		uploads = append(uploads,
			upload{h.Name + " as a slip", "transfer-slip", h.Filename, h.ContentType, h.Data, http.StatusUnprocessableEntity},
			upload{h.Name + " as an image", "image", h.Filename, h.ContentType, h.Data, http.StatusUnprocessableEntity})
	}
	photo := mediatest.PhonePhoto()
	uploads = append(uploads,
		upload{"16 MP phone photo as a slip", "transfer-slip", "photo.jpg", "image/jpeg", photo, http.StatusCreated},
		upload{"16 MP phone photo as an image", "image", "photo.jpg", "image/jpeg", photo, http.StatusCreated})

	send := func(u upload) int {
		form, ct := mediatest.Form(t, mediatest.Field("purpose", u.purpose), mediatest.File(u.filename, u.contentType, u.data))
		req, err := http.NewRequest(http.MethodPost, p.url+"/api/uploads", form)
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Content-Type", ct)
		req.Header.Set("Cookie", cookie)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Errorf("%s: %v", u.name, err)
			return 0
		}
		_ = res.Body.Close()
		return res.StatusCode
	}

	for _, u := range uploads {
		before := peakRSS(t, pid)
		if got := send(u); got != u.want {
			t.Errorf("%s: got %d, want %d", u.name, got, u.want)
		}
		after := peakRSS(t, pid)
		t.Logf("%-45s peak %3d MB -> %3d MB (+%d MB)", u.name, before>>20, after>>20, (after-before)>>20)
		if after-before > maxUploadGrowth {
			t.Errorf("%s raised the peak by %d MB, want at most %d MB", u.name, (after-before)>>20, maxUploadGrowth>>20)
		}
	}

	// Ten at once: the hostile ones and phone photos, mixed.
	var wg sync.WaitGroup
	for i := range 10 {
		u := uploads[i%len(uploads)]
		if i%3 == 0 {
			u = uploads[len(uploads)-1]
		}
		wg.Go(func() {
			if got := send(u); got != u.want {
				t.Errorf("%s (at once): got %d, want %d", u.name, got, u.want)
			}
		})
	}
	wg.Wait()
	peak := peakRSS(t, pid)
	t.Logf("after ten uploads at once: peak %d MB", peak>>20)
	if peak > maxProcessPeak {
		t.Errorf("process peak %d MB after ten uploads at once, want under %d MB", peak>>20, maxProcessPeak>>20)
	}
}

// peakRSS is the process's peak resident set size (VmHWM), in bytes.
func peakRSS(t *testing.T, pid int) int64 {
	t.Helper()
	f, err := os.Open(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	s := bufio.NewScanner(f)
	for s.Scan() {
		if rest, ok := strings.CutPrefix(s.Text(), "VmHWM:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
			if err != nil {
				t.Fatal(err)
			}
			return kb << 10
		}
	}
	t.Fatal("no VmHWM in /proc status")
	return 0
}

func login(t *testing.T, url, password string) string {
	t.Helper()
	res, err := http.Post(url+"/api/auth/login", "application/json", strings.NewReader(`{"password":"`+password+`"}`))
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	for _, c := range res.Cookies() {
		if c.Name == "dhoni_session" {
			return c.Name + "=" + c.Value
		}
	}
	t.Fatalf("sign in: got %d and no session cookie", res.StatusCode)
	return ""
}
