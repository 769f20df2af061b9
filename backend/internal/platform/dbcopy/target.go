package dbcopy

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// markerTable is written first into an empty target and dropped last: while
// it is there the database holds an unfinished copy (and which tables are
// done, with their row counts and checksums), so a later run may take it
// up; without it, a database with tables is someone's and is refused.
const markerTable = "dhoni_copy_data"

// target is the PostgreSQL database, on one connection.
type target struct {
	conn    *pgx.Conn
	display string
}

// nameOf names a postgres:// URL without its password.
func nameOf(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return "PostgreSQL"
	}
	return "PostgreSQL at " + u.Host + u.Path
}

func connectTarget(ctx context.Context, raw string) (*target, error) {
	display := nameOf(raw)
	if !strings.HasPrefix(raw, "postgres://") && !strings.HasPrefix(raw, "postgresql://") {
		return nil, errors.New("--to must be a postgres:// URL, as in postgres://user:pass@host:5432/shop")
	}
	cfg, err := pgx.ParseConfig(raw)
	if err != nil {
		return nil, fmt.Errorf("--to is not a usable postgres:// URL: %s", lastClause(err.Error()))
	}
	if cfg.ConnectTimeout == 0 {
		cfg.ConnectTimeout = 10 * time.Second
	}
	conn, err := pgx.ConnectConfig(ctx, cfg)
	var refused *pgconn.PgError
	switch {
	case errors.As(err, &refused):
		// The server answered: a wrong password, a database not created yet.
		return nil, fmt.Errorf("%s refused the connection: %s", display, refused.Message)
	case err != nil:
		return nil, fmt.Errorf("cannot reach %s: %s", display, lastClause(err.Error()))
	}
	return &target{conn: conn, display: display}, nil
}

// lastClause keeps the driver's final, most specific reason.
func lastClause(msg string) string {
	if i := strings.LastIndex(msg, ": "); i >= 0 && i+2 < len(msg) {
		return msg[i+2:]
	}
	return msg
}

func (t *target) close() { _ = t.conn.Close(context.Background()) }

// relations lists the tables, views and sequences of the target's schema.
func (t *target) relations(ctx context.Context) ([]string, error) {
	rows, err := t.conn.Query(ctx, `SELECT c.relname FROM pg_class c
		JOIN pg_namespace n ON n.oid = c.relnamespace
		WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
		ORDER BY c.relname`)
	if err != nil {
		return nil, fmt.Errorf("looking into %s: %w", t.display, err)
	}
	return pgx.CollectRows(rows, pgx.RowTo[string])
}

// done is a table an earlier run finished, as it recorded it.
type done struct {
	rows int64
	sum  string
}

func (t *target) createMarker(ctx context.Context) error {
	_, err := t.conn.Exec(ctx, `CREATE TABLE `+markerTable+` (
		table_name TEXT PRIMARY KEY,
		row_count  BIGINT NOT NULL,
		checksum   TEXT NOT NULL,
		copied_at  TIMESTAMPTZ NOT NULL)`)
	return err
}

func (t *target) doneTables(ctx context.Context) (map[string]done, error) {
	rows, err := t.conn.Query(ctx, `SELECT table_name, row_count, checksum FROM `+markerTable)
	if err != nil {
		return nil, err
	}
	out := map[string]done{}
	var name string
	var d done
	_, err = pgx.ForEachRow(rows, []any{&name, &d.rows, &d.sum}, func() error {
		out[name] = d
		return nil
	})
	return out, err
}

// dropEverything empties a target that holds an unfinished copy (and only
// then: the marker says so) to start again.
func (t *target) dropEverything(ctx context.Context) error {
	rows, err := t.conn.Query(ctx, `SELECT c.relname, c.relkind::text FROM pg_class c
		JOIN pg_namespace n ON n.oid = c.relnamespace
		WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'S')
		ORDER BY c.relkind DESC`)
	if err != nil {
		return err
	}
	type rel struct{ name, kind string }
	rels, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (rel, error) {
		var x rel
		return x, r.Scan(&x.name, &x.kind)
	})
	if err != nil {
		return err
	}
	// Tables first ('r' sorts after 'S'): a serial column's sequence goes
	// with its table, and only the sequences of their own remain.
	for _, r := range rels {
		what := "TABLE"
		if r.kind == "S" {
			what = "SEQUENCE"
		}
		if _, err := t.conn.Exec(ctx, "DROP "+what+" IF EXISTS "+quote(r.name)+" CASCADE"); err != nil {
			return err
		}
	}
	// Then the functions the migrations made (a trigger's), not those of
	// an extension, which stays.
	rows, err = t.conn.Query(ctx, `SELECT p.oid::regprocedure::text FROM pg_proc p
		JOIN pg_namespace n ON n.oid = p.pronamespace
		WHERE n.nspname = current_schema()
		  AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')`)
	if err != nil {
		return err
	}
	functions, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return err
	}
	for _, f := range functions {
		if _, err := t.conn.Exec(ctx, "DROP FUNCTION IF EXISTS "+f+" CASCADE"); err != nil {
			return err
		}
	}
	return nil
}

