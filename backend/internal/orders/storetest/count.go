package storetest

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"dhoni/internal/orders"
)

// searchCountIsCapped: a search counts the orders it finds up to the cap
// (decision 251), exactly under it; past it the count stops and says so,
// and the pages past the cap are still served, in the list's order, each
// counting to its own end. The list without a search, and a status's list,
// count exactly whatever the cap. The store's cap is set to 5 here (10,000
// in the shop).
func searchCountIsCapped(t *testing.T, s Stores) {
	if s.CapSearchCounts == nil {
		t.Skip("the store has no search count cap to set")
	}
	s.CapSearchCounts(5)
	ctx := context.Background()
	var all, shifa, zeena []string
	for i := range 15 {
		number := fmt.Sprintf("RB-M7CAPS%02d-AB%02d", i, i)
		o := newOrder(t, number, "")
		if i%5 == 0 {
			// Three orders of another customer, one of them shipped.
			if err := o.Apply(orders.Edit{Customer: &orders.Customer{Name: "Mariyam Zeena", Phone: "799 4321",
				Address: orders.Address{Atoll: "Addu Atoll", Island: "Hithadhoo", Street: "Magu 12"}}}, "admin", t0); err != nil {
				t.Fatalf("%s: %v", number, err)
			}
			zeena = append(zeena, number)
		} else {
			shifa = append(shifa, number)
		}
		if i == 5 {
			shipped := string(orders.Shipped)
			if err := o.Apply(orders.Edit{Status: &shipped}, "admin", t0); err != nil {
				t.Fatalf("%s: %v", number, err)
			}
		}
		mustCreate(t, s, o)
		all = append(all, number)
	}
	// Newest first: all placed at one moment, so by number, descending.
	for _, numbers := range [][]string{all, shifa, zeena} {
		slices.Reverse(numbers)
	}

	list := func(f orders.ListFilter) orders.Page {
		t.Helper()
		page, err := s.Orders.List(ctx, f)
		if err != nil {
			t.Fatalf("List(%+v): %v", f, err)
		}
		return page
	}
	numbersOf := func(p orders.Page) []string {
		var out []string
		for _, o := range p.Orders {
			out = append(out, o.Number())
		}
		return out
	}

	// Twelve orders of Aishath Shifa, two a page: the count stops at 5
	// until a page ends past it, then at that page's end (6, 8, 10), and
	// is whole from the page that holds the last order.
	var walked []string
	for page, want := range []struct {
		total  int
		capped bool
	}{{5, true}, {5, true}, {6, true}, {8, true}, {10, true}, {12, false}, {12, false}} {
		f := orders.ListFilter{Page: page + 1, PerPage: 2, Query: "shifa"}
		got := list(f)
		if got.Total != want.total || got.Capped != want.capped {
			t.Errorf("search, page %d: got total %d capped %v, want %d capped %v", f.Page, got.Total, got.Capped, want.total, want.capped)
		}
		walked = append(walked, numbersOf(got)...)
	}
	if !slices.Equal(walked, shifa) {
		t.Errorf("search, every page: got %v, want %v", walked, shifa)
	}

	// A term whose end is in every order of Aishath Shifa and whose whole is
	// in none: on SQLite the index finds it in twice the cap or more, and
	// the count it reads in its budget finds none, so the scan counts.
	if got := list(orders.ListFilter{Page: 1, PerPage: 2, Query: "Zeena Aishath Shifa"}); got.Total != 0 || got.Capped || len(got.Orders) != 0 {
		t.Errorf("a common end, a rare whole: got %v total %d capped %v, want none", numbersOf(got), got.Total, got.Capped)
	}
	if got := list(orders.ListFilter{Page: 1, PerPage: 2, Query: "th Shifa"}); got.Total != 5 || !got.Capped || !slices.Equal(numbersOf(got), shifa[:2]) {
		t.Errorf("a common term: got %v total %d capped %v, want %v total 5, capped", numbersOf(got), got.Total, got.Capped, shifa[:2])
	}

	// Under the cap: exact, and the few found are read and sorted.
	if got := list(orders.ListFilter{Page: 1, PerPage: 20, Query: "zeena"}); got.Total != 3 || got.Capped || !slices.Equal(numbersOf(got), zeena) {
		t.Errorf("search under the cap: got %v total %d capped %v, want %v total 3", numbersOf(got), got.Total, got.Capped, zeena)
	}
	// A short term, in capitals or digits of a phone: on SQLite the index
	// counts it alone; the same orders.
	for _, q := range []string{"ZEENA", "4321", "99 43"} {
		if got := list(orders.ListFilter{Page: 1, PerPage: 20, Query: q}); got.Total != 3 || got.Capped || !slices.Equal(numbersOf(got), zeena) {
			t.Errorf("search %q: got %v total %d capped %v, want %v total 3", q, numbersOf(got), got.Total, got.Capped, zeena)
		}
	}
	// At the cap, not past it: exact.
	if got := list(orders.ListFilter{Page: 1, PerPage: 2, Query: "zeena", Status: orders.Pending}); got.Total != 2 || got.Capped {
		t.Errorf("search and status: got total %d capped %v, want 2, not capped", got.Total, got.Capped)
	}

	// Without a search the count is exact, past the cap too.
	for _, c := range []struct {
		status orders.Status
		want   int
	}{{"", 15}, {orders.Pending, 14}, {orders.Shipped, 1}} {
		got := list(orders.ListFilter{Page: 1, PerPage: 2, Status: c.status})
		if got.Total != c.want || got.Capped {
			t.Errorf("status %q: got total %d capped %v, want %d, not capped", c.status, got.Total, got.Capped, c.want)
		}
	}
	if got := list(orders.ListFilter{Page: 8, PerPage: 2}); !slices.Equal(numbersOf(got), all[14:]) {
		t.Errorf("the last page: got %v, want %v", numbersOf(got), all[14:])
	}
}

