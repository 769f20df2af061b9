// Package imaging decodes uploaded pictures safely and makes the resized copies
// the shop serves: the declared size is checked before any pixel is decoded
// (decompression bombs), the whole image is then decoded (a truncated file
// fails), the camera's EXIF orientation is applied, and every copy is encoded
// afresh, so metadata (GPS, camera serials) and anything hidden after the
// image data never reach a customer.
package imaging

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/jpeg"
	"image/png"
	"io"

	"golang.org/x/image/draw"
	"golang.org/x/image/webp"
)

// Format is an image file format.
type Format string

const (
	JPEG Format = "jpeg"
	PNG  Format = "png"
	WebP Format = "webp"
)

// Ext is the file extension for the format, without the dot.
func (f Format) Ext() string {
	if f == JPEG {
		return "jpg"
	}
	return string(f)
}

// ContentType is the format's media type.
func (f Format) ContentType() string { return "image/" + string(f) }

// MaxPixels bounds width × height. 50 megapixels admits the 48 and 50 MP
// modes of current phone cameras; decoding one takes at most about 200 MB.
const MaxPixels = 50_000_000

// JPEGQuality is the quality of the copies: small files for slow island
// connections, no visible blocking on fabrics.
const JPEGQuality = 80

// ErrCorrupt is a file that claims a format but does not decode as one
// (truncated, or not an image at all).
var ErrCorrupt = errors.New("image does not decode")

// TooManyPixelsError is an image whose declared dimensions exceed MaxPixels.
type TooManyPixelsError struct{ Width, Height int }

func (e *TooManyPixelsError) Error() string {
	return fmt.Sprintf("image is %d×%d, more than %d pixels", e.Width, e.Height, MaxPixels)
}

// Picture is a decoded image, upright.
type Picture struct {
	img         image.Image
	orientation orientation
}

// Width is the width as the picture is meant to be seen (after the camera's
// orientation is applied).
func (p *Picture) Width() int {
	if p.orientation.swapsAxes() {
		return p.img.Bounds().Dy()
	}
	return p.img.Bounds().Dx()
}

// Height is the height as the picture is meant to be seen.
func (p *Picture) Height() int {
	if p.orientation.swapsAxes() {
		return p.img.Bounds().Dx()
	}
	return p.img.Bounds().Dy()
}

// Opaque reports whether every pixel is fully opaque.
func (p *Picture) Opaque() bool {
	if o, ok := p.img.(interface{ Opaque() bool }); ok {
		return o.Opaque()
	}
	return false
}

// Decode reads an image of format f from r: its header first, refusing more
// than MaxPixels or more than MaxDecodeBytes of memory, then all of it.
func Decode(r io.ReadSeeker, f Format) (*Picture, error) {
	var decodeConfig func(io.Reader) (image.Config, error)
	var decode func(io.Reader) (image.Image, error)
	switch f {
	case JPEG:
		decodeConfig, decode = jpeg.DecodeConfig, jpeg.Decode
	case PNG:
		decodeConfig, decode = png.DecodeConfig, png.Decode
	case WebP:
		decodeConfig, decode = webp.DecodeConfig, webp.Decode
	default:
		return nil, fmt.Errorf("decode: unknown format %q", f)
	}
	cfg, err := decodeConfig(r)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrCorrupt, err)
	}
	if cfg.Width <= 0 || cfg.Height <= 0 {
		return nil, fmt.Errorf("%w: %d×%d", ErrCorrupt, cfg.Width, cfg.Height)
	}
	if int64(cfg.Width)*int64(cfg.Height) > MaxPixels {
		return nil, &TooManyPixelsError{Width: cfg.Width, Height: cfg.Height}
	}
	if _, err := r.Seek(0, io.SeekStart); err != nil {
		return nil, err
	}
	head := make([]byte, 64<<10)
	n, err := io.ReadFull(r, head)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF) {
		return nil, err
	}
	if cost := decodeCost(f, cfg, head[:n]); cost > MaxDecodeBytes {
		return nil, &TooManyBytesError{Width: cfg.Width, Height: cfg.Height, Bytes: cost}
	}
	var o orientation = 1
	if f == JPEG {
		if _, err := r.Seek(0, io.SeekStart); err != nil {
			return nil, err
		}
		o = jpegOrientation(r)
	}
	if _, err := r.Seek(0, io.SeekStart); err != nil {
		return nil, err
	}
	img, err := decode(r)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrCorrupt, err)
	}
	return &Picture{img: img, orientation: o}, nil
}

