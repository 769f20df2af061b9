// Package httpapi serves uploads over HTTP: POST /api/uploads (transfer slips
// for everyone, rate-limited; images for the admin only) and the public
// /media/ files (images only).
package httpapi

import (
	"errors"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
	"go.uber.org/zap"

	"dhoni/internal/media"
	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/fault"
	"dhoni/internal/platform/httpserver"
	"dhoni/internal/platform/logging"
	"dhoni/internal/platform/ratelimit"
)

// multipartOverhead is room in the body limit for the form's boundaries,
// headers and the purpose field around a file of media.MaxFileSize.
const multipartOverhead = 64 << 10

// Messages of the upload route.
const (
	MsgCheckUpload    = "Please check the upload."
	MsgChooseFile     = "Please choose a file to upload."
	MsgSlipRequired   = "Transfer slip is required for bank transfers."
	MsgOneFile        = "Upload one file at a time."
	MsgUnreadable     = "The upload could not be read. Please try again."
	MsgTooManyUploads = "Too many uploads. Please try again in a few minutes."
	// MsgTooManyMegabytes: one client's share of the shop's room for slips
	// and design files is used up for the day.
	MsgTooManyMegabytes = "You have uploaded as much as we can take from you today. Please try again tomorrow, or choose Cash on Delivery."
	MsgNotLoggedIn      = "Not logged in"
)

// maxPurposeFieldLen bounds what is read of the purpose field.
const maxPurposeFieldLen = 64

// Uploads handles POST /api/uploads.
type Uploads struct {
	service *media.Service
	admin   httpserver.AdminCheck
	limiter ratelimit.Limiter
	// megabytes counts a client's slips and design files, a megabyte (or
	// part of one) an event.
	megabytes ratelimit.Limiter
	tmpDir    string
	// deadline is how long an upload's body may take to arrive.
	deadline time.Duration
}

// NewUploads returns the handler. Files being received are spooled to tmpDir
// (on the data volume, not /tmp, which may be small or read-only); leftovers
// of a crash older than an hour are removed here.
func NewUploads(service *media.Service, admin httpserver.AdminCheck, clk clock.Clock, limiter, megabytes ratelimit.Limiter, tmpDir string, deadline time.Duration) (*Uploads, error) {
	if err := os.MkdirAll(tmpDir, 0o750); err != nil {
		return nil, fmt.Errorf("upload directory %s cannot be created: %w", tmpDir, err)
	}
	removeStale(tmpDir, clk.Now().Add(-time.Hour))
	return &Uploads{
		service:   service,
		admin:     admin,
		limiter:   limiter,
		megabytes: megabytes,
		tmpDir:    tmpDir,
		deadline:  deadline,
	}, nil
}

func removeStale(dir string, before time.Time) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		info, err := e.Info()
		if err != nil || !strings.HasPrefix(e.Name(), "upload-") || !info.ModTime().Before(before) {
			continue
		}
		// Best effort: a file that will not go is tried again at the next start.
		_ = os.Remove(filepath.Join(dir, e.Name()))
	}
}

// RegisterRoutes adds POST /api/uploads with a body limit of the file limit
// plus room for the form around it.
func (u *Uploads) RegisterRoutes(r *httpserver.Routes) {
	r.Public.POST("/uploads", u.upload)
	r.LimitBody(r.Public.BasePath()+"/uploads", media.MaxFileSize+multipartOverhead)
	r.BodyDeadline(r.Public.BasePath()+"/uploads", u.deadline)
}

type imageBody struct {
	Ref    string `json:"ref"`
	URL    string `json:"url"`
	Srcset string `json:"srcset"`
}

type slipBody struct {
	Ref string  `json:"ref"`
	URL *string `json:"url"`
}

func (u *Uploads) upload(c *gin.Context) {
	isAdmin := u.admin.IsAdmin(c)
	// The admin uploads a catalogue's worth of images; a stranger is limited
	// before a byte of the body is read.
	if !isAdmin {
		if !httpserver.Allow(c, u.limiter, httpserver.ClientKey(c), MsgTooManyUploads) {
			c.Header("Connection", "close")
			return
		}
	}
	form, err := u.read(c, isAdmin)
	if form.file != nil {
		defer form.discard(c)
	}
	if err != nil {
		refuse(c, err)
		return
	}
	ctx := c.Request.Context()
	switch form.purpose {
	case media.PurposeImage:
		img, err := u.service.SaveImage(ctx, form.file)
		if err != nil {
			httpserver.Fail(c, err)
			return
		}
		c.JSON(http.StatusCreated, imageBody{Ref: img.Ref(), URL: img.URL(), Srcset: img.Srcset()})
	case media.PurposeSlip, media.PurposeDesign:
		if !isAdmin && !u.withinShare(c, form.size) {
			return
		}
		slip, err := u.service.SaveSlip(ctx, form.file)
		if err != nil {
			httpserver.Fail(c, err)
			return
		}
		c.JSON(http.StatusCreated, slipBody{Ref: slip.Ref})
	}
}

