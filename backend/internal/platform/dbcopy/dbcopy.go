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
	// Kept are tables the target's migrations make and fill from the
	// copied ones, by triggers (PostgreSQL's order counts): SQLite has
	// none of them, and their rows are not the source's.
	Kept []string
}

// Report is what a finished copy did.
type Report struct {
	Tables  int
	Rows    int64
	Files   int
	Bytes   int64
	Took    time.Duration
	Resumed int
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
	out, show := o.out(), bars{w: o.Progress}
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

	resuming, there, err := checkEmpty(ctx, o, tgt, files)
	if err != nil {
		return rep, err
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

	finished := map[string]done{}
	if resuming {
		if finished, err = takeUp(ctx, out, tgt, tables, o.Migrate); err != nil {
			return rep, err
		}
		rep.Resumed = len(finished)
	}

	for _, tb := range tables {
		rep.Tables++
		rep.Rows += tb.want.rows
	}
	if err := copyTables(ctx, o, tgt, src, tables, finished); err != nil {
		return rep, err
	}
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

	if err := verify(ctx, tgt, tables, o.Kept, show); err != nil {
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

// checkEmpty refuses a target database that holds tables (unless they are
// an unfinished copy's, which it reports as resuming) and a bucket that
// holds files the shop does not have; it returns what the bucket holds.
func checkEmpty(ctx context.Context, o Options, tgt *target, files map[string]blobstore.Info) (bool, map[string]blobstore.Info, error) {
	rels, err := tgt.relations(ctx)
	if err != nil {
		return false, nil, err
	}
	resuming := slices.Contains(rels, markerTable)
	if len(rels) > 0 && !resuming {
		shown := rels
		if len(shown) > 5 {
			shown = append(shown[:5:5], "...")
		}
		return false, nil, fmt.Errorf("%s is not empty (it holds %s): copy-data fills only an empty database; create a new one (createdb) and name it in --to",
			tgt.display, strings.Join(shown, ", "))
	}
	if o.Blobs == nil {
		return resuming, nil, nil
	}
	there, err := listFiles(ctx, o.Blobs)
	if err != nil {
		return false, nil, fmt.Errorf("listing the files of %s: %w", o.BlobsName, err)
	}
	for _, key := range sortedKeys(there) {
		if _, ok := files[key]; !ok {
			return false, nil, fmt.Errorf("%s is not empty (it holds %s, which the shop does not have): copy-data fills only an empty bucket", o.BlobsName, key)
		}
	}
	return resuming, there, nil
}

// takeUp looks at what an interrupted run copied: the tables it finished,
// when the source still matches each of them, or none after emptying the
// target and migrating it again when the source changed meanwhile.
func takeUp(ctx context.Context, out io.Writer, tgt *target, tables []*table, migrate func(context.Context) error) (map[string]done, error) {
	finished, err := tgt.doneTables(ctx)
	if err != nil {
		return nil, err
	}
	changed := changedSince(tables, finished)
	if changed == "" {
		fmt.Fprintf(out, "Taking up an interrupted copy: %d of %d tables were done.\n", len(finished), len(tables))
		return finished, nil
	}
	fmt.Fprintf(out, "The SQLite database changed since the interrupted copy (%s): starting again.\n", changed)
	if err := tgt.dropEverything(ctx); err != nil {
		return nil, fmt.Errorf("emptying %s to start again: %w", tgt.display, err)
	}
	if err := tgt.createMarker(ctx); err != nil {
		return nil, err
	}
	if err := migrate(ctx); err != nil {
		return nil, fmt.Errorf("migrating %s: %w", tgt.display, err)
	}
	return map[string]done{}, nil
}

// copyTables copies every table an earlier run did not finish, one
// transaction each, and checks each against the survey as it goes.
func copyTables(ctx context.Context, o Options, tgt *target, src *source, tables []*table, finished map[string]done) error {
	out, show := o.out(), bars{w: o.Progress}
	began := time.Now()
	var copied int64
	for _, tb := range tables {
		if _, ok := finished[tb.name]; ok {
			fmt.Fprintf(out, "  %-28s %10d rows (done before)\n", tb.name, tb.want.rows)
			continue
		}
		b := show.start(tb.name, tb.want.rows, "rows")
		got, err := tgt.copyTable(ctx, src, tb, b.add, o.BeforeCommit)
		b.finish()
		if err != nil {
			return err
		}
		if got != tb.want {
			return fmt.Errorf("%s: copied %d rows (checksum %.12s), but the survey counted %d (%.12s)", tb.name, got.rows, got.sum, tb.want.rows, tb.want.sum)
		}
		fmt.Fprintf(out, "  %-28s %10d rows\n", tb.name, got.rows)
		copied += got.rows
	}
	took := time.Since(began)
	fmt.Fprintf(out, "Rows copied: %d in %s (%.0f rows/s).\n", copied, took.Round(time.Millisecond), float64(copied)/took.Seconds())
	return nil
}

func (o Options) out() io.Writer {
	if o.Out == nil {
		return io.Discard
	}
	return o.Out
}

// verify reads every table back from the target and compares its count
// and checksum with the source's; tables only the target has must be as
// empty as the migrations left them.
func verify(ctx context.Context, tgt *target, tables []*table, kept []string, show bars) error {
	b := show.start("checking tables", int64(len(tables)), "tables")
	defer b.finish()
	known := map[string]bool{markerTable: true}
	for _, k := range kept {
		known[k] = true
	}
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
