package dbcopy

import (
	"testing"
	"time"
)

// TestValuesFromBothDatabasesHashAlike: what SQLite stores and what
// PostgreSQL gives back for the same value end up in the same canonical
// form, and different values do not.
func TestValuesFromBothDatabasesHashAlike(t *testing.T) {
	t.Parallel()
	male := time.FixedZone("MVT", 5*3600)
	for _, tc := range []struct {
		name          string
		kind          kind
		sqlite, pg    any
		same          bool
		wantCanonical string
	}{
		{"a time with its offset, to the microsecond", kindTime,
			"2026-03-02 14:00:00.123456789+05:00", time.Date(2026, 3, 2, 9, 0, 0, 123457000, time.UTC), true, "2026-03-02T09:00:00.123457Z"},
		{"a time the driver parsed", kindTime,
			time.Date(2026, 3, 2, 14, 0, 0, 0, male), time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC), true, "2026-03-02T09:00:00.000000Z"},
		{"a time without a zone is UTC", kindTime, "2026-03-02 09:00:00", time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC), true, ""},
		{"a second apart", kindTime, "2026-03-02 09:00:01+00:00", time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC), false, ""},
		{"SQLite's 1 is true", kindBool, int64(1), true, true, "t"},
		{"SQLite's 0 is not true", kindBool, int64(0), true, false, ""},
		{"integers of any width", kindInt, int64(950050), int32(950050), true, "950050"},
		{"jsonb reorders keys and spaces", kindJSON,
			`{"storeName":"Dhoni","fees":{"male":0,"addu":5000}}`, `{"fees": {"addu": 5000, "male": 0}, "storeName": "Dhoni"}`, true, `{"fees":{"addu":5000,"male":0},"storeName":"Dhoni"}`},
		{"JSON keeps <, > and & as they are", kindJSON, `{"a":"<b>&"}`, `{"a": "<b>&"}`, true, `{"a":"<b>&"}`},
		{"JSON numbers are kept exactly", kindJSON, `[12345678901234567890]`, `[12345678901234567891]`, false, ""},
		{"text is bytes", kindText, []byte("Hithadhoo"), "Hithadhoo", true, "Hithadhoo"},
		{"text differs by case", kindText, "hithadhoo", "Hithadhoo", false, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			a, b := canonicalOf(t, tc.kind, tc.sqlite), canonicalOf(t, tc.kind, tc.pg)
			if (a == b) != tc.same {
				t.Errorf("SQLite %q, PostgreSQL %q: equal %v, want %v", a, b, a == b, tc.same)
			}
			if tc.wantCanonical != "" && a != tc.wantCanonical {
				t.Errorf("canonical form: got %q, want %q", a, tc.wantCanonical)
			}
		})
	}
}

func canonicalOf(t *testing.T, k kind, v any) string {
	t.Helper()
	c, err := convert(k, v)
	if err != nil {
		t.Fatal(err)
	}
	s, err := canonical(k, c)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestChecksumSeparatesValues: NULL is not the empty string, and values do
// not run together across columns.
func TestChecksumSeparatesValues(t *testing.T) {
	t.Parallel()
	kinds := []kind{kindText, kindText}
	sum := func(rows ...[]any) string {
		c := newChecksum()
		for _, r := range rows {
			if err := c.add(kinds, r); err != nil {
				t.Fatal(err)
			}
		}
		return c.sum()
	}
	pairs := [][2][][]any{
		{{{nil, "a"}}, {{"", "a"}}},
		{{{"ab", "c"}}, {{"a", "bc"}}},
		{{{"a", "b"}, {"c", "d"}}, {{"c", "d"}, {"a", "b"}}},
	}
	for _, p := range pairs {
		if sum(p[0]...) == sum(p[1]...) {
			t.Errorf("rows %v and %v hash alike", p[0], p[1])
		}
	}
}

// TestMissingFilesAreNamedWithTheirPlace: the message lists each file and
// the table and column that refer to it.
func TestMissingFilesAreNamedWithTheirPlace(t *testing.T) {
	t.Parallel()
	tb := &table{name: "products", columns: []string{"id", "images"}}
	refs := references{}
	refs.scan(tb, []any{"prod-1", `["/media/images/ab12/1280.jpg","https://cdn.example.com/x.jpg","/media/samples/fan.jpg"]`})
	refs.scan(&table{name: "slips", columns: []string{"ref", blobKeyColumn}}, []any{"slip_1", "slips/ff/slip.png"})
	err := &MissingFilesError{Store: "the disk", Missing: refs.missing(nil)}
	want := "2 uploaded files the database refers to are missing from the disk: " +
		"images/ab12/1280.jpg (products.images), slips/ff/slip.png (slips.blob_key)"
	if err.Error() != want {
		t.Errorf("got %q, want %q", err.Error(), want)
	}
}
