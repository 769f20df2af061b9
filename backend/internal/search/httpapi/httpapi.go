// Package httpapi serves search: GET /api/search (one page of results from
// both shops), GET /api/search/suggestions (at most five, while typing) and,
// for the owner, GET /api/search-misses (the searches that found nothing).
// The public answers are kept by the read model (storefront) like the
// catalogue's; CountServed counts the searches it answers.
package httpapi

import (
	"net/http"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"

	"dhoni/internal/platform/fault"
	"dhoni/internal/platform/httpserver"
	"dhoni/internal/search"
)

// MissesShown is how many of the searches that found nothing the owner sees.
const MissesShown = 20

// New returns the routes.
func New(service *search.Service) httpserver.RoutesFunc {
	return func(r *httpserver.Routes) {
		r.Public.GET("/search", func(c *gin.Context) {
			bad := map[string]string{}
			page, perPage := httpserver.ReadPaging(c, search.DefaultPerPage, bad)
			if len(bad) > 0 {
				httpserver.Fail(c, fault.InvalidFields(fault.MsgCheckFields, bad))
				return
			}
			res, err := service.Search(c.Request.Context(), c.Query("q"), page, perPage)
			if err == nil {
				c.Header("X-Total-Count", strconv.Itoa(res.Total))
			}
			httpserver.Respond(c, http.StatusOK, res, err, toResults)
		})
		r.Public.GET("/search/suggestions", func(c *gin.Context) {
			hits, err := service.Suggest(c.Request.Context(), c.Query("q"))
			httpserver.Respond(c, http.StatusOK, hits, err, toHits)
		})
		r.AdminRoute(http.MethodGet, "/search-misses", func(c *gin.Context) {
			misses, err := service.TopMisses(c.Request.Context(), MissesShown)
			httpserver.Respond(c, http.StatusOK, misses, err, toMisses)
		})
	}
}

// SearchPath is the results' route, whose answers the read model keeps.
const SearchPath = "/api/search"

// CountServed counts a search the read model answered from memory when its
// answer (X-Total-Count) found nothing.
func CountServed(service *search.Service) func(r *http.Request, header http.Header) {
	return func(r *http.Request, header http.Header) {
		if header.Get("X-Total-Count") != "0" {
			return
		}
		q := r.URL.Query()
		page, err := strconv.Atoi(q.Get("page"))
		if err != nil {
			page = 1
		}
		service.CountMiss(q.Get("q"), page)
	}
}

type resultJSON struct {
	ID    string `json:"id"`
	Slug  string `json:"slug"`
	Title string `json:"title"`
	// TitleDV and CategoryDV are the Dhivehi ones, left out without.
	TitleDV    string  `json:"title_dv,omitempty"`
	ShopType   string  `json:"shop_type"`
	Category   string  `json:"category"`
	CategoryDV string  `json:"category_dv,omitempty"`
	Price      float64 `json:"price"`
	// OriginalPrice is the price struck out during a sale.
	OriginalPrice float64 `json:"original_price,omitempty"`
	Image         string  `json:"image"`
}

type categoryJSON struct {
	Name     string `json:"name"`
	NameDV   string `json:"name_dv,omitempty"`
	Slug     string `json:"slug"`
	ShopType string `json:"shop_type"`
	Products int    `json:"products"`
}

type resultsJSON struct {
	Query             string         `json:"query"`
	Total             int            `json:"total"`
	Page              int            `json:"page"`
	PerPage           int            `json:"per_page"`
	Results           []resultJSON   `json:"results"`
	PopularCategories []categoryJSON `json:"popular_categories"`
}

type missJSON struct {
	Term           string    `json:"term"`
	Count          int       `json:"count"`
	LastSearchedAt time.Time `json:"last_searched_at"`
}

func toHit(h search.Hit) resultJSON {
	d := h.Document
	r := resultJSON{
		ID: d.ID, Slug: d.Slug, Title: d.Title, TitleDV: d.TitleDV, ShopType: d.Shop,
		Price: h.Price.MVR(), OriginalPrice: h.Original.MVR(), Image: d.Image,
	}
	if len(d.Categories) > 0 {
		r.Category = d.Categories[0]
	}
	if len(d.CategoriesDV) > 0 {
		r.CategoryDV = d.CategoriesDV[0]
	}
	return r
}

func toHits(hits []search.Hit) []resultJSON {
	out := make([]resultJSON, 0, len(hits))
	for _, h := range hits {
		out = append(out, toHit(h))
	}
	return out
}

func toResults(r search.Results) resultsJSON {
	out := resultsJSON{
		Query: r.Query.String(), Total: r.Total, Page: r.Page, PerPage: r.PerPage,
		Results: toHits(r.Hits), PopularCategories: []categoryJSON{},
	}
	for _, c := range r.Popular {
		out.PopularCategories = append(out.PopularCategories, categoryJSON{Name: c.Name, NameDV: c.NameDV, Slug: c.Slug, ShopType: c.Shop, Products: c.Products})
	}
	return out
}

func toMisses(misses []search.Miss) []missJSON {
	out := make([]missJSON, 0, len(misses))
	for _, m := range misses {
		out = append(out, missJSON{Term: m.Term, Count: m.Count, LastSearchedAt: m.Last.UTC()})
	}
	return out
}
