package dbcopy

import (
	"context"
	"fmt"
	"slices"
	"sort"
	"strings"

	"dhoni/internal/platform/blobstore"
)

// prepare migrates the target, matches the source's tables to it, and
// surveys the source: every table's rows counted and hashed, and the
// files the rows refer to checked, before anything is copied.
func prepare(ctx context.Context, o Options, src *source, srcTables []sourceTable, tgt *target, files map[string]blobstore.Info) ([]*table, error) {
	if err := o.Migrate(ctx); err != nil {
		return nil, fmt.Errorf("migrating %s: %w", tgt.display, err)
	}
	if err := sameVersions(ctx, src, tgt); err != nil {
		return nil, err
	}
	tables, err := plan(ctx, srcTables, tgt)
	if err != nil {
		return nil, err
	}
	refs := references{}
	for _, tb := range tables {
		sum := newChecksum()
		if err := src.each(ctx, tb, func(row []any) error {
			refs.scan(tb, row)
			return sum.add(tb.kinds, row)
		}); err != nil {
			return nil, err
		}
		tb.want = done{rows: sum.rows, sum: sum.sum()}
	}
	if missing := refs.missing(files); len(missing) > 0 {
		return nil, &MissingFilesError{Store: o.FilesName, Missing: missing}
	}
	return tables, nil
}

// sameVersions refuses a source whose schema is not the one this build
// migrates the target to: its rows would not fit.
func sameVersions(ctx context.Context, src *source, tgt *target) error {
	have, err := src.versions(ctx)
	if err != nil {
		return err
	}
	want, err := tgt.versions(ctx)
	if err != nil {
		return err
	}
	for name, v := range have {
		w, ok := want[name]
		switch {
		case !ok || v > w:
			return fmt.Errorf("the SQLite database was migrated by a newer dhoni (%s at %d): copy with that version", name, v)
		case v < w:
			return fmt.Errorf("the SQLite database is older than this dhoni (%s at %d, this one has %d): run `dhoni migrate` on it with this version first (the shop stopped)", name, v, w)
		}
	}
	return nil
}

// plan matches the source's tables to the target's and orders them so a
// table comes after every table its foreign keys point at (ties keep the
// source's order, which is the modules' migration order).
func plan(ctx context.Context, srcTables []sourceTable, tgt *target) ([]*table, error) {
	byName := map[string]*table{}
	var tables []*table
	for _, st := range srcTables {
		cols, err := tgt.columns(ctx, st.name)
		if err != nil {
			return nil, err
		}
		if cols == nil {
			return nil, fmt.Errorf("the table %s of the SQLite database is not in %s after its migrations: this dhoni does not know it", st.name, tgt.display)
		}
		tb := &table{name: st.name, columns: st.columns, key: st.key}
		for _, c := range st.columns {
			udt, ok := cols[c]
			if !ok {
				return nil, fmt.Errorf("the column %s.%s of the SQLite database is not in %s after its migrations", st.name, c, tgt.display)
			}
			tb.kinds = append(tb.kinds, kindOf(udt))
		}
		tables = append(tables, tb)
		byName[tb.name] = tb
	}
	refs, err := tgt.references(ctx)
	if err != nil {
		return nil, err
	}
	var ordered []*table
	placed := map[string]bool{}
	var visit func(tb *table, path []string) error
	visit = func(tb *table, path []string) error {
		if placed[tb.name] {
			return nil
		}
		if slices.Contains(path, tb.name) {
			return fmt.Errorf("foreign keys go round in a circle: %s", strings.Join(append(path, tb.name), " -> "))
		}
		parents := refs[tb.name]
		sort.SliceStable(parents, func(i, j int) bool { return position(tables, parents[i]) < position(tables, parents[j]) })
		for _, p := range parents {
			if pt, ok := byName[p]; ok {
				if err := visit(pt, append(path, tb.name)); err != nil {
					return err
				}
			}
		}
		placed[tb.name] = true
		ordered = append(ordered, tb)
		return nil
	}
	for _, tb := range tables {
		if err := visit(tb, nil); err != nil {
			return nil, err
		}
	}
	return ordered, nil
}

func position(tables []*table, name string) int {
	for i, t := range tables {
		if t.name == name {
			return i
		}
	}
	return len(tables)
}

// changedSince names a table an earlier run copied that the source no
// longer matches, or "" when every one still does.
func changedSince(tables []*table, finished map[string]done) string {
	for _, tb := range tables {
		if d, ok := finished[tb.name]; ok && d != tb.want {
			return tb.name
		}
	}
	return ""
}
