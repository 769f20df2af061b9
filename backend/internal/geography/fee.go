package geography

import (
	"slices"

	"dhoni/internal/platform/money"
)

// FeeTable is what delivery costs: a flat fee, fees for some atolls and
// islands, and the free-delivery rule.
type FeeTable struct {
	// Flat applies where an atoll has no fee of its own; nil means there is none.
	Flat *money.Laari
	// PerAtoll is the fee by exact atoll name; a nil value means "no fee of its
	// own" (the flat fee applies), exactly like an absent name.
	PerAtoll map[string]*money.Laari
	// PerIsland is the fee for a single island, by exact atoll name then
	// exact island name; it wins over its atoll's fee. A nil value is no fee
	// of its own, like an absent name.
	PerIsland map[string]map[string]*money.Laari
	// Free is when delivery costs nothing at all.
	Free FreeDelivery
}

// FreeDelivery is the free-delivery rule: an order whose counted subtotal is
// at or over the threshold is delivered free (docs/decisions/185).
type FreeDelivery struct {
	// Threshold turns the rule on; nil is off (the default).
	Threshold *money.Laari
	// Shop says whose lines count towards the threshold.
	Shop Shop
	// ExceptAtolls are the atolls (exact names) the rule does not reach.
	ExceptAtolls []string
}

// Shop names whose lines count towards the free-delivery threshold.
type Shop string

const (
	// AllShops counts every line (the default).
	AllShops Shop = "all"
	// ClothingShop counts the clothing lines, tailor-made ones included.
	ClothingShop Shop = "clothing"
	// AppliancesShop counts the appliances lines ("accessories" on the wire).
	AppliancesShop Shop = "accessories"
)

// Valid reports whether s is one of the three.
func (s Shop) Valid() bool { return s == AllShops || s == ClothingShop || s == AppliancesShop }

// Destination is where an order goes. Island is empty when none is chosen
// or when the customer's island is not in the list (then the atoll's fee
// applies).
type Destination struct {
	Atoll, Island string
}

// Basket is what an order's lines come to, per shop.
type Basket struct {
	Clothing, Appliances money.Laari
}

// counted is the part of the basket the rule counts.
func (f FreeDelivery) counted(b Basket) money.Laari {
	switch f.Shop {
	case ClothingShop:
		return b.Clothing
	case AppliancesShop:
		return b.Appliances
	}
	return b.Clothing + b.Appliances
}

// reaches reports whether the rule is on and covers the atoll.
func (f FreeDelivery) reaches(atoll string) bool {
	return f.Threshold != nil && !slices.Contains(f.ExceptAtolls, atoll)
}

// Quote is a delivery fee and, when the free-delivery rule could still make
// it 0, how much more the counted lines need.
type Quote struct {
	Fee money.Laari
	// MoreForFree is what the counted lines lack to reach the threshold;
	// nil when the rule does not apply (off, an excepted atoll, already free
	// or nothing to save).
	MoreForFree *money.Laari
}

// Fee is the delivery fee (spec section 9, with the island fees and the
// free-delivery rule): 0 when the free-delivery rule is on, reaches the atoll
// and the counted lines come to its threshold or more; else the island's own
// fee when it has one, else the atoll's own fee, else the flat fee, else 0.
// Names match exactly; an empty atoll (none chosen yet) takes the flat fee.
// This is the one place the rule lives on the server (the front end runs the
// same vectors, docs/testdata/delivery-fee.json).
func Fee(table FeeTable, to Destination, basket Basket) Quote {
	fee := ownFee(table, to)
	if !table.Free.reaches(to.Atoll) || fee == 0 {
		return Quote{Fee: fee}
	}
	counted := table.Free.counted(basket)
	if counted >= *table.Free.Threshold {
		return Quote{Fee: 0}
	}
	more := *table.Free.Threshold - counted
	return Quote{Fee: fee, MoreForFree: &more}
}

func ownFee(table FeeTable, to Destination) money.Laari {
	if fee := table.PerIsland[to.Atoll][to.Island]; fee != nil && to.Island != "" {
		return *fee
	}
	if fee := table.PerAtoll[to.Atoll]; fee != nil {
		return *fee
	}
	if table.Flat != nil {
		return *table.Flat
	}
	return 0
}
