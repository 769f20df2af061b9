package geography_test

import (
	"maps"
	"reflect"
	"strings"
	"testing"

	"dhoni/internal/geography"
	"dhoni/internal/platform/money"
	"dhoni/internal/platform/testvectors"
)

func TestFeeSharedVectors(t *testing.T) {
	t.Parallel()
	type vector struct {
		Name     string `json:"name"`
		Delivery struct {
			FlatFeeMvr    *float64                       `json:"flatFeeMvr"`
			PerAtollFees  map[string]*float64            `json:"perAtollFees"`
			PerIslandFees map[string]map[string]*float64 `json:"perIslandFees"`
			FreeDelivery  *struct {
				ThresholdMvr *float64 `json:"thresholdMvr"`
				Shop         string   `json:"shop"`
				ExceptAtolls []string `json:"exceptAtolls"`
			} `json:"freeDelivery"`
		} `json:"delivery"`
		Atoll  string `json:"atoll"`
		Island string `json:"island"`
		Basket struct {
			Clothing    float64 `json:"clothing"`
			Accessories float64 `json:"accessories"`
		} `json:"basket"`
		Fee         float64  `json:"fee"`
		MoreForFree *float64 `json:"moreForFree"`
	}
	laari := func(t *testing.T, mvr *float64) *money.Laari {
		t.Helper()
		if mvr == nil {
			return nil
		}
		l, err := money.FromMVR(*mvr)
		if err != nil {
			t.Fatalf("vector amount %v: %v", *mvr, err)
		}
		return &l
	}
	testvectors.Run(t, "delivery-fee.json", func(tc vector) string { return tc.Name }, func(t *testing.T, tc vector) {
		table := geography.FeeTable{
			Flat: laari(t, tc.Delivery.FlatFeeMvr), PerAtoll: map[string]*money.Laari{},
			PerIsland: map[string]map[string]*money.Laari{},
		}
		for name, fee := range tc.Delivery.PerAtollFees {
			table.PerAtoll[name] = laari(t, fee)
		}
		for atoll, islands := range tc.Delivery.PerIslandFees {
			table.PerIsland[atoll] = map[string]*money.Laari{}
			for island, fee := range islands {
				table.PerIsland[atoll][island] = laari(t, fee)
			}
		}
		if f := tc.Delivery.FreeDelivery; f != nil {
			table.Free = geography.FreeDelivery{Threshold: laari(t, f.ThresholdMvr), Shop: geography.Shop(f.Shop), ExceptAtolls: f.ExceptAtolls}
		}
		basket := geography.Basket{Clothing: *laari(t, &tc.Basket.Clothing), Appliances: *laari(t, &tc.Basket.Accessories)}
		got := geography.Fee(table, geography.Destination{Atoll: tc.Atoll, Island: tc.Island}, basket)
		if got.Fee.MVR() != tc.Fee {
			t.Errorf("fee to %q/%q: got %v MVR, want %v", tc.Atoll, tc.Island, got.Fee.MVR(), tc.Fee)
		}
		switch {
		case tc.MoreForFree == nil && got.MoreForFree != nil:
			t.Errorf("more for free: got %v MVR, want none", got.MoreForFree.MVR())
		case tc.MoreForFree != nil && (got.MoreForFree == nil || got.MoreForFree.MVR() != *tc.MoreForFree):
			t.Errorf("more for free: got %v, want %v MVR", got.MoreForFree, *tc.MoreForFree)
		}
	})
}

func TestFeeWithAnEmptyTable(t *testing.T) {
	t.Parallel()
	if got := geography.Fee(geography.FeeTable{}, geography.Destination{Atoll: "Baa Atoll"}, geography.Basket{}); got.Fee != 0 || got.MoreForFree != nil {
		t.Errorf("Fee with no table: got %+v, want 0 and nothing more", got)
	}
}

