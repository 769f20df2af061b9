package catalog

import (
	"context"
	"net/url"
	"strings"
)

// ImageStore keeps an image that the admin form sent inline as a data URL
// (data:image/...;base64,...) and returns the URL it is served at, so rows
// hold URLs only. The media module implements it; a bad type or size comes
// back as a fault error (415, 413) and is answered as it is.
type ImageStore interface {
	SaveDataURL(ctx context.Context, dataURL string) (url string, err error)
}

// IsDataURL reports whether s is an inline image still to be stored
// (data:image/...). Other data URLs are not images and are refused.
func IsDataURL(s string) bool {
	const prefix = "data:image/"
	return len(s) > len(prefix) && strings.EqualFold(s[:len(prefix)], prefix)
}

// ValidImageURL is the rule for an image reference kept in the catalog: a
// path of this server's media (/media/...) or of the front end's bundled
// images (/images/...), or an http(s) URL. Anything else (javascript:,
// protocol-relative //host, data: left unstored, spaces) is refused.
func ValidImageURL(s string) bool {
	if s == "" || len(s) > 2048 || strings.ContainsAny(s, " \\<>\"'`") {
		return false
	}
	for _, r := range s {
		if r < 0x20 || r == 0x7f {
			return false // browsers drop tabs and newlines: "java\tscript:" runs
		}
	}
	for _, prefix := range []string{"/media/", "/images/"} {
		if strings.HasPrefix(s, prefix) {
			return len(s) > len(prefix) && !strings.Contains(s, "..") && !strings.Contains(s, "//")
		}
	}
	u, err := url.Parse(s)
	if err != nil {
		return false
	}
	return (u.Scheme == "http" || u.Scheme == "https") && u.Host != "" && u.User == nil
}
