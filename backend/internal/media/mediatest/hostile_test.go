package mediatest_test

import (
	"bytes"
	"errors"
	"testing"

	"dhoni/internal/media/imaging"
	"dhoni/internal/media/mediatest"
)

func TestHostileImagesAreRefusedBeforeDecoding(t *testing.T) {
	formats := map[string]imaging.Format{"image/png": imaging.PNG, "image/jpeg": imaging.JPEG, "image/webp": imaging.WebP}
	for _, h := range mediatest.HostileImages() {
		_, err := imaging.Decode(bytes.NewReader(h.Data), formats[h.ContentType])
		var px *imaging.TooManyPixelsError
		var by *imaging.TooManyBytesError
		t.Logf("%s (%d bytes): %v", h.Name, len(h.Data), err)
		if !errors.As(err, &px) && !errors.As(err, &by) {
			t.Errorf("%s: got %v", h.Name, err)
		}
	}
	if _, err := imaging.Decode(bytes.NewReader(mediatest.PhonePhoto()), imaging.JPEG); err != nil {
		t.Errorf("phone photo: %v", err)
	}
}
