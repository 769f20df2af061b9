package geography

import "dhoni/internal/platform/money"

// FeeTable is what delivery costs: a flat fee and fees for some atolls.
type FeeTable struct {
	// Flat applies where an atoll has no fee of its own; nil means there is none.
	Flat *money.Laari
	// PerAtoll is the fee by exact atoll name; a nil value means "no fee of its
	// own" (the flat fee applies), exactly like an absent name.
	PerAtoll map[string]*money.Laari
}

// Fee is the delivery fee to an atoll (spec section 9): the atoll's own fee
// when it has one, else the flat fee when there is one, else 0. Names match
// exactly; an empty atoll (none chosen yet) takes the flat fee. This is the
// one place the rule lives on the server (the front end runs the same vectors,
// docs/testdata/delivery-fee.json).
func Fee(table FeeTable, atoll string) money.Laari {
	if fee := table.PerAtoll[atoll]; fee != nil {
		return *fee
	}
	if table.Flat != nil {
		return *table.Flat
	}
	return 0
}
