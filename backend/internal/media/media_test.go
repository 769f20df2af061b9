package media_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"errors"
	"image"
	"image/png"
	"io"
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
	"dhoni/internal/platform/fault"
)

func TestSniffRecognisesOnlyTheAcceptedTypes(t *testing.T) {
	t.Parallel()
	cases := []struct {
		head string
		want media.Kind
	}{
		{"\xFF\xD8\xFF\xE0\x00\x10JFIF", media.KindJPEG},
		{"\x89PNG\r\n\x1a\n\x00\x00\x00\x0d", media.KindPNG},
		{"RIFF\x24\x00\x00\x00WEBPVP8 ", media.KindWebP},
		{"%PDF-1.7\n", media.KindPDF},
		{"RIFF\x24\x00\x00\x00WAVEfmt ", media.KindUnknown},
		{"GIF89a", media.KindUnknown},
		{"<svg xmlns=", media.KindUnknown},
		{"<!doctype html>", media.KindUnknown},
		{" %PDF-1.7", media.KindUnknown},
		{"\xFF\xD8", media.KindUnknown},
		{"", media.KindUnknown},
	}
	for _, c := range cases {
		if got := media.Sniff([]byte(c.head)); got != c.want {
			t.Errorf("Sniff(%q): got %s, want %s", c.head, got, c.want)
		}
	}
}

func pngDataURL(t *testing.T, w, h int) string {
	t.Helper()
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for i := range img.Pix {
		img.Pix[i] = uint8(i * 31)
	}
	return "data:image/png;base64," + base64.StdEncoding.EncodeToString(imagingtest.PNG(t, img))
}

// TestSaveDataURL is what the catalog does with an image the admin form sent
// inline: the URL it returns is served.
func TestSaveDataURL(t *testing.T) {
	t.Parallel()
	shop := apptest.StartMedia(t, dbtest.Config(t, "sqlite"))
	ctx := context.Background()

	url, err := shop.Service.SaveDataURL(ctx, pngDataURL(t, 900, 600))
	if err != nil {
		t.Fatalf("SaveDataURL: %v", err)
	}
	if !regexp.MustCompile(`^/media/images/[0-9a-f]{24}/1280\.png$`).MatchString(url) {
		t.Errorf("url: got %q, want /media/images/<id>/1280.png", url)
	}
	res := shop.Get(t, url)
	got, err := png.DecodeConfig(res.Body)
	if res.StatusCode != http.StatusOK || err != nil || got.Width != 900 {
		t.Errorf("GET %s: got %d, %v, width %d; want 200 and the 900 px image", url, res.StatusCode, err, got.Width)
	}

	html := "data:image/png;base64," + base64.StdEncoding.EncodeToString([]byte("<html><script>alert(1)</script></html>"))
	bigPayload := strings.Repeat("A", int(media.MaxFileSize/3*4)+8)
	cases := []struct {
		name, dataURL string
		kind          fault.Kind
	}{
		{"html claiming to be a png", html, fault.UnsupportedType},
		{"svg", "data:image/svg+xml;base64," + base64.StdEncoding.EncodeToString([]byte(`<svg xmlns="http://www.w3.org/2000/svg"/>`)), fault.UnsupportedType},
		{"not base64", "data:image/png,%89PNG", fault.UnsupportedType},
		{"broken base64", "data:image/png;base64,!!!!", fault.UnsupportedType},
		{"not a data URL", "https://example.com/a.png", fault.UnsupportedType},
		{"over 10 MB", "data:image/png;base64," + bigPayload, fault.TooLarge},
	}
	for _, c := range cases {
		url, err := shop.Service.SaveDataURL(ctx, c.dataURL)
		if err == nil || fault.KindOf(err) != c.kind {
			t.Errorf("%s: got %q, %v; want a fault of kind %d", c.name, url, err, c.kind)
		}
	}
	var fe *fault.Error
	_, err = shop.Service.SaveDataURL(ctx, html)
	if !errors.As(err, &fe) || fe.Message != media.MsgInvalidImageType {
		t.Errorf("html: got %v, want the message %q", err, media.MsgInvalidImageType)
	}
}