// countsFollowChanges: the list's counts, all and by status, follow each
// order placed, changed and deleted, and stay right past the few hundred
// changes after which a store may fold what it keeps of them (decision
// 259): each count is read twice, the second read after any fold.
func countsFollowChanges(t *testing.T, s Stores) {
	ctx := context.Background()
	want := func(stage string, all, pending, shipped int) {
		t.Helper()
		for range 2 {
			for _, c := range []struct {
				status orders.Status
				want   int
			}{{"", all}, {orders.Pending, pending}, {orders.Shipped, shipped}, {orders.Delivered, 0}} {
				page, err := s.Orders.List(ctx, orders.ListFilter{Page: 1, PerPage: 1, Status: c.status})
				if err != nil {
					t.Fatalf("%s: List: %v", stage, err)
				}
				if page.Total != c.want || page.Capped {
					t.Errorf("%s, status %q: got total %d capped %v, want %d", stage, c.status, page.Total, page.Capped, c.want)
				}
			}
		}
	}
	want("none placed", 0, 0, 0)
	var numbers []string
	for i := range 300 {
		o := newOrder(t, fmt.Sprintf("RB-M7CN%04d-AB%02d", i, i%100), "")
		mustCreate(t, s, o)
		numbers = append(numbers, o.Number())
	}
	want("300 placed", 300, 300, 0)
	shipped := string(orders.Shipped)
	for _, number := range numbers[:3] {
		if _, err := s.Orders.Update(ctx, number, func(o *orders.Order) error {
			return o.Apply(orders.Edit{Status: &shipped}, "admin", t0)
		}); err != nil {
			t.Fatalf("ship %s: %v", number, err)
		}
	}
	note := "Leave it with the neighbour"
	if _, err := s.Orders.Update(ctx, numbers[3], func(o *orders.Order) error {
		return o.Apply(orders.Edit{Notes: &note}, "admin", t0)
	}); err != nil {
		t.Fatalf("note on %s: %v", numbers[3], err)
	}
	want("three shipped, one noted", 300, 297, 3)
	for _, number := range []string{numbers[0], numbers[299]} {
		if err := s.Orders.Delete(ctx, number); err != nil {
			t.Fatalf("delete %s: %v", number, err)
		}
	}
	want("a shipped and a pending deleted", 298, 296, 2)
}
