// Package httpapi serves tailoring requests over HTTP: POST
// /api/tailoring/requests and GET /api/tailoring/requests/track for
// customers (rate-limited), and the admin's list, detail, update and design
// files.
package httpapi

import (
	"context"
	"fmt"
	"io"
	"mime"
	"net/http"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/gin-gonic/gin"
	"go.uber.org/zap"

	"dhoni/internal/platform/config"
	"dhoni/internal/platform/fault"
	"dhoni/internal/platform/httpserver"
	"dhoni/internal/platform/logging"
	"dhoni/internal/platform/ratelimit"
	"dhoni/internal/tailoring"
)

// Limits per client (address): lookups take the order tracking's limit
// (DHONI_LIMIT_TRACKING); a customer sends a request or two, someone filling
// the owner's list many more (DHONI_LIMIT_TAILORING).
const (
	DefaultPerPage = 20
	maxQuery       = 100
)

// Messages of the routes.
const (
	MsgTooManyLookups     = "Too many attempts. Please try again in a few minutes."
	MsgTooManySubmissions = "Too many requests sent. Please try again later."
	msgStatusFilter       = "Status must be one of new, quoted, accepted, in_progress, ready, delivered, cancelled"
)

// Handler answers the tailoring routes.
type Handler struct {
	service     *tailoring.Service
	lookups     ratelimit.Limiter
	submissions ratelimit.Limiter
}

// New returns the handler with limits from limits, as cfg sets them.
func New(service *tailoring.Service, limits ratelimit.Provider, cfg config.Config) *Handler {
	return &Handler{
		service:     service,
		lookups:     ratelimit.For(limits, "tailoring-lookups", cfg.Limits.Tracking),
		submissions: ratelimit.For(limits, "tailoring-requests", cfg.Limits.Tailoring),
	}
}

// RegisterRoutes adds the tailoring routes.
func (h *Handler) RegisterRoutes(r *httpserver.Routes) {
	r.Public.POST("/tailoring/requests", h.submit)
	r.Public.GET("/tailoring/requests/track", h.track)
	r.AdminRoute(http.MethodGet, "/tailoring/requests", h.list)
	r.AdminRoute(http.MethodGet, "/tailoring/requests/:number", h.get)
	r.AdminRoute(http.MethodPut, "/tailoring/requests/:number", h.update)
	r.AdminRoute(http.MethodGet, "/tailoring/requests/:number/files/:index", h.file)
}

func (h *Handler) submit(c *gin.Context) {
	if !httpserver.Allow(c, h.submissions, httpserver.ClientKey(c), MsgTooManySubmissions) {
		return
	}
	var req submitRequest
	if err := httpserver.DecodeJSON(c.Request.Body, &req); err != nil {
		httpserver.Fail(c, err)
		return
	}
	r, err := h.service.Submit(c.Request.Context(), req.submission())
	httpserver.Respond(c, http.StatusCreated, r, err, toJSON)
}

func (h *Handler) track(c *gin.Context) {
	if !httpserver.Allow(c, h.lookups, httpserver.ClientKey(c), MsgTooManyLookups) {
		return
	}
	r, err := h.service.Track(c.Request.Context(), tailoring.Lookup{Number: c.Query("number"), Phone: c.Query("phone")})
	httpserver.Respond(c, http.StatusOK, r, err, toJSON)
}

func invalidFields(bad map[string]string) error {
	return fault.InvalidFields(fault.MsgCheckFields, bad)
}

func parseListFilter(c *gin.Context) (tailoring.ListFilter, error) {
	f := tailoring.ListFilter{Query: strings.TrimSpace(c.Query("q"))}
	bad := map[string]string{}
	f.Page, f.PerPage = httpserver.ReadPaging(c, DefaultPerPage, bad)
	f.Status = httpserver.ReadChoice(c, "status", tailoring.Status.Valid, msgStatusFilter, bad)
	if utf8.RuneCountInString(f.Query) > maxQuery || strings.ContainsFunc(f.Query, func(r rune) bool { return r < 0x20 || r == 0x7f }) {
		bad["q"] = fmt.Sprintf("Must be at most %d characters, without control characters", maxQuery)
	}
	if len(bad) > 0 {
		return f, invalidFields(bad)
	}
	return f, nil
}

func (h *Handler) list(c *gin.Context) {
	rows := func(p tailoring.Page) ([]*tailoring.Request, int) { return p.Requests, p.Total }
	httpserver.ServeList(c, parseListFilter, h.service.List, rows, toJSON)
}

func (h *Handler) get(c *gin.Context) { httpserver.ServeOne(c, "number", h.service.Get, toJSON) }

func (h *Handler) update(c *gin.Context) {
	var req updateRequest
	if err := httpserver.DecodeJSON(c.Request.Body, &req); err != nil {
		httpserver.Fail(c, err)
		return
	}
	change, err := req.change()
	if err != nil {
		httpserver.Fail(c, err)
		return
	}
	r, err := h.service.Update(c.Request.Context(), c.Param("number"), change)
	httpserver.Respond(c, http.StatusOK, r, err, toJSON)
}

// file sends a design file as it was uploaded, never cached and never
// sniffed into something else.
func (h *Handler) file(c *gin.Context) {
	index, err := strconv.Atoi(c.Param("index"))
	if err != nil {
		index = -1
	}
	number := tailoring.LookupNumber(c.Param("number"))
	file, contentType, err := h.service.OpenDesignFile(c.Request.Context(), number, index)
	if err != nil {
		httpserver.Fail(c, err)
		return
	}
	defer file.Close()
	ext := map[string]string{"image/jpeg": ".jpg", "image/png": ".png", "image/webp": ".webp", "application/pdf": ".pdf"}[contentType]
	hdr := c.Writer.Header()
	hdr.Set("Content-Type", contentType)
	hdr.Set("X-Content-Type-Options", "nosniff")
	hdr.Set("Cache-Control", "private, no-store")
	hdr.Set("Content-Disposition", mime.FormatMediaType("inline",
		map[string]string{"filename": fmt.Sprintf("design-%s-%d%s", number, index+1, ext)}))
	c.Status(http.StatusOK)
	if _, err := io.Copy(c.Writer, file); err != nil && context.Cause(c.Request.Context()) == nil {
		logging.FromContext(c.Request.Context()).Warn("sending a design file interrupted",
			zap.String("request_number", number), zap.Error(err))
	}
}