// withinShare counts a stranger's file against their megabytes for the
// day, so that one client cannot fill the shop's quota of slips waiting for
// an order (DHONI_SLIP_QUOTA_MB) and make everyone else's slip fail: past
// their share they get 429, and everyone else still uploads.
func (u *Uploads) withinShare(c *gin.Context, size int64) bool {
	client := httpserver.ClientKey(c)
	for range max(1, (size+1<<20-1)>>20) {
		if !httpserver.Allow(c, u.megabytes, client, MsgTooManyMegabytes) {
			return false
		}
	}
	return true
}

// refuse answers an upload that was not read to its end: the connection is
// closed rather than drained of a body nobody will use.
func refuse(c *gin.Context, err error) {
	c.Header("Connection", "close")
	httpserver.Fail(c, err)
}

type uploadForm struct {
	purpose media.Purpose
	file    *os.File
	size    int64
}

func (f uploadForm) discard(c *gin.Context) {
	name := f.file.Name()
	errs := errors.Join(f.file.Close(), os.Remove(name))
	if errs != nil {
		logging.FromContext(c.Request.Context()).Warn("could not remove an upload's temporary file",
			zap.String("file", name), zap.Error(errs))
	}
}

// read streams the form: the purpose is checked as soon as it arrives (a
// stranger asking to upload an image is refused before the file is read, when
// the browser sends the purpose first, as FormData does in append order), and
// the file goes to a temporary file through a reader that stops one byte
// past the limit. Nothing is held in memory.
func (u *Uploads) read(c *gin.Context, isAdmin bool) (uploadForm, error) {
	var form uploadForm
	mr, err := c.Request.MultipartReader()
	if err != nil {
		return form, fault.InvalidFields(MsgCheckUpload, map[string]string{"file": MsgChooseFile})
	}
	purposeSeen := false
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return form, readError(err)
		}
		switch part.FormName() {
		case "purpose":
			raw, err := io.ReadAll(io.LimitReader(part, maxPurposeFieldLen))
			if err != nil {
				return form, readError(err)
			}
			p, err := media.ParsePurpose(strings.TrimSpace(string(raw)))
			if err != nil {
				return form, err
			}
			if p == media.PurposeImage && !isAdmin {
				return form, fault.New(fault.Unauthorized, MsgNotLoggedIn)
			}
			form.purpose, purposeSeen = p, true
		case "file":
			if form.file != nil {
				return form, fault.InvalidFields(MsgCheckUpload, map[string]string{"file": MsgOneFile})
			}
			form.file, form.size, err = u.spool(part)
			if err != nil {
				return form, err
			}
		default:
			if _, err := io.Copy(io.Discard, part); err != nil {
				return form, readError(err)
			}
		}
	}
	fields := map[string]string{}
	if !purposeSeen {
		fields["purpose"] = media.MsgInvalidPurpose
	}
	if form.file == nil || form.size == 0 {
		fields["file"] = MsgChooseFile
		if form.purpose == media.PurposeSlip {
			fields["file"] = MsgSlipRequired
		}
	}
	if len(fields) > 0 {
		return form, fault.InvalidFields(MsgCheckUpload, fields)
	}
	return form, nil
}

// spool copies the file part to a temporary file, refusing it once it passes
// media.MaxFileSize. The file is returned even on error, to be removed.
func (u *Uploads) spool(part *multipart.Part) (*os.File, int64, error) {
	f, err := os.CreateTemp(u.tmpDir, "upload-*")
	if err != nil {
		return nil, 0, fmt.Errorf("temporary file for an upload: %w", err)
	}
	n, err := io.Copy(f, io.LimitReader(part, media.MaxFileSize+1))
	if err != nil {
		return f, n, readError(err)
	}
	if n > media.MaxFileSize {
		return f, n, media.ErrFileTooLarge
	}
	return f, n, nil
}

// readError words a failure to read the body: over the route's limit is the
// spec's size message; anything else is a broken form.
func readError(err error) error {
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		return media.ErrFileTooLarge
	}
	var fe *fault.Error
	if errors.As(err, &fe) {
		return err
	}
	return &fault.Error{Kind: fault.Invalid, Message: MsgUnreadable, Fields: map[string]string{"file": MsgUnreadable}, Err: err}
}
