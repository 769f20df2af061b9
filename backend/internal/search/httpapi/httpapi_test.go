package httpapi_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"dhoni/internal/app/apptest"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/dbtest"
	"dhoni/internal/search/httpapi"
)

// vector is one search of docs/testdata/search.json on the sample catalogue.
type vector struct {
	Name string `json:"name"`
	Q    string `json:"q"`
	// Repeat, when set, is Q repeated that many times.
	Repeat int `json:"repeat"`
	// Status is the answer's status; 200 when absent.
	Status int `json:"status"`
	// Want is every title found, in order; First only the first ones.
	Want  []string `json:"want"`
	First []string `json:"first"`
	// Shops are the shops of Want's products, in order, when given.
	Shops []string `json:"shops"`
}

func vectors(t *testing.T) []vector {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("..", "..", "..", "..", "docs", "testdata", "search.json"))
	if err != nil {
		t.Fatal(err)
	}
	var file struct {
		Vectors []vector `json:"vectors"`
	}
	if err := json.Unmarshal(raw, &file); err != nil {
		t.Fatal(err)
	}
	return file.Vectors
}

func withSamples(cfg config.Config) config.Config {
	cfg.SampleData = true
	return cfg
}

func search(t *testing.T, a *apptest.App, q string) (*http.Response, httpapi.ResultsJSON) {
	t.Helper()
	res, raw := a.Send(t, http.MethodGet, "/api/search?q="+url.QueryEscape(q), nil, nil)
	var out httpapi.ResultsJSON
	if res.StatusCode == http.StatusOK {
		out = apptest.Decode[httpapi.ResultsJSON](t, raw)
	}
	return res, out
}

func titles(rs []httpapi.ResultJSON) []string {
	out := make([]string, 0, len(rs))
	for _, r := range rs {
		out = append(out, r.Title)
	}
	return out
}

// TestSearchVectors runs the shared search vectors against the sample
// catalogue on both databases.
func TestSearchVectors(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		a := apptest.Start(t, withSamples(cfg))
		for _, v := range vectors(t) {
			t.Run(v.Name, func(t *testing.T) {
				t.Parallel()
				q := v.Q
				if v.Repeat > 0 {
					q = strings.Repeat(v.Q, v.Repeat)
				}
				want := v.Status
				if want == 0 {
					want = http.StatusOK
				}
				res, got := search(t, a, q)
				if res.StatusCode != want {
					t.Fatalf("got %d, want %d", res.StatusCode, want)
				}
				if want != http.StatusOK {
					return
				}
				found := titles(got.Results)
				if v.Want != nil && !slices.Equal(found, v.Want) {
					t.Errorf("got %q, want %q", found, v.Want)
				}
				if len(found) < len(v.First) || !slices.Equal(found[:len(v.First)], v.First) {
					t.Errorf("got %q, want it to start with %q", found, v.First)
				}
				if got.Total != len(found) {
					t.Errorf("got total %d for %d results", got.Total, len(found))
				}
				for i, shop := range v.Shops {
					if i < len(got.Results) && got.Results[i].ShopType != shop {
						t.Errorf("result %d (%s): got shop %q, want %q", i, got.Results[i].Title, got.Results[i].ShopType, shop)
					}
				}
				if (len(found) == 0) != (len(got.PopularCategories) > 0) {
					t.Errorf("got %d popular categories with %d results", len(got.PopularCategories), len(found))
				}
			})
		}
	})
}

// TestSuggestionsWhileTyping: at most five, the last word found by its
// start however short, nothing counted.
func TestSuggestionsWhileTyping(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		a, admin := apptest.StartAsAdmin(t, withSamples(cfg))
		suggest := func(q string) []string {
			t.Helper()
			raw := a.GetOK(t, "/api/search/suggestions?q="+url.QueryEscape(q), "")
			return titles(apptest.Decode[[]httpapi.ResultJSON](t, raw))
		}
		for _, c := range []struct {
			q    string
			want []string
		}{
			{"f", nil},
			{"fa", []string{"Rechargeable Stand Fan 16\"", "Steam Iron 2200 W"}}, // "fast-heating"
			{"hijab b", []string{"Everyday Jersey Hijab"}},
			{"abay", []string{"Pearl-Trim Occasion Abaya", "Classic Open-Front Abaya", "Steam Iron 2200 W"}},
			{"", []string{}},
			{"zzzz", []string{}},
		} {
			got := suggest(c.q)
			if len(got) > 5 {
				t.Errorf("%q: got %d suggestions, want at most 5", c.q, len(got))
			}
			if c.want != nil && !slices.Equal(got, c.want) {
				t.Errorf("%q: got %q, want %q", c.q, got, c.want)
			}
		}
		if got := suggest("e"); len(got) != 5 {
			t.Errorf("\"e\": got %q, want 5 suggestions", got)
		}
		res, _ := a.Send(t, http.MethodGet, "/api/search/suggestions?q="+strings.Repeat("a", 1000), nil, nil)
		if res.StatusCode != http.StatusUnprocessableEntity {
			t.Errorf("1,000 characters: got %d, want 422", res.StatusCode)
		}
		// Suggestions count nothing.
		if got := misses(t, a, admin); len(got) != 0 {
			t.Errorf("got misses %+v after suggestions only", got)
		}
	})
}

