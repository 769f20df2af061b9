// Package dbcopy moves a shop from its embedded SQLite database (and its
// files on disk) to an empty PostgreSQL database (and a bucket): `dhoni
// copy-data`. It reads the source in one read-only transaction, migrates the
// target with the shop's own migrations, copies every table in an order
// that keeps foreign keys whole, keeping every id, number and time, and
// checks row counts and a checksum per table and every file's bytes. It
// knows no table by name: columns and types come from the two schemas
// (docs/decisions/218).
package dbcopy

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"
	"time"

	"dhoni/internal/platform/blobstore"
)

// Options says what to copy where.
type Options struct {
	// SourcePath is the SQLite file; it is opened read-only.
	SourcePath string
	// TargetURL is the postgres:// URL of the target database.
	TargetURL string
	// Migrate brings the target's schema up to date with the shop's own
	// migrations (what `dhoni migrate` runs).
	Migrate func(ctx context.Context) error
	// Files is the source's file store, FilesName how to call it.
	Files     blobstore.Store
	FilesName string
	// Blobs is the target file store, nil to leave the files where they are.
	Blobs     blobstore.Store
	BlobsName string
	// Out gets the summary lines; Progress, when not nil (a terminal),
	// the progress bars.
	Out      io.Writer
	Progress io.Writer
	// BeforeCommit, when set, is called inside each table's transaction
	// just before it commits (tests interrupt the copy there).
	BeforeCommit func(table string)
}

// Report is what a finished copy did.
type Report struct {
	Tables   int
	Rows     int64
	Files    int
	Bytes    int64
	Took     time.Duration
	Resumed  int
	Restarts bool
}

// table is a table to copy: the source's columns, with the kinds the
// target gives them, and what the survey of the source found.
type table struct {
	name    string
	columns []string
	kinds   []kind
	key     []string
	want    done
}

func (t *table) index(col string) int { return slices.Index(t.columns, col) }

// Run copies everything, or changes nothing in the source and says why not.
func Run(ctx context.Context, o Options) (Report, error) {
	began := time.Now()
	out := o.Out
	if out == nil {
		out = io.Discard
	}
	show := bars{w: o.Progress}
	var rep Report

	src, err := openSource(ctx, o.SourcePath)
	if err != nil {
		return rep, err
	}
	defer src.close()
	srcTables, err := src.tables(ctx)
	if err != nil {
		return rep, err
	}
	files, err := listFiles(ctx, o.Files)
	if err != nil {
		return rep, fmt.Errorf("listing the files of %s: %w", o.FilesName, err)
	}

	tgt, err := connectTarget(ctx, o.TargetURL)
	if err != nil {
		return rep, err
	}
	defer tgt.close()
	fmt.Fprintf(out, "Copying SQLite at %s to %s.\n", o.SourcePath, tgt.display)

	rels, err := tgt.relations(ctx)
	if err != nil {
		return rep, err
	}
	resuming := slices.Contains(rels, markerTable)
	if len(rels) > 0 && !resuming {
		shown := rels
		if len(shown) > 5 {
			shown = append(shown[:5:5], "...")
		}
		return rep, fmt.Errorf("%s is not empty (it holds %s): copy-data fills only an empty database; create a new one (createdb) and name it in --to",
			tgt.display, strings.Join(shown, ", "))
	}
	var there map[string]blobstore.Info
	if o.Blobs != nil {
		if there, err = listFiles(ctx, o.Blobs); err != nil {
			return rep, fmt.Errorf("listing the files of %s: %w", o.BlobsName, err)
		}
		for _, key := range sortedKeys(there) {
			if _, ok := files[key]; !ok {
				return rep, fmt.Errorf("%s is not empty (it holds %s, which the shop does not have): copy-data fills only an empty bucket", o.BlobsName, key)
			}
		}
	}

	if !resuming {
		if err := tgt.createMarker(ctx); err != nil {
			return rep, fmt.Errorf("writing to %s: %w", tgt.display, err)
		}
	}
	// Until the first table is copied, a refusal (a source this build
	// cannot copy, a missing file) takes back what this run made in an
	// empty target, so it is empty again for the next try.
	tables, err := prepare(ctx, o, src, srcTables, tgt, files)
	if err != nil {
		if !resuming {
			if dropErr := tgt.dropEverything(ctx); dropErr != nil {
				return rep, errors.Join(err, dropErr)
			}
		}
		return rep, err
	}

	finished, err := tgt.doneTables(ctx)
	if err != nil {
		return rep, err
	}
	if resuming {
		if changed := changedSince(tables, finished); changed != "" {
			fmt.Fprintf(out, "The SQLite database changed since the interrupted copy (%s): starting again.\n", changed)
			rep.Restarts = true
			if err := restart(ctx, tgt, o.Migrate); err != nil {
				return rep, err
			}
			finished = map[string]done{}
		} else {
			fmt.Fprintf(out, "Taking up an interrupted copy: %d of %d tables were done.\n", len(finished), len(tables))
			rep.Resumed = len(finished)
		}
	}

	copying := time.Now()
	var copied int64
	for _, tb := range tables {
		rep.Tables++
		rep.Rows += tb.want.rows
		if _, ok := finished[tb.name]; ok {
			fmt.Fprintf(out, "  %-28s %10d rows (done before)\n", tb.name, tb.want.rows)
			continue
		}
		b := show.start(tb.name, tb.want.rows, "rows")
		got, err := tgt.copyTable(ctx, src, tb, b.add, o.BeforeCommit)
		b.finish()
		if err != nil {
			return rep, err
		}
		if got != tb.want {
			return rep, fmt.Errorf("%s: copied %d rows (checksum %.12s), but the survey counted %d (%.12s)", tb.name, got.rows, got.sum, tb.want.rows, tb.want.sum)
		}
		fmt.Fprintf(out, "  %-28s %10d rows\n", tb.name, got.rows)
		copied += got.rows
	}
	took := time.Since(copying)
	fmt.Fprintf(out, "Rows copied: %d in %s (%.0f rows/s).\n", copied, took.Round(time.Millisecond), float64(copied)/took.Seconds())
	n, err := tgt.resetSequences(ctx)
	if err != nil {
		return rep, err
	}
	fmt.Fprintf(out, "Sequences reset: %d.\n", n)

	for _, f := range files {
		rep.Files++
		rep.Bytes += f.Size
	}
	if o.Blobs != nil {
		b := show.start("files", rep.Bytes, "bytes")
		copied, err := copyFiles(ctx, o.Files, o.Blobs, files, there, b.add)
		b.finish()
		if err != nil {
			return rep, err
		}
		fmt.Fprintf(out, "Files: %d copied (%d already there), %s, from %s to %s.\n",
			copied, rep.Files-copied, size(rep.Bytes), o.FilesName, o.BlobsName)
	}

	if err := verify(ctx, tgt, tables, show); err != nil {
		return rep, err
	}
	if o.Blobs != nil {
		b := show.start("checking files", rep.Bytes, "bytes")
		err := verifyFiles(ctx, o.Files, o.Blobs, files, b.add)
		b.finish()
		if err != nil {
			return rep, err
		}
	}
	if err := tgt.dropMarker(ctx); err != nil {
		return rep, err
	}
	rep.Took = time.Since(began)
	fmt.Fprintf(out, "Verified: %d tables, %d rows, every row count and checksum equal", rep.Tables, rep.Rows)
	if o.Blobs != nil {
		fmt.Fprintf(out, "; %d files, every byte equal", rep.Files)
	}
	fmt.Fprintln(out, ".")
	if o.Blobs == nil {
		fmt.Fprintf(out, "Files: %d (%s) stay in %s, each one the database refers to is there; start the shop with the same setting for them, or copy them with --blobs s3://...\n",
			rep.Files, size(rep.Bytes), o.FilesName)
	}
	fmt.Fprintf(out, "Done in %s, migrations and checks included (%d rows, %.0f rows/s).\n", rep.Took.Round(time.Millisecond), rep.Rows, float64(rep.Rows)/rep.Took.Seconds())
	return rep, nil
}

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

