package httpapi

import "time"

// Lookups allowed per client in a window: a customer checks an order a few
// times; someone guessing phone numbers for an order number needs many more.
const (
	MaxLookups    = 20
	LookupsWindow = 10 * time.Minute
)
