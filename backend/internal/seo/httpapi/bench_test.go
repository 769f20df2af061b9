package httpapi_test

import (
	"fmt"
	"net/http"
	"testing"

	"dhoni/internal/platform/dbtest"
)

// A shop of 1,000 products on SQLite: the sitemap built from the database,
// and a product page with its head tags (what a preview fetch costs).
//
//	go test -run '^$' -bench . -benchtime 200x ./backend/internal/seo/httpapi/
func BenchmarkPages(b *testing.B) {
	cfg := dbtest.Config(b, "sqlite")
	cfg.PublicURL = shop
	a := startShop(b, cfg)
	admin := a.AdminCookie(b)
	var root, kitchen category
	create(b, a, admin, "/api/categories", map[string]any{"name": "Accessories", "shop_type": "accessories"}, &root)
	create(b, a, admin, "/api/categories", map[string]any{"name": "Kitchen", "shop_type": "accessories"}, &kitchen)
	var last product
	for i := range 1000 {
		create(b, a, admin, "/api/products", map[string]any{
			"title": fmt.Sprintf("Rice Cooker %d", i), "sku": fmt.Sprintf("RC-%d", i), "price": 899,
			"description": "A 1.8 litre rice cooker that keeps rice warm for hours.", "images": []string{},
			"category_id": kitchen.ID, "shop_type": "accessories", "tags": []string{}, "stock": map[string]int{"default": 4},
			"colors": []map[string]string{}, "sizes": []string{}, "is_featured": false, "brand": "Panasonic",
		}, &last)
	}
	for name, path := range map[string]string{"sitemap": "/sitemap.xml", "product page": "/accessories/" + last.Slug} {
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if res, _ := send(b, a, http.MethodGet, path, "", nil); res.StatusCode != http.StatusOK {
					b.Fatalf("%s: got %d", path, res.StatusCode)
				}
			}
		})
	}
}