// restart empties the target of the earlier run and begins again.
func restart(ctx context.Context, tgt *target, migrate func(context.Context) error) error {
	if err := tgt.dropEverything(ctx); err != nil {
		return fmt.Errorf("emptying %s to start again: %w", tgt.display, err)
	}
	if err := tgt.createMarker(ctx); err != nil {
		return err
	}
	if err := migrate(ctx); err != nil {
		return fmt.Errorf("migrating %s: %w", tgt.display, err)
	}
	return nil
}

// verify reads every table back from the target and compares its count
// and checksum with the source's; tables only the target has must be as
// empty as the migrations left them.
func verify(ctx context.Context, tgt *target, tables []*table, show bars) error {
	b := show.start("checking tables", int64(len(tables)), "tables")
	defer b.finish()
	known := map[string]bool{markerTable: true}
	for _, tb := range tables {
		known[tb.name] = true
		got, err := tgt.checksum(ctx, tb)
		if err != nil {
			return err
		}
		if got.rows != tb.want.rows {
			return fmt.Errorf("verification failed: %s has %d rows in %s, %d in the source", tb.name, got.rows, tgt.display, tb.want.rows)
		}
		if got.sum != tb.want.sum {
			return fmt.Errorf("verification failed: the rows of %s differ between the source and %s (checksum %.12s, want %.12s)", tb.name, tgt.display, got.sum, tb.want.sum)
		}
		b.add(1)
	}
	rels, err := tgt.relations(ctx)
	if err != nil {
		return err
	}
	for _, r := range rels {
		if known[r] || strings.HasPrefix(r, "goose_") {
			continue
		}
		cols, err := tgt.columns(ctx, r)
		if err != nil || cols == nil {
			continue // a sequence or view
		}
		n, err := tgt.count(ctx, r)
		if err != nil {
			return err
		}
		if n > 0 {
			return errors.New("verification failed: " + r + " is not in the source but holds rows in the target")
		}
	}
	return nil
}

func size(n int64) string {
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f kB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d bytes", n)
}