// Variant is one resized, re-encoded copy.
type Variant struct {
	// Class is the size class the copy belongs to (320, 640, 1280): the copy
	// is at most that wide.
	Class         int
	Width, Height int
	Format        Format
	Data          []byte
}

// Plan decides which size classes (ascending) a picture width gets, and how
// wide each copy is. The smallest class is always made; a larger class only
// when the picture is wider than the class below it, so it adds detail.
// Nothing is enlarged: a copy is as wide as its class or as the picture,
// whichever is less. So 2000 px gives 320, 640 and 1280; 500 px gives 320 and
// 640 (500 wide); 200 px gives 320 (200 wide).
func Plan(width int, classes []int) (out []Target) {
	for i, c := range classes {
		if i > 0 && width <= classes[i-1] {
			break
		}
		out = append(out, Target{Class: c, Width: min(c, width)})
	}
	return out
}

// Target is one copy to make.
type Target struct{ Class, Width int }

// Scaler is the interpolation used to shrink. The shop uses CatmullRom; the
// benchmark compares it with the others.
type Scaler = draw.Scaler

// Variants makes a copy per planned class: JPEG when the picture is opaque,
// PNG when it has transparency. The largest copy is shrunk from the
// original; each smaller one from the copy above it, which is much faster and
// looks the same at these ratios.
func (p *Picture) Variants(classes []int, scaler Scaler) ([]Variant, error) {
	plan := Plan(p.Width(), classes)
	format := JPEG
	if !p.Opaque() {
		format = PNG
	}
	out := make([]Variant, len(plan))
	src := p.img
	swap := p.orientation.swapsAxes()
	for i := len(plan) - 1; i >= 0; i-- {
		t := plan[i]
		// Sizes as stored (before rotation): a sideways photo's seen width
		// is its stored height.
		seenH := max(1, int((int64(p.Height())*int64(t.Width)+int64(p.Width())/2)/int64(p.Width())))
		dw, dh := t.Width, seenH
		if swap {
			dw, dh = seenH, t.Width
		}
		dst := image.NewRGBA(image.Rect(0, 0, dw, dh))
		if src.Bounds().Dx() == dw && src.Bounds().Dy() == dh {
			draw.Copy(dst, image.Point{}, src, src.Bounds(), draw.Src, nil)
		} else {
			from, step := affordable(src, dw, scaler)
			step.Scale(dst, dst.Bounds(), from, from.Bounds(), draw.Src, nil)
		}
		src = dst
		upright := p.orientation.apply(dst)
		data, err := encode(upright, format)
		if err != nil {
			return nil, err
		}
		b := upright.Bounds()
		out[i] = Variant{Class: t.Class, Width: b.Dx(), Height: b.Dy(), Format: format, Data: data}
	}
	return out, nil
}

// maxKernelBytes bounds the working memory of a kernel scaler (CatmullRom
// keeps 32 bytes per pixel of a destination-wide, source-tall image): a 16
// MP photo shrunk to 1280 at once would take 140 MB.
const maxKernelBytes = 8 << 20

// affordable returns what to shrink to width dw, and with which scaler,
// within maxKernelBytes: the picture is first halved (2:1 bilinear, which is
// a box filter, as for mipmaps) while that keeps it at least as wide as the
// copy; if the kernel still needs too much, the last step, now less than
// 2:1, is bilinear (no working memory, and no aliasing at that ratio).
func affordable(src image.Image, dw int, scaler Scaler) (image.Image, Scaler) {
	kernelBytes := func(img image.Image) int64 { return int64(dw) * int64(img.Bounds().Dy()) * 32 }
	for kernelBytes(src) > maxKernelBytes && src.Bounds().Dx() >= 2*dw {
		b := src.Bounds()
		half := image.NewRGBA(image.Rect(0, 0, (b.Dx()+1)/2, (b.Dy()+1)/2))
		draw.ApproxBiLinear.Scale(half, half.Bounds(), src, b, draw.Src, nil)
		src = half
	}
	if _, isKernel := scaler.(*draw.Kernel); isKernel && kernelBytes(src) > maxKernelBytes {
		return src, draw.ApproxBiLinear
	}
	return src, scaler
}

func encode(img image.Image, f Format) ([]byte, error) {
	var buf bytes.Buffer
	var err error
	switch f {
	case JPEG:
		err = jpeg.Encode(&buf, img, &jpeg.Options{Quality: JPEGQuality})
	case PNG:
		err = (&png.Encoder{CompressionLevel: png.DefaultCompression}).Encode(&buf, img)
	default:
		err = fmt.Errorf("cannot encode %s", f)
	}
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", f, err)
	}
	return buf.Bytes(), nil
}