func uploadSlip(t *testing.T, shop *apptest.MediaShop, data []byte) string {
	t.Helper()
	res := shop.Upload(t, "", mediatest.Field("purpose", "transfer-slip"), mediatest.File("s.pdf", "application/pdf", data))
	ans := mediatest.Decode(t, res)
	if res.StatusCode != http.StatusCreated {
		t.Fatalf("upload slip: got %d %+v", res.StatusCode, ans)
	}
	return ans.Ref
}

var pdf = []byte("%PDF-1.4\n%%EOF\n")

// TestSlipsNoOrderTookAreRemovedAfterADay runs on both databases.
func TestSlipsNoOrderTookAreRemovedAfterADay(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		shop := apptest.StartMedia(t, cfg)
		ctx := context.Background()
		kept := uploadSlip(t, shop, pdf)
		dropped := uploadSlip(t, shop, pdf)
		if _, err := shop.Service.Attach(ctx, kept); err != nil {
			t.Fatalf("Attach: %v", err)
		}
		if _, err := shop.Service.Attach(ctx, kept); err != nil {
			t.Fatalf("Attach again: %v", err)
		}
		// A file whose record never got written (a crash in between).
		if err := shop.Blobs.Put(ctx, "slips/0123456789abcdef01234567.pdf", "application/pdf", bytes.NewReader(pdf)); err != nil {
			t.Fatal(err)
		}
		slipFiles := func() int {
			entries, err := os.ReadDir(filepath.Join(shop.BlobDir, "slips"))
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			for _, e := range entries {
				if !strings.HasPrefix(e.Name(), ".") {
					n++
				}
			}
			return n
		}

		n, err := shop.Service.CleanupSlips(ctx, time.Now().Add(23*time.Hour))
		if err != nil || n != 0 || slipFiles() != 3 {
			t.Fatalf("within the day: removed %d (%v), %d files left; want nothing removed", n, err, slipFiles())
		}

		n, err = shop.Service.CleanupSlips(ctx, time.Now().Add(25*time.Hour))
		if err != nil {
			t.Fatalf("CleanupSlips: %v", err)
		}
		if n != 2 || slipFiles() != 1 {
			t.Errorf("after a day: removed %d, %d files left; want the unattached slip and the orphan removed", n, slipFiles())
		}
		if _, _, err := shop.Service.OpenSlip(ctx, dropped); !errors.Is(err, media.ErrSlipNotFound) {
			t.Errorf("the removed slip: got %v, want ErrSlipNotFound", err)
		}
		if _, err := shop.Service.Attach(ctx, dropped); !errors.Is(err, media.ErrSlipNotFound) {
			t.Errorf("attaching the removed slip: got %v, want ErrSlipNotFound", err)
		}
		rc, contentType, err := shop.Service.OpenSlip(ctx, kept)
		if err != nil {
			t.Fatalf("the attached slip: %v", err)
		}
		defer rc.Close()
		body, err := io.ReadAll(rc)
		if err != nil || !bytes.Equal(body, pdf) || contentType != "application/pdf" {
			t.Errorf("the attached slip: got %q %q (%v), want the PDF", body, contentType, err)
		}
		var attached *time.Time
		if err := shop.DB.Raw("SELECT attached_at FROM slips WHERE ref = ?", kept).Scan(&attached).Error; err != nil || attached == nil {
			t.Errorf("the attached slip's row: attached_at %v (%v), want a time", attached, err)
		}
	})
}

func TestSlipReferencesThatNameNothing(t *testing.T) {
	t.Parallel()
	shop := apptest.StartMedia(t, dbtest.Config(t, "sqlite"))
	ctx := context.Background()
	for _, ref := range []string{"", "slip_", "slip_0123456789abcdef01234567", "img_0123456789abcdef01234567", "slip_../../etc/passwd"} {
		if _, err := shop.Service.Attach(ctx, ref); !errors.Is(err, media.ErrSlipNotFound) {
			t.Errorf("Attach(%q): got %v, want ErrSlipNotFound", ref, err)
		}
		if _, _, err := shop.Service.OpenSlip(ctx, ref); !errors.Is(err, media.ErrSlipNotFound) {
			t.Errorf("OpenSlip(%q): got %v, want ErrSlipNotFound", ref, err)
		}
	}
}
