package storetest

import (
	"context"
	"slices"
	"testing"
	"time"

	"dhoni/internal/orders"
)

// searched are the orders the search cases look through: a name in
// Thaana, one in capitals, and one full of what LIKE and FTS5 read as
// syntax (quotes, %, _, *, NEAR).
var searched = []struct{ number, name, phone string }{
	{"RB-M7ABCDEF-AAAA", "Aishath Shifa", "777 1234"},
	{"RB-M7ABCDEF-BBBB", "ޢާއިޝަތު ޝިފާ", "912 3456"},
	{"RB-M7QRSTUV-CCCC", `Ali "NEAR" 100% o'Neil_x*`, "700 0500"},
	{"RB-M7QRSTUV-DDDD", "MOHAMED 100x Naseem", "700 5551"},
}

// searchFindsTextAsWritten: the admin's search finds text anywhere in the
// number or the name, in any case, and digits anywhere in the phone; every
// character stands for itself. The same cases run on both databases, so
// SQLite's trigram index (decision 247) finds what PostgreSQL finds. The
// search follows an edit of the customer and a delete.
func searchFindsTextAsWritten(t *testing.T, s Stores) {
	ctx := context.Background()
	for _, c := range searched {
		o := newOrder(t, c.number, "")
		if err := o.Apply(orders.Edit{Customer: &orders.Customer{Name: c.name, Phone: c.phone,
			Address: orders.Address{Atoll: "Addu Atoll", Island: "Hithadhoo", Street: "Magu 12"}}}, "admin", t0); err != nil {
			t.Fatalf("%s: %v", c.number, err)
		}
		mustCreate(t, s, o)
	}
	const a, b, c, d = "RB-M7ABCDEF-AAAA", "RB-M7ABCDEF-BBBB", "RB-M7QRSTUV-CCCC", "RB-M7QRSTUV-DDDD"
	wantFound(t, s, map[string][]string{
		"shifa": {a}, "SHIFA": {a}, "ShiF": {a},
		"ޝިފާ": {b}, "ޝި": {b}, "ޢާއިޝަތު ޝިފާ": {b},
		"m7abcdef": {a, b}, "DEF-BB": {b}, "rb-m7qrstuv-cccc": {c}, "-": {a, b, c, d},
		"1234": {a, b}, "777 1234": {a}, "+960 912": {b}, "960": {a, b, c, d}, "7000": {c}, "700": {c, d},
		"00": {c, d}, "100%": {c}, "%": {c}, "0%": {c}, "l_x": {c}, "0_x": nil, "_": {c},
		`"near"`: {c}, "NEAR": {c}, `"`: {c}, `"ne`: {c}, "x*": {c}, "_x*": {c}, "*": {c}, "o'neil": {c}, "'": {c},
		"NEAR(ali 100)": nil, "ali AND near": nil, "a*": nil, "{order_number}": nil, "customer_name : ali": nil,
		`\`: nil, "100x naseem": {d}, "zahir": nil,
	})

	later := t0.Add(time.Hour)
	if _, err := s.Orders.Update(ctx, d, func(o *orders.Order) error {
		return o.Apply(orders.Edit{Customer: &orders.Customer{Name: "Fathimath Zahir", Phone: "799 0001",
			Address: orders.Address{Atoll: "Addu Atoll", Island: "Hithadhoo", Street: "Magu 12"}}}, "admin", later)
	}); err != nil {
		t.Fatalf("edit the customer: %v", err)
	}
	if err := s.Orders.Delete(ctx, a); err != nil {
		t.Fatalf("delete: %v", err)
	}
	wantFound(t, s, map[string][]string{
		"naseem": nil, "zahir": {d}, "7990001": {d}, "990 00": {d}, "700": {c}, "shifa": nil, "m7abcdef": {b}, "-": {b, c, d},
	})
}

// wantFound checks the orders each search finds and their count.
func wantFound(t *testing.T, s Stores, want map[string][]string) {
	t.Helper()
	for q, numbers := range want {
		page, err := s.Orders.List(context.Background(), orders.ListFilter{Page: 1, PerPage: 50, Query: q})
		if err != nil {
			t.Errorf("search %q: %v", q, err)
			continue
		}
		var got []string
		for _, o := range page.Orders {
			got = append(got, o.Number())
		}
		slices.Sort(got)
		if !slices.Equal(got, numbers) || page.Total != len(numbers) {
			t.Errorf("search %q: got %v (total %d), want %v", q, got, page.Total, numbers)
		}
	}
}
