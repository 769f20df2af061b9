package imaging

import (
	"bytes"
	"image/jpeg"
	"sync"
	"testing"

	"golang.org/x/image/draw"
)

// Run with: go test -run '^$' -bench . -benchmem ./internal/media/imaging/
// Figures are in docs/decisions/017-image-copies.md (and docs/benchmarks.md).

var bigJPEG = sync.OnceValue(func() []byte {
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, photo(3000, 2000), &jpeg.Options{Quality: 90}); err != nil {
		panic(err)
	}
	return buf.Bytes()
})

func BenchmarkDecode3000x2000JPEG(b *testing.B) {
	data := bigJPEG()
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := Decode(bytes.NewReader(data), JPEG); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkResize3000x2000JPEG makes the 320, 640 and 1280 copies of a decoded
// 3000×2000 photo, encoding included, with each interpolator: "chain" shrinks
// each copy from the one above it (what the shop does), "direct" shrinks every
// copy from the original.
func BenchmarkResize3000x2000JPEG(b *testing.B) {
	pic, err := Decode(bytes.NewReader(bigJPEG()), JPEG)
	if err != nil {
		b.Fatal(err)
	}
	for _, s := range []struct {
		name   string
		scaler Scaler
	}{{"CatmullRom", draw.CatmullRom}, {"BiLinear", draw.BiLinear}, {"ApproxBiLinear", draw.ApproxBiLinear}} {
		b.Run(s.name+"/chain", func(b *testing.B) {
			for b.Loop() {
				if _, err := pic.Variants(classes, s.scaler); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(s.name+"/direct", func(b *testing.B) {
			for b.Loop() {
				for _, c := range classes {
					if _, err := pic.Variants([]int{c}, s.scaler); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
}

// BenchmarkUpload3000x2000JPEG is the whole work of an image upload: decode,
// three copies, encode.
func BenchmarkUpload3000x2000JPEG(b *testing.B) {
	data := bigJPEG()
	for b.Loop() {
		pic, err := Decode(bytes.NewReader(data), JPEG)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := pic.Variants(classes, draw.CatmullRom); err != nil {
			b.Fatal(err)
		}
	}
}