// columns returns the target table's columns and their types, or nil when
// the table does not exist.
func (t *target) columns(ctx context.Context, table string) (map[string]string, error) {
	rows, err := t.conn.Query(ctx, `SELECT column_name, udt_name FROM information_schema.columns
		WHERE table_schema = current_schema() AND table_name = $1`, table)
	if err != nil {
		return nil, err
	}
	out := map[string]string{}
	var name, udt string
	_, err = pgx.ForEachRow(rows, []any{&name, &udt}, func() error {
		out[name] = udt
		return nil
	})
	if len(out) == 0 {
		return nil, err
	}
	return out, err
}

// references returns, for each table, the other tables its foreign keys
// point at.
func (t *target) references(ctx context.Context) (map[string][]string, error) {
	rows, err := t.conn.Query(ctx, `SELECT c.conrelid::regclass::text, c.confrelid::regclass::text
		FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
		WHERE c.contype = 'f' AND n.nspname = current_schema() AND c.conrelid <> c.confrelid`)
	if err != nil {
		return nil, err
	}
	out := map[string][]string{}
	var from, to string
	_, err = pgx.ForEachRow(rows, []any{&from, &to}, func() error {
		from, to = strings.Trim(from, `"`), strings.Trim(to, `"`)
		out[from] = append(out[from], to)
		return nil
	})
	return out, err
}

// versions returns the migrations applied, per migration table.
func (t *target) versions(ctx context.Context) (map[string]int64, error) {
	names, err := t.relations(ctx)
	if err != nil {
		return nil, err
	}
	out := map[string]int64{}
	for _, n := range names {
		if !strings.HasPrefix(n, "goose_") || strings.HasSuffix(n, "_id_seq") {
			continue
		}
		var v *int64
		if err := t.conn.QueryRow(ctx, `SELECT max(version_id) FROM `+quote(n)+` WHERE is_applied`).Scan(&v); err != nil {
			return nil, fmt.Errorf("reading %s: %w", n, err)
		}
		if v != nil {
			out[n] = *v
		}
	}
	return out, nil
}

// copyTable replaces the table's rows (the few a migration may have put
// there) with the source's, and records the table as done, in one
// transaction: an interrupted copy leaves the table as it was.
func (t *target) copyTable(ctx context.Context, src *source, tb *table, progress func(int64), beforeCommit func(string)) (done, error) {
	tx, err := t.conn.Begin(ctx)
	if err != nil {
		return done{}, err
	}
	defer func() { _ = tx.Rollback(ctx) }()
	if _, err := tx.Exec(ctx, "DELETE FROM "+quote(tb.name)); err != nil {
		return done{}, fmt.Errorf("emptying %s: %w", tb.name, err)
	}
	sum := newChecksum()
	rows := &rowFeed{rows: make(chan []any, 256), errc: make(chan error, 1)}
	feedCtx, stop := context.WithCancel(ctx)
	defer stop()
	go func() {
		err := src.each(feedCtx, tb, func(row []any) error {
			if err := sum.add(tb.kinds, row); err != nil {
				return fmt.Errorf("%s: %w", tb.name, err)
			}
			select {
			case rows.rows <- row:
				return nil
			case <-feedCtx.Done():
				return feedCtx.Err()
			}
		})
		rows.errc <- err
		close(rows.rows)
	}()
	rows.progress = progress
	n, err := tx.CopyFrom(ctx, pgx.Identifier{tb.name}, tb.columns, rows)
	if err != nil {
		stop()
		if ferr := rows.finish(); ferr != nil && !errors.Is(ferr, context.Canceled) {
			return done{}, ferr
		}
		return done{}, fmt.Errorf("copying %s: %w", tb.name, err)
	}
	if err := rows.finish(); err != nil {
		return done{}, err
	}
	d := done{rows: n, sum: sum.sum()}
	if _, err := tx.Exec(ctx, `INSERT INTO `+markerTable+` (table_name, row_count, checksum, copied_at)
		VALUES ($1, $2, $3, now())`, tb.name, d.rows, d.sum); err != nil {
		return done{}, err
	}
	if beforeCommit != nil {
		beforeCommit(tb.name)
	}
	return d, tx.Commit(ctx)
}

