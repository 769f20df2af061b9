package media

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"strings"

	"golang.org/x/image/draw"

	"dhoni/internal/media/imaging"
	"dhoni/internal/platform/blobstore"
	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/config"
)

// Service stores and serves uploads.
type Service struct {
	blobs blobstore.Store
	slips SlipStore
	clock clock.Clock
	// decoding bounds how many pictures are decoded at once (see
	// MaxDecodes): each may take up to imaging.MaxDecodeBytes.
	decoding chan struct{}
	// slipQuota bounds the total size of slips no order holds yet.
	slipQuota int64
}

// MaxDecodes is how many pictures are decoded at once, whatever the number
// of CPUs: with imaging.MaxDecodeBytes each, ten hostile uploads at once stay
// well under 256 MiB for the whole process; the others wait their turn.
const MaxDecodes = 2

// NewService returns the media service over a blob store and the slips
// table, with the quota of unattached slips (DHONI_SLIP_QUOTA_MB).
func NewService(blobs blobstore.Store, slips SlipStore, clk clock.Clock, cfg config.Config) *Service {
	return &Service{
		blobs:     blobs,
		slips:     slips,
		clock:     clk,
		decoding:  make(chan struct{}, MaxDecodes),
		slipQuota: cfg.SlipQuota,
	}
}

// Image is a stored picture: its copies, smallest first.
type Image struct {
	ID     string
	Copies []Copy
}

// Copy is one resized copy of an image.
type Copy struct {
	// Class is the copy's size class (320, 640, 1280); the copy is at most
	// that wide, and the class is the number in its file name.
	Class         int
	Width, Height int
	Key           string
}

// Ref is the image's reference in API answers.
func (i Image) Ref() string { return "img_" + i.ID }

// URL is where the largest copy is served. The front end derives the other
// sizes from it by swapping the class in the file name (see Srcset).
func (i Image) URL() string { return URLPrefix + i.Copies[len(i.Copies)-1].Key }

// Srcset lists every copy for <img srcset>, described by its class:
// "/media/images/<id>/320.jpg 320w, /media/images/<id>/640.jpg 640w, ...".
func (i Image) Srcset() string {
	parts := make([]string, len(i.Copies))
	for n, c := range i.Copies {
		parts[n] = fmt.Sprintf("%s%s %dw", URLPrefix, c.Key, c.Class)
	}
	return strings.Join(parts, ", ")
}

// SaveImage checks that file is a JPEG, PNG or WebP image of at most
// MaxFileSize and MaxPixels, and stores its copies.
func (s *Service) SaveImage(ctx context.Context, file io.ReadSeeker) (Image, error) {
	kind, err := sniffFile(file)
	if err != nil {
		return Image{}, err
	}
	if !kind.isImage() {
		return Image{}, ErrInvalidImageType
	}
	release, err := s.acquire(ctx)
	if err != nil {
		return Image{}, err
	}
	defer release()
	pic, err := decode(file, kind, ErrInvalidImageType)
	if err != nil {
		return Image{}, err
	}
	variants, err := pic.Variants(classes, draw.CatmullRom)
	if err != nil {
		return Image{}, err
	}
	id, err := newID()
	if err != nil {
		return Image{}, err
	}
	img := Image{ID: id}
	for _, v := range variants {
		key := fmt.Sprintf("%s%s/%d.%s", ImagesPrefix, id, v.Class, v.Format.Ext())
		if err := s.blobs.Put(ctx, key, v.Format.ContentType(), bytes.NewReader(v.Data)); err != nil {
			return Image{}, errors.Join(err, s.deleteCopies(img))
		}
		img.Copies = append(img.Copies, Copy{Class: v.Class, Width: v.Width, Height: v.Height, Key: key})
	}
	return img, nil
}

// deleteCopies removes what a failed save had stored.
func (s *Service) deleteCopies(img Image) error {
	var errs []error
	for _, c := range img.Copies {
		// The request may be gone; the clean-up must still happen.
		errs = append(errs, s.blobs.Delete(context.Background(), c.Key))
	}
	return errors.Join(errs...)
}

