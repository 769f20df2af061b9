package app

import (
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
	"go.uber.org/fx"

	"dhoni/internal/platform/httpserver"
)

// mediaRoutes mounts /media/*key on the site root. gin allows one catch-all
// under /media, so the catalog's shipped sample pictures (/media/samples/...)
// and the uploaded images (/media/images/...) share it here.
type mediaRoutes struct {
	uploads http.Handler
	samples http.Handler
}

type mediaHandlers struct {
	fx.In
	Uploads http.Handler `name:"media"`
	Samples http.Handler `name:"sample-images"`
}

func newMediaRoutes(h mediaHandlers) mediaRoutes {
	return mediaRoutes{uploads: h.Uploads, samples: h.Samples}
}

func (m mediaRoutes) RegisterRoutes(r *httpserver.Routes) {
	serve := func(c *gin.Context) {
		if strings.HasPrefix(c.Param("key"), "/samples/") {
			m.samples.ServeHTTP(c.Writer, c.Request)
			return
		}
		m.uploads.ServeHTTP(c.Writer, c.Request)
	}
	r.Site.GET("/media/*key", serve)
	r.Site.HEAD("/media/*key", serve)
}
