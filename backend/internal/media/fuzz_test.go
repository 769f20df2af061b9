package media

import (
	"bytes"
	"errors"
	"testing"

	"dhoni/internal/platform/fault"
)

// FuzzSniffAndDecode: the sniffer and the image guard answer any bytes with
// a kind, an image (types 415, size 422) or a decoded picture within the
// memory budget, never a panic.
func FuzzSniffAndDecode(f *testing.F) {
	f.Add([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x1b\x58\x00\x00\x1b\x58\x10\x06\x00\x00\x00"))
	f.Add([]byte("\xff\xd8\xff\xe0\x00\x10JFIF\x00"))
	f.Add([]byte("RIFF\x00\x00\x00\x00WEBPVP8L"))
	f.Add([]byte("%PDF-1.7\n"))
	f.Add([]byte("GIF89a"))
	f.Fuzz(func(t *testing.T, data []byte) {
		kind, err := sniffFile(bytes.NewReader(data))
		if err != nil {
			if !errors.Is(err, ErrFileTooLarge) {
				t.Fatalf("sniff: %v", err)
			}
			return
		}
		if !kind.isImage() {
			return
		}
		_, err = decode(bytes.NewReader(data), kind, ErrInvalidFileType)
		if err != nil && fault.KindOf(err) != fault.UnsupportedType && fault.KindOf(err) != fault.Invalid {
			t.Fatalf("decode %v: error of kind %v: %v", kind, fault.KindOf(err), err)
		}
	})
}
