package httpapi

import (
	"io"

	"dhoni/internal/platform/httpserver"
)

// decode reads a product or category body leniently (unknown keys are
// ignored: the admin form sends extra ones, such as priceMvr; a missing key or
// null leaves the zero value; decision 015), and gives a field of the wrong
// type the words messageFor chooses.
func decode(body io.Reader, dst any, messageFor func(path, generic string) string) error {
	return httpserver.Reword(httpserver.DecodeJSONLenient(body, dst), messageFor)
}
