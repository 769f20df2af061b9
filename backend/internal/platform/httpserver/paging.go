package httpserver

import (
	"context"
	"net/http"
	"strconv"
	"strings"

	"github.com/gin-gonic/gin"
)

// Messages of ReadPaging.
const (
	MsgPage    = "Must be a whole number from 1 to 1,000,000"
	MsgPerPage = "Must be a whole number from 1 to 100"
)

// maxPage keeps a list's offset far from overflowing (finding 8 of
// docs/security.md).
const maxPage = 1_000_000

// ReadPaging reads ?page= (1 when absent) and ?per_page= (perPage when
// absent) of an admin list. A page that is not a whole number from 1 to
// 1,000,000, or a page size outside 1 to 100, is recorded in bad under its
// parameter's name.
func ReadPaging(c *gin.Context, perPage int, bad map[string]string) (page, size int) {
	read := func(name string, dflt, ceiling int, msg string) int {
		v, ok := c.GetQuery(name)
		if !ok {
			return dflt
		}
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil || n < 1 || n > ceiling {
			bad[name] = msg
		}
		return n
	}
	return read("page", 1, maxPage, MsgPage), read("per_page", perPage, 100, MsgPerPage)
}

// ReadChoice reads ?name= as one of a fixed set of values (valid says which;
// the zero value when absent). A value outside the set is recorded in bad
// under name with msg.
func ReadChoice[S ~string](c *gin.Context, name string, valid func(S) bool, msg string, bad map[string]string) S {
	v := S(strings.TrimSpace(c.Query(name)))
	if v != "" && !valid(v) {
		bad[name] = msg
	}
	return v
}

// ServeList answers a list route: the filter read from the request (an
// error answered as Fail answers it), one page of what list finds for it,
// and, through rows, that page's items in their wire form with the number
// of all that match (RespondPage).
func ServeList[F, P, T, W any](c *gin.Context, filter func(*gin.Context) (F, error), list func(context.Context, F) (P, error), rows func(P) ([]T, int), wire func(T) W) {
	f, err := filter(c)
	if err != nil {
		Fail(c, err)
		return
	}
	page, err := list(c.Request.Context(), f)
	if err != nil {
		Fail(c, err)
		return
	}
	items, total := rows(page)
	RespondPage(c, items, total, wire)
}

// RespondPage answers a list: one page of items in their wire form, and the
// number of all that match in X-Total-Count.
func RespondPage[T, W any](c *gin.Context, items []T, total int, wire func(T) W) {
	out := make([]W, len(items))
	for i, item := range items {
		out[i] = wire(item)
	}
	c.Header("X-Total-Count", strconv.Itoa(total))
	c.JSON(http.StatusOK, out)
}
