// Package imagingtest makes pictures for the tests of uploads.
package imagingtest

import (
	"encoding/binary"
	"hash/crc32"
)

// PNGHeader is the start of a PNG declaring w×h: enough for DecodeConfig,
// and all a decompression bomb needs to claim its size.
func PNGHeader(w, h uint32) []byte {
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], w)
	binary.BigEndian.PutUint32(ihdr[4:], h)
	ihdr[8], ihdr[9] = 8, 6 // 8-bit RGBA
	chunk := append([]byte("IHDR"), ihdr...)
	out := []byte("\x89PNG\r\n\x1a\n")
	out = binary.BigEndian.AppendUint32(out, 13)
	out = append(out, chunk...)
	return binary.BigEndian.AppendUint32(out, crc32.ChecksumIEEE(chunk))
}
