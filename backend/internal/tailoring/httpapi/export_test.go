package httpapi

// RequestJSON is a tailoring request as the handlers write it, for the
// black-box tests to read answers with (the answers' shape itself is
// checked against docs/openapi.yaml).
type RequestJSON = requestJSON
