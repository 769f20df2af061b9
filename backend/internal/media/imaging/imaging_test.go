package imaging

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"io"
	"testing"

	"golang.org/x/image/draw"

	"dhoni/internal/media/imaging/imagingtest"
)

var classes = []int{320, 640, 1280}

func TestPlanNeverEnlarges(t *testing.T) {
	t.Parallel()
	cases := []struct {
		width int
		want  string
	}{
		{3000, "[{320 320} {640 640} {1280 1280}]"},
		{1280, "[{320 320} {640 640} {1280 1280}]"},
		{1000, "[{320 320} {640 640} {1280 1000}]"},
		{641, "[{320 320} {640 640} {1280 641}]"},
		{640, "[{320 320} {640 640}]"},
		{500, "[{320 320} {640 500}]"},
		{321, "[{320 320} {640 321}]"},
		{320, "[{320 320}]"},
		{200, "[{320 200}]"},
		{1, "[{320 1}]"},
	}
	for _, c := range cases {
		if got := fmt.Sprint(Plan(c.width, classes)); got != c.want {
			t.Errorf("Plan(%d): got %s, want %s", c.width, got, c.want)
		}
	}
}

// photo is a picture with detail everywhere, so encoders cannot cheat.
func photo(w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			img.SetRGBA(x, y, color.RGBA{uint8(x * 255 / w), uint8(y * 255 / h), uint8((x*7 + y*13) % 256), 255})
		}
	}
	return img
}

// variants decodes the image in r as format and makes its variants of the
// classes; an error fails the test.
func variants(t testing.TB, r io.ReadSeeker, format Format) []Variant {
	t.Helper()
	pic, err := Decode(r, format)
	if err != nil {
		t.Fatalf("Decode: %v", err)
	}
	vs, err := pic.Variants(classes, draw.CatmullRom)
	if err != nil {
		t.Fatalf("Variants: %v", err)
	}
	return vs
}

func TestVariantsOfAnOpaquePhotoAreJPEGsOfThePlannedSizes(t *testing.T) {
	t.Parallel()
	vs := variants(t, bytes.NewReader(imagingtest.JPEG(t, photo(2000, 1500))), JPEG)
	want := []struct{ class, w, h int }{{320, 320, 240}, {640, 640, 480}, {1280, 1280, 960}}
	if len(vs) != len(want) {
		t.Fatalf("got %d variants, want %d", len(vs), len(want))
	}
	for i, v := range vs {
		if v.Class != want[i].class || v.Width != want[i].w || v.Height != want[i].h || v.Format != JPEG {
			t.Errorf("variant %d: got class %d %d×%d %s, want class %d %d×%d jpeg", i, v.Class, v.Width, v.Height, v.Format, want[i].class, want[i].w, want[i].h)
		}
		got, err := jpeg.Decode(bytes.NewReader(v.Data))
		if err != nil {
			t.Fatalf("variant %d does not decode: %v", i, err)
		}
		if b := got.Bounds(); b.Dx() != want[i].w || b.Dy() != want[i].h {
			t.Errorf("variant %d decodes to %v, want %d×%d", i, b, want[i].w, want[i].h)
		}
	}
}

func TestVariantsKeepTransparencyAsPNG(t *testing.T) {
	t.Parallel()
	img := image.NewNRGBA(image.Rect(0, 0, 800, 400))
	for y := range 400 {
		for x := range 800 {
			img.SetNRGBA(x, y, color.NRGBA{200, 10, 10, uint8(x % 256)})
		}
	}
	vs := variants(t, bytes.NewReader(imagingtest.PNG(t, img)), PNG)
	if len(vs) != 3 || vs[2].Width != 800 || vs[2].Height != 400 {
		t.Fatalf("got %+v, want 320, 640 and 1280 (800 wide)", summary(vs))
	}
	for _, v := range vs {
		if v.Format != PNG {
			t.Errorf("class %d: got %s, want png", v.Class, v.Format)
		}
		got, err := png.Decode(bytes.NewReader(v.Data))
		if err != nil {
			t.Fatalf("class %d does not decode: %v", v.Class, err)
		}
		if _, _, _, a := got.At(0, 0).RGBA(); a > 0x1000 {
			t.Errorf("class %d: the transparent corner has alpha %#x", v.Class, a)
		}
	}
}

func TestAnOpaquePNGBecomesJPEG(t *testing.T) {
	t.Parallel()
	vs := variants(t, bytes.NewReader(imagingtest.PNG(t, photo(400, 300))), PNG)
	if len(vs) != 2 || vs[0].Format != JPEG || vs[1].Width != 400 || vs[1].Height != 300 {
		t.Errorf("got %v, want two JPEGs, 320 and 400 wide", summary(vs))
	}
}

func summary(vs []Variant) []string {
	var out []string
	for _, v := range vs {
		out = append(out, fmt.Sprintf("%d:%dx%d.%s", v.Class, v.Width, v.Height, v.Format))
	}
	return out
}

