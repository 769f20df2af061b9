package httpapi

// OrderJSON is an order as the handlers write it, for the black-box tests
// to read answers with (the answers' shape itself is checked against
// docs/openapi.yaml).
type OrderJSON = orderJSON