// rowFeed hands CopyFrom the rows the source reads on another goroutine.
type rowFeed struct {
	rows     chan []any
	errc     chan error
	ended    bool
	current  []any
	err      error
	seen     int64
	progress func(int64)
}

func (f *rowFeed) Next() bool {
	row, ok := <-f.rows
	if !ok {
		f.end()
		return false
	}
	f.current = row
	f.seen++
	if f.progress != nil && f.seen%512 == 0 {
		f.progress(512)
	}
	return true
}

func (f *rowFeed) Values() ([]any, error) { return f.current, nil }

// Err is the source's error once it has stopped (CopyFrom asks after
// every buffer it sends, so it must not wait).
func (f *rowFeed) Err() error { return f.err }

// finish waits for the reader to stop (after CopyFrom, which may have
// stopped early) and returns its error.
func (f *rowFeed) finish() error {
	for range f.rows {
	}
	f.end()
	return f.err
}

func (f *rowFeed) end() {
	if f.ended {
		return
	}
	f.ended = true
	f.err = <-f.errc
	if f.progress != nil {
		f.progress(f.seen % 512)
	}
}

// checksum reads the table back in key order ("C" collation: byte order,
// as SQLite's) and hashes it as the copy did.
func (t *target) checksum(ctx context.Context, tb *table) (done, error) {
	cols := make([]string, len(tb.columns))
	for i, c := range tb.columns {
		cols[i] = quote(c)
		if tb.kinds[i] == kindJSON {
			cols[i] += "::text"
		}
	}
	q := "SELECT " + strings.Join(cols, ", ") + " FROM " + quote(tb.name)
	if len(tb.key) > 0 {
		order := make([]string, len(tb.key))
		for i, k := range tb.key {
			order[i] = quote(k)
			if tb.kinds[tb.index(k)] == kindText {
				order[i] += ` COLLATE "C"`
			}
		}
		q += " ORDER BY " + strings.Join(order, ", ")
	}
	rows, err := t.conn.Query(ctx, q)
	if err != nil {
		return done{}, fmt.Errorf("reading %s back: %w", tb.name, err)
	}
	defer rows.Close()
	sum := newChecksum()
	row := make([]any, len(tb.columns))
	for rows.Next() {
		vals, err := rows.Values()
		if err != nil {
			return done{}, err
		}
		for i, v := range vals {
			if row[i], err = convert(tb.kinds[i], v); err != nil {
				return done{}, fmt.Errorf("%s.%s: %w", tb.name, tb.columns[i], err)
			}
		}
		if err := sum.add(tb.kinds, row); err != nil {
			return done{}, err
		}
	}
	if err := rows.Err(); err != nil {
		return done{}, err
	}
	return done{rows: sum.rows, sum: sum.sum()}, nil
}

// count is the number of rows of a table.
func (t *target) count(ctx context.Context, table string) (int64, error) {
	var n int64
	err := t.conn.QueryRow(ctx, "SELECT count(*) FROM "+quote(table)).Scan(&n)
	return n, err
}

// resetSequences moves every sequence that numbers a column (serial and
// identity columns) past the largest number copied, so the next row the
// shop adds gets a new one.
func (t *target) resetSequences(ctx context.Context) (int, error) {
	rows, err := t.conn.Query(ctx, `SELECT table_name::text, column_name::text,
			pg_get_serial_sequence(quote_ident(table_name), column_name)
		FROM information_schema.columns
		WHERE table_schema = current_schema() AND table_name NOT LIKE 'goose\_%'
		  AND pg_get_serial_sequence(quote_ident(table_name), column_name) IS NOT NULL`)
	if err != nil {
		return 0, err
	}
	type seq struct{ table, column, name string }
	seqs, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (seq, error) {
		var s seq
		return s, r.Scan(&s.table, &s.column, &s.name)
	})
	if err != nil {
		return 0, err
	}
	for _, s := range seqs {
		q := fmt.Sprintf(`SELECT setval($1, COALESCE((SELECT max(%s) FROM %s), 0) + 1, false)`, quote(s.column), quote(s.table))
		if _, err := t.conn.Exec(ctx, q, s.name); err != nil {
			return 0, fmt.Errorf("resetting %s: %w", s.name, err)
		}
	}
	return len(seqs), nil
}

func (t *target) dropMarker(ctx context.Context) error {
	_, err := t.conn.Exec(ctx, "DROP TABLE "+markerTable)
	return err
}
