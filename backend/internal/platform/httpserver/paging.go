package httpserver

import (
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
