// Package httpapi serves the atolls over HTTP: GET /api/atolls.
package httpapi

import (
	"context"
	"encoding/json"

	"github.com/gin-gonic/gin"

	"dhoni/internal/geography"
	"dhoni/internal/platform/httpserver"
)

// Handler answers the geography routes.
type Handler struct {
	source geography.AtollSource
}

// New returns the handler reading atolls from source.
func New(source geography.AtollSource) *Handler { return &Handler{source: source} }

// RegisterRoutes adds GET /api/atolls for everyone.
func (h *Handler) RegisterRoutes(r *httpserver.Routes) {
	r.Public.GET("/atolls", h.list)
}

type atollBody struct {
	Name    string   `json:"name"`
	Islands []string `json:"islands"`
}

// atollsBody is the wire form of a list of atolls.
func atollsBody(atolls []geography.Atoll) []atollBody {
	out := make([]atollBody, len(atolls))
	for i, a := range atolls {
		islands := a.Islands
		if islands == nil {
			islands = []string{}
		}
		out[i] = atollBody{Name: a.Name, Islands: islands}
	}
	return out
}

func (h *Handler) list(c *gin.Context) {
	body, err := h.AtollsJSON(c.Request.Context())
	httpserver.RespondEncoded(c, body, err)
}

// AtollsJSON is GET /atolls's JSON. The storefront reads it in process
// (storefront.Atolls).
func (h *Handler) AtollsJSON(ctx context.Context) ([]byte, error) {
	atolls, err := h.source.Atolls(ctx)
	if err != nil {
		return nil, err
	}
	return json.Marshal(atollsBody(atolls))
}
