package apptest

import "dhoni/internal/catalog"

// The sample catalogue's products the tests order and edit, by their fixed
// ids (decision 014); a test starts the shop with cfg.SampleData on.
var (
	// SampleAbaya is MVR 2200, Black: S 3, M 2, L 1 in stock.
	SampleAbaya = catalog.ProductIDPrefix + catalog.Slugify("Pearl-Trim Occasion Abaya")
	// SampleFan is MVR 1450, 6 in stock.
	SampleFan = catalog.ProductIDPrefix + catalog.Slugify("Rechargeable Stand Fan 16\"")
)
