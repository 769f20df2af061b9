package seo

import (
	"path"
	"strings"
)

// lowerRoutes are the app's storefront routes (frontend/src/app/routes.tsx),
// which the app matches ignoring case. The admin's are matched with case,
// and an order number keeps its own.
var lowerRoutes = map[string]bool{
	"shop": true, "accessories": true, "categories": true, "search": true, "cart": true,
	"checkout": true, "order-confirmation": true, "track-order": true, "tailoring": true, "my-orders": true,
}

// sluggedRoutes are the routes whose second segment is a product's or a
// category's slug: made lower case by catalog.Slugify, always.
var sluggedRoutes = map[string]bool{"shop": true, "accessories": true, "categories": true}

// CanonicalPath is the one address of the page at the URL path p: dot
// segments resolved, no empty segment, no trailing slash, and lower case
// where the shop's paths are (the storefront's route names and slugs).
// Every other way of writing a page's address is answered with a redirect
// to this one before the page is built, so each page is drawn once
// (decision 222).
func CanonicalPath(p string) string {
	clean := path.Clean("/" + p)
	first, rest, _ := strings.Cut(clean[1:], "/")
	lower := strings.ToLower(first)
	if !lowerRoutes[lower] {
		return clean
	}
	if sluggedRoutes[lower] && rest != "" && !strings.Contains(rest, "/") {
		rest = strings.ToLower(rest)
	}
	if rest == "" {
		return "/" + lower
	}
	return "/" + lower + "/" + rest
}