func TestMaldivesIsTheWholeCountry(t *testing.T) {
	t.Parallel()
	atolls := geography.Maldives()
	cleaned, problems := geography.CheckAtolls("geo.atolls", atolls)
	if len(problems) > 0 {
		t.Fatalf("the built-in list breaks the rules: %v", problems)
	}
	if !reflect.DeepEqual(cleaned, atolls) {
		t.Error("the built-in list has names with spaces around them")
	}
	islands := map[string]int{}
	total := 0
	for _, a := range atolls {
		islands[a.Name] = len(a.Islands)
		total += len(a.Islands)
	}
	// 20 administrative atolls and Malé City, with Alifu Alifu and Alifu
	// Dhaalu as the specification's "Ari Atoll" (decision 184).
	if len(atolls) != 20 || total < 185 {
		t.Errorf("got %d atolls and %d islands, want 20 and every inhabited island", len(atolls), total)
	}
	for _, name := range []string{"Malé", "Kaafu Atoll", "Ari Atoll", "Addu Atoll", "Laamu Atoll", "Baa Atoll",
		"Haa Alif Atoll", "Haa Dhaalu Atoll", "Shaviyani Atoll", "Noonu Atoll", "Raa Atoll", "Lhaviyani Atoll",
		"Vaavu Atoll", "Meemu Atoll", "Faafu Atoll", "Dhaalu Atoll", "Thaa Atoll", "Gaafu Alif Atoll",
		"Gaafu Dhaalu Atoll", "Fuvahmulah"} {
		if islands[name] == 0 {
			t.Errorf("atoll %q: missing or without islands", name)
		}
	}
	atolls[0].Islands[0] = "changed"
	if geography.Maldives()[0].Islands[0] == "changed" {
		t.Error("Maldives shares its list between callers")
	}
}

func TestCheckAtolls(t *testing.T) {
	t.Parallel()
	long := strings.Repeat("x", geography.MaxNameLength+1)
	for _, tc := range []struct {
		name     string
		in       []geography.Atoll
		want     []geography.Atoll
		problems map[string]string
	}{
		{
			name: "valid, trimmed",
			in:   []geography.Atoll{{Name: " Malé ", Islands: []string{"Malé", " Hulhumalé"}}, {Name: "New Atoll", Islands: nil}},
			want: []geography.Atoll{{Name: "Malé", Islands: []string{"Malé", "Hulhumalé"}}, {Name: "New Atoll", Islands: []string{}}},
		},
		{name: "empty list", in: nil, want: []geography.Atoll{}},
		{
			name:     "blank atoll name",
			in:       []geography.Atoll{{Name: "  ", Islands: []string{"A"}}},
			problems: map[string]string{"geo.atolls[0].name": geography.MsgAtollNameRequired},
		},
		{
			name:     "duplicate atoll, any case",
			in:       []geography.Atoll{{Name: "Baa Atoll"}, {Name: "Laamu Atoll"}, {Name: "baa atoll "}},
			problems: map[string]string{"geo.atolls[2].name": geography.MsgDuplicateAtoll},
		},
		{
			name: "blank and duplicate islands",
			in:   []geography.Atoll{{Name: "Laamu Atoll", Islands: []string{"Gan", "", "Fonadhoo", "GAN"}}},
			problems: map[string]string{
				"geo.atolls[0].islands[1]": geography.MsgIslandNameRequired,
				"geo.atolls[0].islands[3]": geography.MsgDuplicateIsland,
			},
		},
		{
			name: "the same island in two atolls is fine",
			in:   []geography.Atoll{{Name: "A", Islands: []string{"Gan"}}, {Name: "B", Islands: []string{"Gan"}}},
			want: []geography.Atoll{{Name: "A", Islands: []string{"Gan"}}, {Name: "B", Islands: []string{"Gan"}}},
		},
		{
			name:     "too long",
			in:       []geography.Atoll{{Name: long, Islands: []string{long}}},
			problems: map[string]string{"geo.atolls[0].name": "Must be at most 100 characters", "geo.atolls[0].islands[0]": "Must be at most 100 characters"},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got, problems := geography.CheckAtolls("geo.atolls", tc.in)
			if tc.problems == nil {
				tc.problems = map[string]string{}
			}
			if !maps.Equal(problems, tc.problems) {
				t.Errorf("problems: got %v, want %v", problems, tc.problems)
			}
			if tc.want != nil && !reflect.DeepEqual(got, tc.want) {
				t.Errorf("cleaned list: got %#v, want %#v", got, tc.want)
			}
		})
	}
}
