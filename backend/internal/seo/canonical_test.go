package seo_test

import (
	"testing"

	"dhoni/internal/seo"
)

func TestCanonicalPath(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"/":                            "/",
		"":                             "/",
		"/shop":                        "/shop",
		"/shop/":                       "/shop",
		"//shop":                       "/shop",
		"/x1/../shop":                  "/shop",
		"/./shop/blue-abaya":           "/shop/blue-abaya",
		"/shop//blue-abaya":            "/shop/blue-abaya",
		"/shop/blue-abaya/":            "/shop/blue-abaya",
		"/SHOP":                        "/shop",
		"/Shop/Blue-Abaya":             "/shop/blue-abaya",
		"/Accessories/KETTLE":          "/accessories/kettle",
		"/CATEGORIES/abayas":           "/categories/abayas",
		"/Cart/":                       "/cart",
		"/order-confirmation/DH-ABC12": "/order-confirmation/DH-ABC12",
		"/Order-Confirmation/DH-ABC12": "/order-confirmation/DH-ABC12",
		"/admin/orders/DH-ABC12/":      "/admin/orders/DH-ABC12",
		"/Admin":                       "/Admin",
		"/No-Such-Page/":               "/No-Such-Page",
		"//evil.example/":              "/evil.example",
		"/shop/a/b/":                   "/shop/a/b",
	} {
		if got := seo.CanonicalPath(in); got != want {
			t.Errorf("CanonicalPath(%q) = %q, want %q", in, got, want)
		}
	}
}
