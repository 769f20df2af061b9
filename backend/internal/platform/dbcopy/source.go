package dbcopy

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"strings"

	_ "github.com/glebarez/go-sqlite" // database/sql driver "sqlite"
)

// source is the SQLite database, open read-only, read in one transaction so
// every table comes from the same moment.
type source struct {
	db *sql.DB
	tx *sql.Tx
}

// openSource opens the file read-only: mode=ro makes SQLite refuse every
// write, and query_only makes this connection refuse them too, so a bug
// here cannot change the shop's data.
func openSource(ctx context.Context, path string) (*source, error) {
	if _, err := os.Stat(path); err != nil {
		return nil, fmt.Errorf("the SQLite database %s cannot be read: %w", path, err)
	}
	dsn := "file:" + path + "?mode=ro&_pragma=busy_timeout(10000)&_pragma=query_only(1)"
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(1)
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		_ = db.Close()
		return nil, fmt.Errorf("the SQLite database %s cannot be read: %w", path, err)
	}
	return &source{db: db, tx: tx}, nil
}

func (s *source) close() {
	_ = s.tx.Rollback()
	_ = s.db.Close()
}

// sourceTable is a table as SQLite has it.
type sourceTable struct {
	name    string
	columns []string
	key     []string
}

// tables lists the shop's tables in the order they were created (the
// modules' migration order), leaving out SQLite's own and the migration
// records, which the target's own migrations write, and the virtual
// tables with theirs (a full-text index, such as the orders' search,
// decision 247): they are derived from the other tables, and PostgreSQL's
// migrations index in their own way.
func (s *source) tables(ctx context.Context) ([]sourceTable, error) {
	names, err := s.names(ctx, `SELECT name FROM sqlite_schema
		WHERE type = 'table' AND name NOT LIKE 'sqlite\_%' ESCAPE '\' AND name NOT LIKE 'goose\_%' ESCAPE '\'
		  AND name NOT IN (SELECT name FROM pragma_table_list WHERE type IN ('virtual', 'shadow'))
		ORDER BY rowid`)
	if err != nil {
		return nil, fmt.Errorf("listing the SQLite tables: %w", err)
	}
	out := make([]sourceTable, 0, len(names))
	for _, n := range names {
		t, err := s.table(ctx, n)
		if err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, nil
}

// names runs a query that returns one name a row.
func (s *source) names(ctx context.Context, q string) ([]string, error) {
	rows, err := s.tx.QueryContext(ctx, q)
	if err != nil {
		return nil, err
	}
	var names []string
	for rows.Next() {
		var n string
		if err := rows.Scan(&n); err != nil {
			_ = rows.Close()
			return nil, err
		}
		names = append(names, n)
	}
	return names, errors.Join(rows.Err(), rows.Close())
}

func (s *source) table(ctx context.Context, name string) (sourceTable, error) {
	rows, err := s.tx.QueryContext(ctx, `SELECT name, pk FROM pragma_table_info(?) ORDER BY cid`, name)
	if err != nil {
		return sourceTable{}, fmt.Errorf("reading the columns of %s: %w", name, err)
	}
	t := sourceTable{name: name}
	keyAt := map[int]string{}
	for rows.Next() {
		var col string
		var pk int
		if err := rows.Scan(&col, &pk); err != nil {
			_ = rows.Close()
			return t, err
		}
		t.columns = append(t.columns, col)
		if pk > 0 {
			keyAt[pk] = col
		}
	}
	if err := errors.Join(rows.Err(), rows.Close()); err != nil {
		return t, err
	}
	for i := 1; i <= len(keyAt); i++ {
		t.key = append(t.key, keyAt[i])
	}
	return t, nil
}

// versions returns the migrations applied, per migration table.
func (s *source) versions(ctx context.Context) (map[string]int64, error) {
	names, err := s.names(ctx, `SELECT name FROM sqlite_schema WHERE type = 'table' AND name LIKE 'goose\_%' ESCAPE '\'`)
	if err != nil {
		return nil, err
	}
	out := make(map[string]int64, len(names))
	for _, n := range names {
		var v sql.NullInt64
		if err := s.tx.QueryRowContext(ctx, `SELECT max(version_id) FROM `+quote(n)+` WHERE is_applied`).Scan(&v); err != nil {
			return nil, fmt.Errorf("reading %s: %w", n, err)
		}
		out[n] = v.Int64
	}
	return out, nil
}

// each calls fn with every row of t in key order (BINARY, byte order, as
// PostgreSQL's "C" collation), its values converted to the target's kinds.
func (s *source) each(ctx context.Context, t *table, fn func(row []any) error) error {
	q := "SELECT " + quoteList(t.columns) + " FROM " + quote(t.name)
	if len(t.key) > 0 {
		q += " ORDER BY " + quoteList(t.key)
	} else {
		q += " ORDER BY rowid"
	}
	rows, err := s.tx.QueryContext(ctx, q)
	if err != nil {
		return fmt.Errorf("reading %s: %w", t.name, err)
	}
	defer rows.Close()
	raw := make([]any, len(t.columns))
	ptrs := make([]any, len(raw))
	for i := range raw {
		ptrs[i] = &raw[i]
	}
	for rows.Next() {
		if err := rows.Scan(ptrs...); err != nil {
			return fmt.Errorf("reading %s: %w", t.name, err)
		}
		row := make([]any, len(raw))
		for i, v := range raw {
			c, err := convert(t.kinds[i], v)
			if err != nil {
				return fmt.Errorf("%s.%s: %w", t.name, t.columns[i], err)
			}
			row[i] = c
		}
		if err := fn(row); err != nil {
			return err
		}
	}
	return rows.Err()
}

// quote makes a name an SQL identifier for both databases.
func quote(name string) string { return `"` + strings.ReplaceAll(name, `"`, `""`) + `"` }

func quoteList(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = quote(n)
	}
	return strings.Join(q, ", ")
}
