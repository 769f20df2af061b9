package httpapi_test

import (
	"bufio"
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"dhoni/internal/app/apptest"
	"dhoni/internal/media"
	"dhoni/internal/media/imaging/imagingtest"
	"dhoni/internal/media/mediatest"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/dbtest"
)

// photo is an opaque picture with detail everywhere.
func photo(w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			i := img.PixOffset(x, y)
			img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = uint8(x*255/w), uint8(y*255/h), uint8((x*7+y*13)%256), 255
		}
	}
	return img
}

// cutout is a picture with a transparent background.
func cutout(w, h int) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			if (x-w/2)*(x-w/2)+(y-h/2)*(y-h/2) < (h/3)*(h/3) {
				img.SetNRGBA(x, y, color.NRGBA{200, 30, 90, 255})
			}
		}
	}
	return img
}

func sqlite(t *testing.T) *apptest.MediaShop {
	return apptest.StartMedia(t, dbtest.Config(t, "sqlite"))
}

// sqliteAsAdmin starts the shop on SQLite and signs the admin in: the shop
// and the session cookie.
func sqliteAsAdmin(t *testing.T) (*apptest.MediaShop, string) {
	shop := sqlite(t)
	return shop, shop.AdminCookie(t)
}

var imageURL = regexp.MustCompile(`^/media/images/([0-9a-f]{24})/(\d+)\.(jpg|png)$`)

// files lists the blob store's files under dir (relative, sorted), ignoring
// the hidden content-type sidecars.
// wantNoFiles fails the test, saying what, when root holds any file.
func wantNoFiles(t *testing.T, root, what string) {
	t.Helper()
	if got := files(t, root); len(got) != 0 {
		t.Errorf("%s: %v", what, got)
	}
}