func misses(t *testing.T, a *apptest.App, admin string) []httpapi.MissJSON {
	t.Helper()
	return apptest.Decode[[]httpapi.MissJSON](t, a.GetOK(t, "/api/search-misses", admin))
}

// TestSearchFollowsTheCatalogue: a product the owner adds, renames or
// deletes is found, found by its new name or gone at the next search.
func TestSearchFollowsTheCatalogue(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		a, admin := apptest.StartAsAdmin(t, withSamples(cfg))
		if _, got := search(t, a, "toaster"); got.Total != 0 {
			t.Fatalf("got %q before the toaster was added", titles(got.Results))
		}
		product := map[string]any{
			"title": "Slice Toaster", "sku": "DH-AP-099", "description": "Two wide slots for roshi and bread.", "price": 390,
			"category_id": "acc-cat-kitchen-appliances", "shop_type": "accessories", "stock": map[string]int{"default": 4},
			"colors": []any{}, "sizes": []any{}, "brand": "Kooli Home",
		}
		res, raw := a.Send(t, http.MethodPost, "/api/products", apptest.AsAdmin(admin), product)
		if res.StatusCode != http.StatusCreated {
			t.Fatalf("add a product: got %d %s", res.StatusCode, raw)
		}
		id := apptest.Decode[struct{ ID string }](t, raw).ID
		if _, got := search(t, a, "toastr roshi"); !slices.Equal(titles(got.Results), []string{"Slice Toaster"}) {
			t.Errorf("after adding: got %q, want the toaster", titles(got.Results))
		}
		product["title"] = "Sandwich Grill"
		if res, raw := a.Send(t, http.MethodPut, "/api/products/"+id, apptest.AsAdmin(admin), product); res.StatusCode != http.StatusOK {
			t.Fatalf("rename: got %d %s", res.StatusCode, raw)
		}
		if _, got := search(t, a, "toaster"); got.Total != 0 {
			t.Errorf("after renaming: got %q for the old name", titles(got.Results))
		}
		if _, got := search(t, a, "grill"); !slices.Equal(titles(got.Results), []string{"Sandwich Grill"}) {
			t.Errorf("after renaming: got %q, want the grill", titles(got.Results))
		}
		if res, raw := a.Send(t, http.MethodDelete, "/api/products/"+id, apptest.AsAdmin(admin), nil); res.StatusCode != http.StatusNoContent {
			t.Fatalf("delete: got %d %s", res.StatusCode, raw)
		}
		if _, got := search(t, a, "grill"); got.Total != 0 {
			t.Errorf("after deleting: got %q", titles(got.Results))
		}
	})
}

// TestSearchesThatFoundNothingAreCounted: the words only, once per search
// of a first page, most counted first; a stranger may not read them; and the
// table stays bounded however many different searches arrive.
func TestSearchesThatFoundNothingAreCounted(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		a, admin := apptest.StartAsAdmin(t, withSamples(cfg))
		// The same search again is answered from memory, and counted too.
		for _, q := range []string{"Sewing  Machine!", "sewing machine", "sewing machine", "kettle", "fan", "", "%%%"} {
			search(t, a, q)
		}
		// A later page of a search that found nothing is the same search.
		a.GetOK(t, "/api/search?page=2&q=kettle", "")
		got := misses(t, a, admin)
		if len(got) != 2 || got[0].Term != "sewing machine" || got[0].Count != 3 || got[1].Term != "kettle" || got[1].Count != 1 {
			t.Fatalf("got %+v, want sewing machine 3 times, then kettle once", got)
		}
		for _, cookie := range []string{"", "dhoni_session=forged"} {
			h := http.Header{}
			if cookie != "" {
				h.Set("Cookie", cookie)
			}
			res, raw := a.Send(t, http.MethodGet, "/api/search-misses", h, nil)
			if res.StatusCode != http.StatusUnauthorized || strings.Contains(string(raw), "sewing") {
				t.Errorf("stranger %q: got %d %s, want 401 without the terms", cookie, res.StatusCode, raw)
			}
		}
		var rows int64
		// Many different searches: still at most MaxMissRows terms, and the
		// most counted stays.
		for i := range 700 {
			search(t, a, fmt.Sprintf("nothing%d", i))
			if i%200 == 199 {
				misses(t, a, admin) // writes what is counted
			}
		}
		if err := a.DB.Table("search_misses").Count(&rows).Error; err != nil {
			t.Fatal(err)
		}
		if rows != 500 {
			t.Errorf("got %d rows, want the 500 kept", rows)
		}
		if got := misses(t, a, admin); got[0].Term != "sewing machine" || len(got) != httpapi.MissesShown {
			t.Errorf("got %+v, want sewing machine first and 20 shown", got)
		}
	})
}
