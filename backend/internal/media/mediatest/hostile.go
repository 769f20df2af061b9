package mediatest

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/jpeg"
	"sync"
)

// HostileImage is an upload an attacker would send to exhaust memory.
type HostileImage struct {
	Name, Filename, ContentType string
	Data                        []byte
}

// HostileImages are the upload cases of docs/security.md (finding 1): a
// small file declaring a huge decode, in every format the shop accepts.
// They are made once per test binary.
var HostileImages = sync.OnceValue(func() []HostileImage {
	return []HostileImage{
		{"16-bit PNG of 7000 × 7000", "bomb16.png", "image/png", pngBomb(7000, 7000, 16, true)},
		{"PNG declaring 50000 × 50000", "huge.png", "image/png", pngBomb(50000, 50000, 8, false)},
		{"JPEG declaring 60000 × 60000", "huge.jpg", "image/jpeg", jpegWithFrame(0xC0, 60000, 60000)},
		{"progressive JPEG of 5000 × 4000", "progressive.jpg", "image/jpeg", jpegWithFrame(0xC2, 5000, 4000)},
		{"WebP of 8000 × 6000", "big.webp", "image/webp", webpLossy(8000, 6000)},
	}
})

// pngBomb is a PNG of w × h RGBA pixels at depth bits per channel, all
// transparent. With full it holds every row (the 7000 × 7000 one compresses
// 392 MB of pixels into about 380 KB); without, only the header and a token
// of data, enough for a decoder that checks the header first.
func pngBomb(w, h, depth int, full bool) []byte {
	var out bytes.Buffer
	out.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], uint32(w))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(h))
	ihdr[8], ihdr[9] = byte(depth), 6 // RGBA
	pngChunk(&out, "IHDR", ihdr)
	var idat bytes.Buffer
	z, _ := zlib.NewWriterLevel(&idat, zlib.BestCompression)
	rows := 1
	if full {
		rows = h
	}
	row := make([]byte, 1+w*4*depth/8)
	for range rows {
		_, _ = z.Write(row)
	}
	_ = z.Close()
	pngChunk(&out, "IDAT", idat.Bytes())
	pngChunk(&out, "IEND", nil)
	return out.Bytes()
}

func pngChunk(out *bytes.Buffer, kind string, data []byte) {
	_ = binary.Write(out, binary.BigEndian, uint32(len(data)))
	crc := crc32.NewIEEE()
	crc.Write([]byte(kind))
	crc.Write(data)
	out.WriteString(kind)
	out.Write(data)
	_ = binary.Write(out, binary.BigEndian, crc.Sum32())
}

// jpegWithFrame is a small real JPEG whose frame header (SOF) is rewritten
// to the marker (0xC0 baseline, 0xC2 progressive) and the dimensions given.
func jpegWithFrame(marker byte, w, h int) []byte {
	img := image.NewYCbCr(image.Rect(0, 0, 16, 16), image.YCbCrSubsampleRatio444)
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 90}); err != nil {
		panic(err)
	}
	b := buf.Bytes()
	for i := 2; i+9 < len(b); {
		if b[i] != 0xFF {
			break
		}
		n := int(binary.BigEndian.Uint16(b[i+2:]))
		if b[i+1] == 0xC0 {
			b[i+1] = marker
			binary.BigEndian.PutUint16(b[i+5:], uint16(h))
			binary.BigEndian.PutUint16(b[i+7:], uint16(w))
			break
		}
		i += 2 + n
	}
	return b
}

// webpLossy is the header of a lossy WebP (VP8) key frame of w × h pixels
// followed by a token of data.
func webpLossy(w, h int) []byte {
	frame := []byte{0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, 0, 0, 0, 0}
	binary.LittleEndian.PutUint16(frame[6:], uint16(w))
	binary.LittleEndian.PutUint16(frame[8:], uint16(h))
	frame = append(frame, make([]byte, 64)...)
	var out bytes.Buffer
	out.WriteString("RIFF")
	_ = binary.Write(&out, binary.LittleEndian, uint32(4+8+len(frame)))
	out.WriteString("WEBPVP8 ")
	_ = binary.Write(&out, binary.LittleEndian, uint32(len(frame)))
	out.Write(frame)
	return out.Bytes()
}

// PhonePhoto is a baseline JPEG the size of a 16-megapixel phone photo
// (4:2:0), which the shop must keep accepting.
var PhonePhoto = sync.OnceValue(func() []byte {
	img := image.NewYCbCr(image.Rect(0, 0, 4608, 3456), image.YCbCrSubsampleRatio420)
	for i := range img.Y {
		img.Y[i] = byte(i * 7)
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 85}); err != nil {
		panic(err)
	}
	return buf.Bytes()
})