// withOrientation inserts an Exif segment with the Orientation tag after SOI.
func withOrientation(jpg []byte, o uint16) []byte {
	tiff := []byte{'M', 'M', 0, 42, 0, 0, 0, 8, 0, 1}
	entry := make([]byte, 12)
	binary.BigEndian.PutUint16(entry[0:], 0x0112)
	binary.BigEndian.PutUint16(entry[2:], 3)
	binary.BigEndian.PutUint32(entry[4:], 1)
	binary.BigEndian.PutUint16(entry[8:], o)
	tiff = append(append(tiff, entry...), 0, 0, 0, 0)
	payload := append([]byte("Exif\x00\x00"), tiff...)
	seg := []byte{0xFF, 0xE1, 0, 0}
	binary.BigEndian.PutUint16(seg[2:], uint16(len(payload)+2))
	seg = append(seg, payload...)
	out := append([]byte{}, jpg[:2]...)
	out = append(out, seg...)
	return append(out, jpg[2:]...)
}

func TestCameraOrientationIsAppliedToThePixels(t *testing.T) {
	t.Parallel()
	// Stored 400×200: left half red, right half blue.
	img := image.NewRGBA(image.Rect(0, 0, 400, 200))
	for y := range 200 {
		for x := range 400 {
			c := color.RGBA{255, 0, 0, 255}
			if x >= 200 {
				c = color.RGBA{0, 0, 255, 255}
			}
			img.SetRGBA(x, y, c)
		}
	}
	raw := imagingtest.JPEG(t, img)
	cases := []struct {
		orientation      uint16
		w, h             int
		redAt, blueAt    image.Point
		descriptionOfRed string
	}{
		{1, 400, 200, image.Pt(10, 100), image.Pt(390, 100), "left"},
		{3, 400, 200, image.Pt(390, 100), image.Pt(10, 100), "right"},
		{6, 200, 400, image.Pt(100, 10), image.Pt(100, 390), "top"},
		{8, 200, 400, image.Pt(100, 390), image.Pt(100, 10), "bottom"},
	}
	for _, c := range cases {
		pic, err := Decode(bytes.NewReader(withOrientation(raw, c.orientation)), JPEG)
		if err != nil {
			t.Fatalf("orientation %d: %v", c.orientation, err)
		}
		vs, err := pic.Variants(classes, draw.CatmullRom)
		if err != nil {
			t.Fatal(err)
		}
		largest := vs[len(vs)-1]
		got, err := jpeg.Decode(bytes.NewReader(largest.Data))
		if err != nil {
			t.Fatal(err)
		}
		if b := got.Bounds(); b.Dx() != c.w || b.Dy() != c.h {
			t.Errorf("orientation %d: got %v, want %d×%d", c.orientation, b, c.w, c.h)
			continue
		}
		if r, _, b, _ := got.At(c.redAt.X, c.redAt.Y).RGBA(); r < 0xC000 || b > 0x4000 {
			t.Errorf("orientation %d: want red on the %s", c.orientation, c.descriptionOfRed)
		}
		if r, _, b, _ := got.At(c.blueAt.X, c.blueAt.Y).RGBA(); b < 0xC000 || r > 0x4000 {
			t.Errorf("orientation %d: want blue opposite the red", c.orientation)
		}
	}
}

func TestDecodeRefusesBrokenAndHugeImages(t *testing.T) {
	t.Parallel()
	jpg := imagingtest.JPEG(t, photo(300, 200))
	if _, err := Decode(bytes.NewReader(jpg[:len(jpg)/2]), JPEG); !errors.Is(err, ErrCorrupt) {
		t.Errorf("truncated JPEG: got %v, want ErrCorrupt", err)
	}
	pngData := imagingtest.PNG(t, photo(300, 200))
	if _, err := Decode(bytes.NewReader(pngData[:len(pngData)-40]), PNG); !errors.Is(err, ErrCorrupt) {
		t.Errorf("truncated PNG: got %v, want ErrCorrupt", err)
	}
	if _, err := Decode(bytes.NewReader([]byte("RIFF\x10\x00\x00\x00WEBPVP8 junk")), WebP); !errors.Is(err, ErrCorrupt) {
		t.Errorf("broken WebP: got %v, want ErrCorrupt", err)
	}
	if _, err := Decode(bytes.NewReader(jpg), PNG); !errors.Is(err, ErrCorrupt) {
		t.Errorf("JPEG read as PNG: got %v, want ErrCorrupt", err)
	}

	var tooBig *TooManyPixelsError
	if _, err := Decode(bytes.NewReader(imagingtest.PNGHeader(10000, 10000)), PNG); !errors.As(err, &tooBig) {
		t.Errorf("100 megapixel PNG header: got %v, want TooManyPixelsError", err)
	}
	if _, err := Decode(bytes.NewReader(imagingtest.PNGHeader(1<<30, 1<<30)), PNG); !errors.As(err, &tooBig) && !errors.Is(err, ErrCorrupt) {
		t.Errorf("absurd PNG header: got %v, want it refused", err)
	}
}