func files(t *testing.T, root string) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir(root, func(p string, e os.DirEntry, err error) error {
		if err != nil {
			if os.IsNotExist(err) {
				return nil
			}
			return err
		}
		if !e.IsDir() && !strings.HasPrefix(e.Name(), ".") {
			rel, err := filepath.Rel(root, p)
			if err != nil {
				return err
			}
			out = append(out, filepath.ToSlash(rel))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestAdminUploadsImagesThatEveryoneIsServedResized(t *testing.T) {
	t.Parallel()
	shop, cookie := sqliteAsAdmin(t)

	cases := []struct {
		name, filename, contentType string
		data                        []byte
		ext                         string
	}{
		{"jpeg photo", "dress.jpg", "image/jpeg", imagingtest.JPEG(t, photo(2000, 1500)), "jpg"},
		// A transparent cut-out keeps its transparency: PNG copies.
		{"png with transparency", "kettle.png", "image/png", imagingtest.PNG(t, cutout(2000, 1500)), "png"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res := shop.Upload(t, cookie, mediatest.Field("purpose", "image"), mediatest.File(c.filename, c.contentType, c.data))
			ans := mediatest.Decode(t, res)
			if res.StatusCode != http.StatusCreated {
				t.Fatalf("got %d %+v, want 201", res.StatusCode, ans)
			}
			if ans.URL == nil {
				t.Fatal("url: got null, want the largest copy")
			}
			m := imageURL.FindStringSubmatch(*ans.URL)
			if m == nil || m[2] != "1280" || m[3] != c.ext {
				t.Fatalf("url: got %q, want /media/images/<id>/1280.%s", *ans.URL, c.ext)
			}
			id := m[1]
			if ans.Ref != "img_"+id {
				t.Errorf("ref: got %q, want img_%s", ans.Ref, id)
			}
			wantSrcset := fmt.Sprintf("/media/images/%[1]s/320.%[2]s 320w, /media/images/%[1]s/640.%[2]s 640w, /media/images/%[1]s/1280.%[2]s 1280w", id, c.ext)
			if ans.Srcset != wantSrcset {
				t.Errorf("srcset: got %q, want %q", ans.Srcset, wantSrcset)
			}

			for _, size := range []struct{ class, w, h int }{{320, 320, 240}, {640, 640, 480}, {1280, 1280, 960}} {
				rel := fmt.Sprintf("images/%s/%d.%s", id, size.class, c.ext)
				onDisk, err := os.ReadFile(filepath.Join(shop.BlobDir, filepath.FromSlash(rel)))
				if err != nil {
					t.Fatalf("copy %d on disk: %v", size.class, err)
				}
				got, format, err := image.Decode(bytes.NewReader(onDisk))
				if err != nil {
					t.Fatalf("copy %d does not decode: %v", size.class, err)
				}
				if b := got.Bounds(); b.Dx() != size.w || b.Dy() != size.h || format != map[string]string{"jpg": "jpeg", "png": "png"}[c.ext] {
					t.Errorf("copy %d: got %s %v, want %s %d×%d", size.class, format, b, c.ext, size.w, size.h)
				}

				res := shop.Get(t, "/media/"+rel)
				served, err := io.ReadAll(res.Body)
				if err != nil {
					t.Fatal(err)
				}
				if res.StatusCode != http.StatusOK || !bytes.Equal(served, onDisk) {
					t.Fatalf("GET /media/%s: got %d with %d bytes, want 200 with the file's %d", rel, res.StatusCode, len(served), len(onDisk))
				}
				wantType := map[string]string{"jpg": "image/jpeg", "png": "image/png"}[c.ext]
				for header, want := range map[string]string{
					"Content-Type":           wantType,
					"Cache-Control":          "public, max-age=31536000, immutable",
					"X-Content-Type-Options": "nosniff",
					// A policy that allows nothing, not the page's.
					"Content-Security-Policy": "default-src 'none'; sandbox",
					"X-Frame-Options":         "",
				} {
					if got := res.Header.Get(header); got != want {
						t.Errorf("GET /media/%s %s: got %q, want %q", rel, header, got, want)
					}
				}
				if res.Header.Get("ETag") == "" {
					t.Errorf("GET /media/%s: no ETag", rel)
				}
			}
		})
	}
}

func TestMediaAnswersConditionalRangeAndHeadRequests(t *testing.T) {
	t.Parallel()
	shop := sqlite(t)
	res := shop.Upload(t, shop.AdminCookie(t), mediatest.Field("purpose", "image"), mediatest.File("a.jpg", "image/jpeg", imagingtest.JPEG(t, photo(700, 700))))
	ans := mediatest.Decode(t, res)
	if res.StatusCode != http.StatusCreated {
		t.Fatalf("upload: got %d %+v", res.StatusCode, ans)
	}
	url := *ans.URL
	first := shop.Get(t, url)
	etag := first.Header.Get("ETag")

	again := shop.Do(t, http.MethodGet, url, http.Header{"If-None-Match": {etag}}, nil)
	if again.StatusCode != http.StatusNotModified {
		t.Errorf("If-None-Match: got %d, want 304", again.StatusCode)
	}
	part := shop.Do(t, http.MethodGet, url, http.Header{"Range": {"bytes=0-9"}}, nil)
	body, err := io.ReadAll(part.Body)
	if err != nil {
		t.Fatal(err)
	}
	if part.StatusCode != http.StatusPartialContent || len(body) != 10 || !bytes.HasPrefix(body, []byte{0xFF, 0xD8}) {
		t.Errorf("Range: got %d with %d bytes, want 206 with the first 10", part.StatusCode, len(body))
	}
	head := shop.Do(t, http.MethodHead, url, nil, nil)
	if head.StatusCode != http.StatusOK || head.Header.Get("Content-Length") != first.Header.Get("Content-Length") {
		t.Errorf("HEAD: got %d, length %q; want 200, %q", head.StatusCode, head.Header.Get("Content-Length"), first.Header.Get("Content-Length"))
	}
}

// TestSmallImagesAreNeverEnlarged: a class is made only when the picture is
// wider than the class below it, at most as wide as the picture; url is the
// largest class made.
func TestSmallImagesAreNeverEnlarged(t *testing.T) {
	t.Parallel()
	shop, cookie := sqliteAsAdmin(t)
	cases := []struct {
		width, height int
		url           string
		copies        map[int][2]int // class: width, height
	}{
		{500, 250, "640", map[int][2]int{320: {320, 160}, 640: {500, 250}}},
		{200, 300, "320", map[int][2]int{320: {200, 300}}},
		{640, 480, "640", map[int][2]int{320: {320, 240}, 640: {640, 480}}},
	}
	for _, c := range cases {
		res := shop.Upload(t, cookie, mediatest.Field("purpose", "image"), mediatest.File("x.jpg", "image/jpeg", imagingtest.JPEG(t, photo(c.width, c.height))))
		ans := mediatest.Decode(t, res)
		if res.StatusCode != http.StatusCreated {
			t.Fatalf("%d px: got %d %+v", c.width, res.StatusCode, ans)
		}
		m := imageURL.FindStringSubmatch(*ans.URL)
		if m == nil || m[2] != c.url {
			t.Errorf("%d px: url %q, want class %s", c.width, *ans.URL, c.url)
			continue
		}
		if n := strings.Count(ans.Srcset, "w,") + 1; n != len(c.copies) {
			t.Errorf("%d px: srcset %q lists %d copies, want %d", c.width, ans.Srcset, n, len(c.copies))
		}
		onDisk := files(t, filepath.Join(shop.BlobDir, "images", m[1]))
		if len(onDisk) != len(c.copies) {
			t.Errorf("%d px: files %v, want %d", c.width, onDisk, len(c.copies))
		}
		for class, size := range c.copies {
			f, err := os.Open(filepath.Join(shop.BlobDir, "images", m[1], fmt.Sprintf("%d.jpg", class)))
			if err != nil {
				t.Fatalf("%d px, class %d: %v", c.width, class, err)
			}
			cfg, err := jpeg.DecodeConfig(f)
			_ = f.Close()
			if err != nil {
				t.Fatal(err)
			}
			if cfg.Width != size[0] || cfg.Height != size[1] {
				t.Errorf("%d px, class %d: got %d×%d, want %d×%d", c.width, class, cfg.Width, cfg.Height, size[0], size[1])
			}
		}
	}
}

var (
	html = []byte("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>")
	svg  = []byte(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>`)
	gif  = []byte("GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;")
	pdf  = []byte("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n")
)

// TestFilesAreJudgedByTheirBytes: names and claimed types are ignored.
func TestFilesAreJudgedByTheirBytes(t *testing.T) {
	t.Parallel()
	shop, cookie := sqliteAsAdmin(t)
	jpg := imagingtest.JPEG(t, photo(400, 300))
	cases := []struct {
		name, purpose, filename, contentType string
		data                                 []byte
		want                                 string
	}{
		{"html named .jpg", "image", "photo.jpg", "image/jpeg", html, media.MsgInvalidImageType},
		{"svg", "image", "logo.svg", "image/svg+xml", svg, media.MsgInvalidImageType},
		{"svg named .png", "image", "logo.png", "image/png", svg, media.MsgInvalidImageType},
		{"gif", "image", "a.gif", "image/gif", gif, media.MsgInvalidImageType},
		{"pdf as an image", "image", "a.jpg", "image/jpeg", pdf, media.MsgInvalidImageType},
		{"truncated jpeg", "image", "a.jpg", "image/jpeg", jpg[:len(jpg)/2], media.MsgInvalidImageType},
		{"jpeg magic then html", "image", "a.jpg", "image/jpeg", append([]byte{0xFF, 0xD8, 0xFF, 0xE0}, html...), media.MsgInvalidImageType},
		{"html slip named .pdf", "transfer-slip", "slip.pdf", "application/pdf", html, media.MsgInvalidFileType},
		{"svg slip", "transfer-slip", "slip.svg", "image/svg+xml", svg, media.MsgInvalidFileType},
		{"gif slip", "transfer-slip", "slip.gif", "image/gif", gif, media.MsgInvalidFileType},
		{"truncated jpeg slip", "transfer-slip", "slip.jpg", "image/jpeg", jpg[:len(jpg)/2], media.MsgInvalidFileType},
	}
	for _, c := range cases {
		res := shop.Upload(t, cookie, mediatest.Field("purpose", c.purpose), mediatest.File(c.filename, c.contentType, c.data))
		ans := mediatest.Decode(t, res)
		if res.StatusCode != http.StatusUnsupportedMediaType || ans.Error != c.want {
			t.Errorf("%s: got %d %q, want 415 %q", c.name, res.StatusCode, ans.Error, c.want)
		}
	}
	wantNoFiles(t, shop.BlobDir, "refused files were stored")
	wantNoFiles(t, shop.TmpDir, "temporary files left behind")
}

func TestOversizedUploadsAreRefused(t *testing.T) {
	t.Parallel()
	shop := sqlite(t)

	t.Run("a file of 10 MB and one byte", func(t *testing.T) {
		big := append(append([]byte{}, pdf...), bytes.Repeat([]byte{' '}, int(media.MaxFileSize)+1-len(pdf))...)
		res := shop.Upload(t, "", mediatest.Field("purpose", "transfer-slip"), mediatest.File("slip.pdf", "application/pdf", big))
		ans := mediatest.Decode(t, res)
		if res.StatusCode != http.StatusRequestEntityTooLarge || ans.Error != "File size must be less than 10MB." {
			t.Errorf("got %d %q, want 413 %q", res.StatusCode, ans.Error, "File size must be less than 10MB.")
		}
	})

	t.Run("a file of exactly 10 MB is taken", func(t *testing.T) {
		full := append(append([]byte{}, pdf...), bytes.Repeat([]byte{' '}, int(media.MaxFileSize)-len(pdf))...)
		res := shop.Upload(t, "", mediatest.Field("purpose", "transfer-slip"), mediatest.File("slip.pdf", "application/pdf", full))
		if ans := mediatest.Decode(t, res); res.StatusCode != http.StatusCreated {
			t.Errorf("got %d %+v, want 201", res.StatusCode, ans)
		}
	})

	t.Run("a declared 50 MB body is refused before it is read", func(t *testing.T) {
		addr := strings.TrimPrefix(shop.URL, "http://")
		conn, err := net.DialTimeout("tcp", addr, 5*time.Second)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close()
		start := time.Now()
		// Headers and a few bytes; the other 50 MB never come. A server that
		// waited for them would not answer before the deadline.
		_, err = fmt.Fprintf(conn, "POST /api/uploads HTTP/1.1\r\nHost: %s\r\n"+
			"Content-Type: multipart/form-data; boundary=xyz\r\nContent-Length: %d\r\n\r\n--xyz\r\n", addr, 50<<20)
		if err != nil {
			t.Fatal(err)
		}
		if err := conn.SetReadDeadline(time.Now().Add(5 * time.Second)); err != nil {
			t.Fatal(err)
		}
		res, err := http.ReadResponse(bufio.NewReader(conn), nil)
		if err != nil {
			t.Fatalf("no answer while the body was outstanding: %v", err)
		}
		defer res.Body.Close()
		if res.StatusCode != http.StatusRequestEntityTooLarge {
			t.Errorf("got %d, want 413", res.StatusCode)
		}
		if took := time.Since(start); took > 2*time.Second {
			t.Errorf("answered after %v, want at once", took)
		}
	})

	// Only the 10 MB slip was kept, and nothing waits in the spool.
	if got := files(t, filepath.Join(shop.BlobDir, "slips")); len(got) != 1 {
		t.Errorf("slips stored: %v, want the one of exactly 10 MB", got)
	}
	wantNoFiles(t, shop.TmpDir, "temporary files left behind")
}

func TestImageUploadsNeedTheAdmin(t *testing.T) {
	t.Parallel()
	shop := sqlite(t)
	jpg := imagingtest.JPEG(t, photo(400, 300))
	cases := []struct {
		name, cookie string
		parts        []mediatest.Part
	}{
		{"no session", "", []mediatest.Part{mediatest.Field("purpose", "image"), mediatest.File("a.jpg", "image/jpeg", jpg)}},
		{"forged session", "dhoni_session=" + strings.Repeat("A", 43), []mediatest.Part{mediatest.Field("purpose", "image"), mediatest.File("a.jpg", "image/jpeg", jpg)}},
		{"purpose after the file", "", []mediatest.Part{mediatest.File("a.jpg", "image/jpeg", jpg), mediatest.Field("purpose", "image")}},
	}
	for _, c := range cases {
		res := shop.Upload(t, c.cookie, c.parts...)
		ans := mediatest.Decode(t, res)
		if res.StatusCode != http.StatusUnauthorized || ans.Error != "Not logged in" {
			t.Errorf("%s: got %d %q, want 401 Not logged in", c.name, res.StatusCode, ans.Error)
		}
	}
	wantNoFiles(t, shop.BlobDir, "a stranger's image was stored")
}

func TestUploadFormProblems(t *testing.T) {
	t.Parallel()
	shop, cookie := sqliteAsAdmin(t)
	jpg := imagingtest.JPEG(t, photo(400, 300))
	cases := []struct {
		name   string
		parts  []mediatest.Part
		fields map[string]string
	}{
		{"unknown purpose", []mediatest.Part{mediatest.Field("purpose", "avatar"), mediatest.File("a.jpg", "image/jpeg", jpg)},
			map[string]string{"purpose": "Must be image, transfer-slip or design-file"}},
		{"no purpose", []mediatest.Part{mediatest.File("a.jpg", "image/jpeg", jpg)},
			map[string]string{"purpose": "Must be image, transfer-slip or design-file"}},
		{"no file", []mediatest.Part{mediatest.Field("purpose", "image")},
			map[string]string{"file": "Please choose a file to upload."}},
		{"no slip", []mediatest.Part{mediatest.Field("purpose", "transfer-slip")},
			map[string]string{"file": "Transfer slip is required for bank transfers."}},
		{"an empty file", []mediatest.Part{mediatest.Field("purpose", "image"), mediatest.File("a.jpg", "image/jpeg", nil)},
			map[string]string{"file": "Please choose a file to upload."}},
		{"nothing", nil,
			map[string]string{"purpose": "Must be image, transfer-slip or design-file", "file": "Please choose a file to upload."}},
		{"two files", []mediatest.Part{mediatest.Field("purpose", "image"), mediatest.File("a.jpg", "image/jpeg", jpg), mediatest.File("b.jpg", "image/jpeg", jpg)},
			map[string]string{"file": "Upload one file at a time."}},
	}
	for _, c := range cases {
		res := shop.Upload(t, cookie, c.parts...)
		ans := mediatest.Decode(t, res)
		if res.StatusCode != http.StatusUnprocessableEntity || fmt.Sprint(ans.Fields) != fmt.Sprint(c.fields) || ans.Error == "" {
			t.Errorf("%s: got %d %+v, want 422 with fields %v", c.name, res.StatusCode, ans, c.fields)
		}
	}

	res := shop.Do(t, http.MethodPost, "/api/uploads", http.Header{"Content-Type": {"application/json"}, "Cookie": {cookie}}, strings.NewReader(`{"file":"x"}`))
	if ans := mediatest.Decode(t, res); res.StatusCode != http.StatusUnprocessableEntity || ans.Fields["file"] == "" {
		t.Errorf("a JSON body: got %d %+v, want 422 on file", res.StatusCode, ans)
	}
}

// TestCustomersUploadTransferSlipsThatStayPrivate runs on both databases:
// the slip's record is in the slips table.
func TestCustomersUploadTransferSlipsThatStayPrivate(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		shop := apptest.StartMedia(t, cfg)
		cases := []struct {
			name, filename, contentType string
			data                        []byte
			wantType, ext               string
		}{
			{"pdf", "receipt.pdf", "application/pdf", pdf, "application/pdf", "pdf"},
			// What the browser claims is ignored: this is a JPEG.
			{"photo of a receipt", "receipt.pdf", "application/pdf", imagingtest.JPEG(t, photo(900, 1200)), "image/jpeg", "jpg"},
			{"png screenshot", "screenshot.png", "image/png", imagingtest.PNG(t, photo(300, 600)), "image/png", "png"},
		}
		for _, c := range cases {
			res := shop.Upload(t, "", mediatest.Field("purpose", "transfer-slip"), mediatest.File(c.filename, c.contentType, c.data))
			raw, err := io.ReadAll(res.Body)
			if err != nil {
				t.Fatal(err)
			}
			if res.StatusCode != http.StatusCreated {
				t.Fatalf("%s: got %d %s, want 201", c.name, res.StatusCode, raw)
			}
			if !regexp.MustCompile(`^\{"ref":"slip_[0-9a-f]{24}","url":null\}$`).Match(raw) {
				t.Errorf("%s: got %s, want {\"ref\":\"slip_...\",\"url\":null}", c.name, raw)
			}
			ref := regexp.MustCompile(`slip_[0-9a-f]{24}`).FindString(string(raw))
			id := strings.TrimPrefix(ref, "slip_")

			var row struct {
				BlobKey     string
				ContentType string
				Size        int64
				AttachedAt  *time.Time
			}
			if err := shop.DB.Raw("SELECT blob_key, content_type, size, attached_at FROM slips WHERE ref = ?", ref).Scan(&row).Error; err != nil {
				t.Fatal(err)
			}
			wantKey := "slips/" + id + "." + c.ext
			if row.BlobKey != wantKey || row.ContentType != c.wantType || row.Size != int64(len(c.data)) || row.AttachedAt != nil {
				t.Errorf("%s: row %+v, want key %s, %s, %d bytes, unattached", c.name, row, wantKey, c.wantType, len(c.data))
			}
			stored, err := os.ReadFile(filepath.Join(shop.BlobDir, filepath.FromSlash(wantKey)))
			if err != nil || !bytes.Equal(stored, c.data) {
				t.Errorf("%s: the file on disk is not what was sent (%v)", c.name, err)
			}
			for _, path := range []string{"/media/" + wantKey, "/media/slips/", "/media/images/../" + wantKey, "/media/images/..%2F" + wantKey} {
				if res := shop.Get(t, path); res.StatusCode != http.StatusNotFound {
					t.Errorf("GET %s: got %d, want 404", path, res.StatusCode)
				}
			}
		}
	})
}

func TestStrangersSlipUploadsAreRateLimited(t *testing.T) {
	t.Parallel()
	shop := sqlite(t)
	for i := range 10 {
		res := shop.Upload(t, "", mediatest.Field("purpose", "transfer-slip"), mediatest.File("s.pdf", "application/pdf", pdf))
		if res.StatusCode != http.StatusCreated {
			t.Fatalf("upload %d: got %d, want 201", i+1, res.StatusCode)
		}
	}
	res := shop.Upload(t, "", mediatest.Field("purpose", "transfer-slip"), mediatest.File("s.pdf", "application/pdf", pdf))
	ans := mediatest.Decode(t, res)
	if res.StatusCode != http.StatusTooManyRequests || ans.Error == "" || res.Header.Get("Retry-After") == "" {
		t.Errorf("eleventh upload: got %d %q (Retry-After %q), want 429 with a message and Retry-After", res.StatusCode, ans.Error, res.Header.Get("Retry-After"))
	}
	// The admin is not limited.
	res = shop.Upload(t, shop.AdminCookie(t), mediatest.Field("purpose", "transfer-slip"), mediatest.File("s.pdf", "application/pdf", pdf))
	if res.StatusCode != http.StatusCreated {
		t.Errorf("the admin's upload: got %d, want 201", res.StatusCode)
	}
}

func TestMediaServesNothingElse(t *testing.T) {
	t.Parallel()
	shop := sqlite(t)
	for _, path := range []string{"/media/", "/media/images/", "/media/images/nothing/320.jpg", "/media/../data/dhoni.db", "/media/.images", "/media/IMAGES/x/320.jpg"} {
		res := shop.Get(t, path)
		if res.StatusCode != http.StatusNotFound {
			t.Errorf("GET %s: got %d, want 404", path, res.StatusCode)
		}
		if res.Header.Get("Cache-Control") == "public, max-age=31536000, immutable" {
			t.Errorf("GET %s: a 404 is cached for a year", path)
		}
	}
}

func TestWebPImagesAndSlips(t *testing.T) {
	t.Parallel()
	shop, cookie := sqliteAsAdmin(t)
	lossy, err := os.ReadFile(filepath.Join("testdata", "lossy.webp"))
	if err != nil {
		t.Fatal(err)
	}
	alpha, err := os.ReadFile(filepath.Join("testdata", "alpha.webp"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		data []byte
		url  string // class and extension of the largest copy
	}{
		{"lossy 600×400", lossy, "640.jpg"},
		{"transparent 75×100", alpha, "320.png"},
	} {
		res := shop.Upload(t, cookie, mediatest.Field("purpose", "image"), mediatest.File("a.webp", "image/webp", c.data))
		ans := mediatest.Decode(t, res)
		if res.StatusCode != http.StatusCreated || ans.URL == nil || !strings.HasSuffix(*ans.URL, "/"+c.url) {
			t.Errorf("%s: got %d %+v, want 201 with a url ending in %s", c.name, res.StatusCode, ans, c.url)
		}
	}
	res := shop.Upload(t, "", mediatest.Field("purpose", "transfer-slip"), mediatest.File("slip.webp", "image/webp", lossy))
	ans := mediatest.Decode(t, res)
	if res.StatusCode != http.StatusCreated {
		t.Fatalf("webp slip: got %d %+v, want 201", res.StatusCode, ans)
	}
	var contentType string
	if err := shop.DB.Raw("SELECT content_type FROM slips WHERE ref = ?", ans.Ref).Scan(&contentType).Error; err != nil || contentType != "image/webp" {
		t.Errorf("webp slip: content type %q (%v), want image/webp", contentType, err)
	}
}

func TestDecompressionBombsAreRefusedBeforeDecoding(t *testing.T) {
	t.Parallel()
	shop, cookie := sqliteAsAdmin(t)
	for _, c := range []struct {
		purpose, cookie string
	}{{"image", cookie}, {"transfer-slip", ""}} {
		// 100 000 × 100 000 RGBA would be 40 GB decoded.
		res := shop.Upload(t, c.cookie, mediatest.Field("purpose", c.purpose), mediatest.File("bomb.png", "image/png", imagingtest.PNGHeader(100000, 100000)))
		ans := mediatest.Decode(t, res)
		if res.StatusCode != http.StatusUnprocessableEntity || ans.Fields["file"] != media.MsgImageTooLarge {
			t.Errorf("%s: got %d %+v, want 422 with file %q", c.purpose, res.StatusCode, ans, media.MsgImageTooLarge)
		}
	}
	wantNoFiles(t, shop.BlobDir, "a bomb was stored")
}
