package imaging

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"image"
	"image/color"
	"io"
)

// MaxDecodeBytes bounds the memory one decode may take: the decoded pixels
// at the format's bytes per pixel (16-bit PNGs take 8, progressive JPEGs
// keep their coefficients too), plus the largest copy being made. It is
// checked from the header, before any pixel is decoded. 48 MiB admits a
// 16-megapixel baseline JPEG (a phone photo) and refuses the 381 KB PNG that
// declares 7000 × 7000 pixels at 16 bits per channel (about 390 MB).
const MaxDecodeBytes = 48 << 20

// TooManyBytesError is an image whose decoding would take more than
// MaxDecodeBytes.
type TooManyBytesError struct {
	Width, Height int
	Bytes         int64
}

func (e *TooManyBytesError) Error() string {
	return fmt.Sprintf("image is %d×%d and would take %d MB to decode, more than %d MB",
		e.Width, e.Height, e.Bytes>>20, MaxDecodeBytes>>20)
}

// largestCopyWidth is the widest copy the shop makes (the 1280 class).
const largestCopyWidth = 1280

// decodeCost estimates the bytes decoding an image of format f with header
// cfg takes, head being the file's first bytes (for what DecodeConfig does
// not say: a JPEG's sampling and progressive mode, a PNG's interlacing, a
// WebP's lossless mode).
func decodeCost(f Format, cfg image.Config, head []byte) int64 {
	w, h := int64(cfg.Width), int64(cfg.Height)
	pixels := w * h
	var decoded int64
	switch f {
	case PNG:
		decoded = pixels * pngBytesPerPixel(cfg.ColorModel)
		// IHDR's interlace byte: Adam7 decodes each pass apart, then merges.
		if len(head) > 28 && head[28] == 1 {
			decoded *= 2
		}
	case JPEG:
		decoded = jpegCost(w, h, head)
	case WebP:
		decoded = pixels * 5 / 2 // lossy: 4:2:0 with alpha
		if len(head) > 15 && !bytes.Equal(head[12:16], []byte("VP8 ")) {
			decoded = pixels * 8 // lossless (or extended): NRGBA plus a working copy
		}
	}
	// The copies: the largest (RGBA) and the one it is shrunk from at most.
	cw := min(w, largestCopyWidth)
	ch := max(1, h*cw/max(w, 1))
	return decoded + 2*cw*ch*4
}

func pngBytesPerPixel(m color.Model) int64 {
	switch m {
	case color.GrayModel, color.AlphaModel:
		return 1
	case color.Gray16Model, color.Alpha16Model:
		return 2
	case color.RGBA64Model, color.NRGBA64Model:
		return 8
	}
	if _, ok := m.(color.Palette); ok {
		return 1
	}
	return 4
}

// jpegCost reads the frame header (SOF): each component's sampling gives its
// share of the pixels; a progressive frame also keeps 64 int32 coefficients
// per 8×8 block of every component until the end; four components (CMYK)
// are converted into a new 4-byte image. A header it cannot read is assumed
// to be the costliest kind.
func jpegCost(w, h int64, head []byte) int64 {
	progressive, comps, ok := jpegFrame(head)
	if !ok {
		return w * h * 3 * 5
	}
	hmax, vmax := int64(1), int64(1)
	for _, c := range comps {
		hmax, vmax = max(hmax, int64(c[0])), max(vmax, int64(c[1]))
	}
	var samples int64
	for _, c := range comps {
		samples += w * h * int64(c[0]) * int64(c[1]) / (hmax * vmax)
	}
	cost := samples
	if progressive {
		cost += samples * 4
	}
	if len(comps) == 4 {
		cost += w * h * 4
	}
	return cost
}

// jpegFrame finds the SOF segment in head: progressive or not, and each
// component's horizontal and vertical sampling factors.
func jpegFrame(head []byte) (progressive bool, comps [][2]byte, ok bool) {
	r := bytes.NewReader(head)
	var soi [2]byte
	if _, err := io.ReadFull(r, soi[:]); err != nil || soi != [2]byte{0xFF, 0xD8} {
		return false, nil, false
	}
	for {
		var m [2]byte
		if _, err := io.ReadFull(r, m[:]); err != nil || m[0] != 0xFF {
			return false, nil, false
		}
		for m[1] == 0xFF { // fill bytes
			b, err := r.ReadByte()
			if err != nil {
				return false, nil, false
			}
			m[1] = b
		}
		var n uint16
		if err := binary.Read(r, binary.BigEndian, &n); err != nil || n < 2 {
			return false, nil, false
		}
		seg := make([]byte, n-2)
		if _, err := io.ReadFull(r, seg); err != nil {
			return false, nil, false
		}
		switch m[1] {
		case 0xC0, 0xC1, 0xC2:
			if len(seg) < 6 {
				return false, nil, false
			}
			nc := int(seg[5])
			if nc < 1 || len(seg) < 6+3*nc {
				return false, nil, false
			}
			for i := range nc {
				s := seg[6+3*i+1]
				hs, vs := s>>4, s&0x0F
				if hs == 0 || vs == 0 {
					return false, nil, false
				}
				comps = append(comps, [2]byte{hs, vs})
			}
			return m[1] == 0xC2, comps, true
		case 0xDA, 0xD9:
			return false, nil, false
		}
	}
}
