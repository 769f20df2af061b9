package imaging

import (
	"bufio"
	"encoding/binary"
	"image"
	"io"
)

// orientation is the EXIF Orientation tag (1 to 8): how the camera's stored
// pixels must be turned to be seen upright. Phones store portrait photos
// sideways and set this tag; re-encoding drops the tag, so it is applied to
// the pixels instead, or every portrait product photo would lie on its side.
type orientation int

func (o orientation) swapsAxes() bool { return o >= 5 && o <= 8 }

// apply returns img turned upright.
func (o orientation) apply(img *image.RGBA) *image.RGBA {
	if o < 2 || o > 8 {
		return img
	}
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	dw, dh := w, h
	if o.swapsAxes() {
		dw, dh = h, w
	}
	out := image.NewRGBA(image.Rect(0, 0, dw, dh))
	for y := range dh {
		for x := range dw {
			var sx, sy int
			switch o {
			case 2: // mirrored
				sx, sy = w-1-x, y
			case 3: // upside down
				sx, sy = w-1-x, h-1-y
			case 4: // upside down, mirrored
				sx, sy = x, h-1-y
			case 5: // transposed
				sx, sy = y, x
			case 6: // turned a quarter anticlockwise: turn it clockwise
				sx, sy = y, h-1-x
			case 7: // transversed
				sx, sy = w-1-y, h-1-x
			case 8: // turned a quarter clockwise: turn it anticlockwise
				sx, sy = w-1-y, x
			}
			si := img.PixOffset(sx+img.Rect.Min.X, sy+img.Rect.Min.Y)
			di := out.PixOffset(x, y)
			copy(out.Pix[di:di+4], img.Pix[si:si+4])
		}
	}
	return out
}

// jpegOrientation finds the Orientation tag in a JPEG's Exif segment. Any
// oddity (no Exif, a malformed one) means upright: the tag is a courtesy, and
// the image itself is checked by the decoder.
func jpegOrientation(r io.Reader) orientation {
	br := bufio.NewReader(r)
	var soi [2]byte
	if _, err := io.ReadFull(br, soi[:]); err != nil || soi != [2]byte{0xFF, 0xD8} {
		return 1
	}
	for range 64 { // segments before the image data; a real file has a handful
		var marker [2]byte
		if _, err := io.ReadFull(br, marker[:]); err != nil || marker[0] != 0xFF {
			return 1
		}
		// Start of scan, end of image, or markers without a length: no Exif follows.
		if marker[1] == 0xDA || marker[1] == 0xD9 || marker[1] >= 0xD0 && marker[1] <= 0xD7 || marker[1] == 0x01 {
			return 1
		}
		var lenBuf [2]byte
		if _, err := io.ReadFull(br, lenBuf[:]); err != nil {
			return 1
		}
		n := int(binary.BigEndian.Uint16(lenBuf[:])) - 2
		if n < 0 {
			return 1
		}
		if marker[1] != 0xE1 {
			if _, err := br.Discard(n); err != nil {
				return 1
			}
			continue
		}
		seg := make([]byte, n)
		if _, err := io.ReadFull(br, seg); err != nil {
			return 1
		}
		if o, ok := exifOrientation(seg); ok {
			return o
		}
	}
	return 1
}

// exifOrientation reads tag 0x0112 from IFD0 of an APP1 "Exif" segment.
func exifOrientation(seg []byte) (orientation, bool) {
	const header = "Exif\x00\x00"
	if len(seg) < len(header)+8 || string(seg[:len(header)]) != header {
		return 0, false
	}
	tiff := seg[len(header):]
	var bo binary.ByteOrder
	switch string(tiff[:2]) {
	case "II":
		bo = binary.LittleEndian
	case "MM":
		bo = binary.BigEndian
	default:
		return 0, false
	}
	if bo.Uint16(tiff[2:4]) != 42 {
		return 0, false
	}
	ifd := int(bo.Uint32(tiff[4:8]))
	if ifd < 8 || ifd+2 > len(tiff) {
		return 0, false
	}
	count := int(bo.Uint16(tiff[ifd : ifd+2]))
	for i := range count {
		e := ifd + 2 + 12*i
		if e+12 > len(tiff) {
			return 0, false
		}
		if bo.Uint16(tiff[e:e+2]) != 0x0112 {
			continue
		}
		// Type SHORT, one value, held in the first two bytes of the value field.
		if bo.Uint16(tiff[e+2:e+4]) != 3 || bo.Uint32(tiff[e+4:e+8]) != 1 {
			return 0, false
		}
		o := orientation(bo.Uint16(tiff[e+8 : e+10]))
		if o < 1 || o > 8 {
			return 0, false
		}
		return o, true
	}
	return 0, false
}
