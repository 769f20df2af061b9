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
			FlatFeeMvr   *float64            `json:"flatFeeMvr"`
			PerAtollFees map[string]*float64 `json:"perAtollFees"`
		} `json:"delivery"`
		Atoll string  `json:"atoll"`
		Fee   float64 `json:"fee"`
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
		table := geography.FeeTable{Flat: laari(t, tc.Delivery.FlatFeeMvr), PerAtoll: map[string]*money.Laari{}}
		for name, fee := range tc.Delivery.PerAtollFees {
			table.PerAtoll[name] = laari(t, fee)
		}
		if got := geography.Fee(table, tc.Atoll); got.MVR() != tc.Fee {
			t.Errorf("Fee(%q): got %v MVR, want %v", tc.Atoll, got.MVR(), tc.Fee)
		}
	})
}

func TestFeeWithAnEmptyTable(t *testing.T) {
	t.Parallel()
	if got := geography.Fee(geography.FeeTable{}, "Baa Atoll"); got != 0 {
		t.Errorf("Fee with no table: got %d, want 0", got)
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
