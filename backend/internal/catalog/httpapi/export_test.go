package httpapi

// ProductJSON and CategoryJSON are a product and a category as the handlers
// write them, for the black-box tests to read answers with (the answers'
// shape itself is checked against docs/openapi.yaml).
type (
	ProductJSON  = productJSON
	CategoryJSON = categoryJSON
)

// SaleJSON is a product's sale as the handlers write it.
type SaleJSON = saleJSON
