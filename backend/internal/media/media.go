// Package media keeps the files people upload: product and category images
// (the admin's, resized and served to everyone under /media) and bank
// transfer slips (a customer's, private, kept only once an order holds them).
// A file's type is decided from its bytes, never from its name or from what
// the browser claims.
package media

import (
	"bytes"
	"errors"
	"fmt"

	"dhoni/internal/platform/fault"
)

// MaxFileSize is the upload limit of the spec (10 MB).
const MaxFileSize int64 = 10 << 20

// classes are the widths images are served at. A copy is at most as wide as
// its class; see imaging.Plan for which classes a picture gets.
var classes = []int{320, 640, 1280}

// URLPrefix is where public blobs are served: the blob "images/ab/640.jpg" is
// at /media/images/ab/640.jpg. Only keys under ImagesPrefix are public.
const URLPrefix = "/media/"

// Key prefixes in the blob store.
const (
	ImagesPrefix = "images/"
	SlipsPrefix  = "slips/"
)

// Messages people see. The first two are the spec's words (checkout).
const (
	MsgFileTooLarge     = "File size must be less than 10MB."
	MsgInvalidFileType  = "Invalid file type. Please upload an image or PDF."
	MsgInvalidImageType = "Invalid file type. Please upload a JPEG, PNG or WebP image."
	MsgImageTooLarge    = "Image is too large: at most 50 megapixels."
	MsgImageTooHeavy    = "Image is too large to process. Please upload a smaller image, such as a photo or a screenshot from a phone."
	MsgSlipNotFound     = "Transfer slip not found"
	MsgNotFound         = "Not found"
	MsgSlipsFull        = "We cannot take more transfer slips right now. Please try again later, or choose Cash on Delivery."
)

var (
	// ErrFileTooLarge is a file over MaxFileSize (413).
	ErrFileTooLarge = fault.New(fault.TooLarge, MsgFileTooLarge)
	// ErrInvalidFileType is a transfer slip that is not a JPEG, PNG, WebP or
	// PDF, or does not decode as one (415).
	ErrInvalidFileType = fault.New(fault.UnsupportedType, MsgInvalidFileType)
	// ErrInvalidImageType is an image that is not a JPEG, PNG or WebP, or
	// does not decode as one (415). PDFs are slips only.
	ErrInvalidImageType = fault.New(fault.UnsupportedType, MsgInvalidImageType)
	// ErrImageTooLarge is an image whose dimensions could exhaust memory
	// when decoded: a decompression bomb, or an absurd scan. It comes inside
	// a fault.Error of kind Invalid (422) with a message on "file".
	ErrImageTooLarge = errors.New("image has too many pixels")
	// ErrSlipNotFound is a slip reference that names no stored slip.
	ErrSlipNotFound = fault.New(fault.NotFound, MsgSlipNotFound)
	// ErrSlipHeld is a file that belongs to something already (AttachOnce).
	ErrSlipHeld = fault.New(fault.Conflict, "file already held")
	// ErrSlipsFull is a slip refused because the slips no order holds yet
	// already fill DHONI_SLIP_QUOTA_MB (507).
	ErrSlipsFull = fault.New(fault.InsufficientStorage, MsgSlipsFull)
	// ErrNotFound is a media path that serves nothing (missing, or private).
	ErrNotFound = fault.New(fault.NotFound, MsgNotFound)
)

// imageTooLarge is a new error each time: callers may reword its fields.
// message is MsgImageTooLarge (too many pixels) or MsgImageTooHeavy (too
// much memory to decode).
func imageTooLarge(message string, cause error) error {
	return &fault.Error{
		Kind:    fault.Invalid,
		Message: message,
		Fields:  map[string]string{"file": message},
		Err:     fmt.Errorf("%w: %v", ErrImageTooLarge, cause),
	}
}

// Purpose is what an upload is for.
type Purpose string

const (
	PurposeImage Purpose = "image"
	PurposeSlip  Purpose = "transfer-slip"
	// PurposeDesign is a customer's design file for a tailoring request:
	// kept privately exactly as a slip is (same types, same clean-up when no
	// request takes it within a day), read only by the admin.
	PurposeDesign Purpose = "design-file"
)

// MsgInvalidPurpose is the field message for anything else.
const MsgInvalidPurpose = "Must be image, transfer-slip or design-file"

// ParsePurpose accepts the two purposes.
func ParsePurpose(s string) (Purpose, error) {
	switch p := Purpose(s); p {
	case PurposeImage, PurposeSlip, PurposeDesign:
		return p, nil
	}
	return "", fault.InvalidFields("Please check the upload.", map[string]string{"purpose": MsgInvalidPurpose})
}

// Kind is a file type recognised from its first bytes.
type Kind string

const (
	KindUnknown Kind = ""
	KindJPEG    Kind = "jpeg"
	KindPNG     Kind = "png"
	KindWebP    Kind = "webp"
	KindPDF     Kind = "pdf"
)

// SniffLen is how many leading bytes Sniff needs.
const SniffLen = 12

// Sniff recognises the four types the shop accepts by their magic numbers.
// Everything else, including SVG and HTML (which a browser could run as a
// page) and GIF, is KindUnknown.
func Sniff(head []byte) Kind {
	switch {
	case bytes.HasPrefix(head, []byte{0xFF, 0xD8, 0xFF}):
		return KindJPEG
	case bytes.HasPrefix(head, []byte{0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'}):
		return KindPNG
	case len(head) >= 12 && string(head[:4]) == "RIFF" && string(head[8:12]) == "WEBP":
		return KindWebP
	case bytes.HasPrefix(head, []byte("%PDF-")):
		return KindPDF
	}
	return KindUnknown
}

// ContentType is the media type the kind is stored and served with.
func (k Kind) ContentType() string {
	switch k {
	case KindJPEG, KindPNG, KindWebP:
		return "image/" + string(k)
	case KindPDF:
		return "application/pdf"
	}
	return "application/octet-stream"
}

// Ext is the file extension of the kind.
func (k Kind) Ext() string {
	if k == KindJPEG {
		return "jpg"
	}
	return string(k)
}

func (k Kind) isImage() bool { return k == KindJPEG || k == KindPNG || k == KindWebP }

func (k Kind) String() string {
	if k == KindUnknown {
		return "unknown"
	}
	return string(k)
}