// SaveDataURL stores an image sent inline by the admin form
// ("data:image/png;base64,...") like an uploaded one and returns the URL of
// its largest copy. The media type the data URL claims is ignored: the bytes
// decide. It implements catalog.ImageStore.
func (s *Service) SaveDataURL(ctx context.Context, dataURL string) (string, error) {
	const scheme = "data:"
	if len(dataURL) < len(scheme) || !strings.EqualFold(dataURL[:len(scheme)], scheme) {
		return "", ErrInvalidImageType
	}
	meta, payload, ok := strings.Cut(dataURL[len(scheme):], ",")
	if !ok || !strings.HasSuffix(strings.ToLower(meta), ";base64") {
		return "", ErrInvalidImageType
	}
	// Refuse an oversized payload before allocating room to decode it.
	if int64(base64.StdEncoding.DecodedLen(len(payload))) > MaxFileSize+3 {
		return "", ErrFileTooLarge
	}
	data, err := base64.StdEncoding.DecodeString(payload)
	if err != nil {
		return "", ErrInvalidImageType
	}
	img, err := s.SaveImage(ctx, bytes.NewReader(data))
	if err != nil {
		return "", err
	}
	return img.URL(), nil
}

// OpenPublic opens a blob that may be served to anyone: images only, never
// slips. Anything else is ErrNotFound, so a stranger cannot tell a private
// file from a missing one.
func (s *Service) OpenPublic(ctx context.Context, key string) (io.ReadCloser, blobstore.Info, error) {
	if !strings.HasPrefix(key, ImagesPrefix) || blobstore.ValidateKey(key) != nil {
		return nil, blobstore.Info{}, ErrNotFound
	}
	rc, info, err := s.blobs.Open(ctx, key)
	if errors.Is(err, blobstore.ErrNotFound) {
		return nil, blobstore.Info{}, ErrNotFound
	}
	if err != nil {
		return nil, blobstore.Info{}, err
	}
	return rc, info, nil
}

// sniffFile checks the size and recognises the type, leaving the file at its
// start.
func sniffFile(file io.ReadSeeker) (Kind, error) {
	size, err := file.Seek(0, io.SeekEnd)
	if err != nil {
		return KindUnknown, fmt.Errorf("size of upload: %w", err)
	}
	if size > MaxFileSize {
		return KindUnknown, ErrFileTooLarge
	}
	if _, err := file.Seek(0, io.SeekStart); err != nil {
		return KindUnknown, fmt.Errorf("rewind upload: %w", err)
	}
	head := make([]byte, SniffLen)
	n, err := io.ReadFull(file, head)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF) {
		return KindUnknown, fmt.Errorf("read upload: %w", err)
	}
	if _, err := file.Seek(0, io.SeekStart); err != nil {
		return KindUnknown, fmt.Errorf("rewind upload: %w", err)
	}
	return Sniff(head[:n]), nil
}

// decode decodes the whole picture, answering invalidType for a file that is
// not the image its first bytes promise (truncated, or a disguise).
func decode(file io.ReadSeeker, kind Kind, invalidType error) (*imaging.Picture, error) {
	formats := map[Kind]imaging.Format{KindJPEG: imaging.JPEG, KindPNG: imaging.PNG, KindWebP: imaging.WebP}
	pic, err := imaging.Decode(file, formats[kind])
	var tooBig *imaging.TooManyPixelsError
	var tooHeavy *imaging.TooManyBytesError
	switch {
	case errors.As(err, &tooBig):
		return nil, imageTooLarge(MsgImageTooLarge, err)
	case errors.As(err, &tooHeavy):
		return nil, imageTooLarge(MsgImageTooHeavy, err)
	case errors.Is(err, imaging.ErrCorrupt):
		return nil, fmt.Errorf("%w (%v)", invalidType, err)
	case err != nil:
		return nil, err
	}
	return pic, nil
}

// acquire waits for a turn to decode a picture.
func (s *Service) acquire(ctx context.Context) (func(), error) {
	select {
	case s.decoding <- struct{}{}:
		return func() { <-s.decoding }, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// idLen is the length of a random id: 96 bits in hex, never guessed.
const idLen = 24

func newID() (string, error) {
	b := make([]byte, idLen/2)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("random id: %w", err)
	}
	return hex.EncodeToString(b), nil
}

func validID(id string) bool {
	if len(id) != idLen {
		return false
	}
	for i := 0; i < len(id); i++ {
		if !(id[i] >= '0' && id[i] <= '9' || id[i] >= 'a' && id[i] <= 'f') {
			return false
		}
	}
	return true
}
