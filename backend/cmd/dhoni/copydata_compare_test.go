package main

// The stores' comparison for the copy-data tests: every table's rows and
// every file's bytes, read independently of the command's own checks.

import (
	"bytes"
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	_ "github.com/glebarez/go-sqlite"
	_ "github.com/jackc/pgx/v5/stdlib"

	"dhoni/internal/platform/blobstore"
)

func fileSum(t *testing.T, path string) [32]byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return sha256.Sum256(b)
}

func openDB(t *testing.T, driver, dsn string) *sql.DB {
	t.Helper()
	if driver == "sqlite" {
		dsn = "file:" + dsn + "?mode=ro"
	}
	db, err := sql.Open(driver, dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	return db
}

func execPG(t *testing.T, pg, q string) {
	t.Helper()
	if _, err := openDB(t, "pgx", pg).Exec(q); err != nil {
		t.Fatal(err)
	}
}

func count(t *testing.T, driver, dsn, table string) int {
	t.Helper()
	var n int
	if err := openDB(t, driver, dsn).QueryRow("SELECT count(*) FROM " + table).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func tableNames(t *testing.T, driver, dsn string) []string {
	t.Helper()
	q := `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1`
	if driver == "sqlite" {
		q = `SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'goose_%'
			AND name NOT IN (SELECT name FROM pragma_table_list WHERE type IN ('virtual', 'shadow')) ORDER BY 1`
	}
	rows, err := openDB(t, driver, dsn).Query(q)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var names []string
	for rows.Next() {
		var n string
		if err := rows.Scan(&n); err != nil {
			t.Fatal(err)
		}
		names = append(names, n)
	}
	return names
}

// compareTables checks, for every table of the SQLite file, that the
// PostgreSQL database holds the same rows: each value written out plainly
// (times in UTC to the microsecond, booleans as 0 and 1, JSON with sorted
// keys), rows sorted, compared as a whole.
func compareTables(t *testing.T, sqlitePath, pg string) {
	t.Helper()
	src := openDB(t, "sqlite", sqlitePath)
	for _, table := range tableNames(t, "sqlite", sqlitePath) {
		rows, err := src.Query("SELECT * FROM " + table + " LIMIT 0")
		if err != nil {
			t.Fatal(err)
		}
		cols, err := rows.Columns()
		_ = rows.Close()
		if err != nil {
			t.Fatal(err)
		}
		a, b := dumpRows(t, src, table, cols), dumpRows(t, openDB(t, "pgx", pg), table, cols)
		if len(a) == 0 && slices.Contains(filledTables, table) {
			t.Errorf("%s is empty in the source: the test does not fill it", table)
		}
		if !slices.Equal(a, b) {
			t.Errorf("%s differs:\nSQLite     %q\nPostgreSQL %q", table, a, b)
		}
	}
	// The counts PostgreSQL keeps (decision 259) are those of the orders
	// copied.
	statuses := "SELECT status, count(*) FROM orders GROUP BY status"
	kept := "SELECT status, sum(orders) FROM order_counts GROUP BY status HAVING sum(orders) <> 0"
	if a, b := dumpQuery(t, src, statuses), dumpQuery(t, openDB(t, "pgx", pg), kept); len(a) == 0 || !slices.Equal(a, b) {
		t.Errorf("the kept order counts: SQLite's orders %q, PostgreSQL's counts %q", a, b)
	}
}

// dumpQuery is the rows of a query of two columns, each as "a=b", sorted.
func dumpQuery(t *testing.T, db *sql.DB, q string) []string {
	t.Helper()
	rows, err := db.Query(q)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var k string
		var n int64
		if err := rows.Scan(&k, &n); err != nil {
			t.Fatal(err)
		}
		out = append(out, fmt.Sprintf("%s=%d", k, n))
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	slices.Sort(out)
	return out
}

// filledTables are the tables fill puts rows in: a test that copied them
// empty would prove little. (Rate-limit events live in memory on SQLite,
// and no Telegram delivery succeeds here.)
var filledTables = []string{
	"admin_credentials", "admin_sessions", "settings", "categories", "products", "product_sizes",
	"product_colors", "catalog_sample_data", "slips", "orders", "order_items", "order_status_history",
	"order_events", "tailoring_requests", "tailoring_request_history", "notify_outbox",
	"notify_telegram_poll", "payment_settings", "payment_orders", "payment_transactions", "search_misses",
}

func dumpRows(t *testing.T, db *sql.DB, table string, cols []string) []string {
	t.Helper()
	rows, err := db.Query("SELECT " + strings.Join(cols, ", ") + " FROM " + table)
	if err != nil {
		t.Fatalf("%s: %v", table, err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		vals := make([]any, len(cols))
		ptrs := make([]any, len(vals))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		if err := rows.Scan(ptrs...); err != nil {
			t.Fatal(err)
		}
		parts := make([]string, len(vals))
		for i, v := range vals {
			parts[i] = cols[i] + "=" + plain(v)
		}
		out = append(out, strings.Join(parts, " | "))
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	slices.Sort(out)
	return out
}

func plain(v any) string {
	switch x := v.(type) {
	case nil:
		return "NULL"
	case []byte:
		return plain(string(x))
	case time.Time:
		return x.UTC().Round(time.Microsecond).Format(time.RFC3339Nano)
	case bool:
		if x {
			return "1"
		}
		return "0"
	case string:
		var doc any
		if (strings.HasPrefix(x, "{") || strings.HasPrefix(x, "[")) && json.Unmarshal([]byte(x), &doc) == nil {
			b, _ := json.Marshal(doc)
			return string(b)
		}
		return x
	}
	return fmt.Sprint(v)
}

// compareFiles checks that the two stores hold the same keys and bytes.
func compareFiles(t *testing.T, a, b blobstore.Store) int {
	t.Helper()
	ctx := context.Background()
	list := func(s blobstore.Store) []string {
		var keys []string
		if err := s.Walk(ctx, "", func(i blobstore.Info) error { keys = append(keys, i.Key); return nil }); err != nil {
			t.Fatal(err)
		}
		return keys
	}
	ka, kb := list(a), list(b)
	if !slices.Equal(ka, kb) {
		t.Errorf("files: disk has %v, the bucket %v", ka, kb)
	}
	read := func(s blobstore.Store, key string) []byte {
		rc, _, err := s.Open(ctx, key)
		if err != nil {
			t.Fatal(err)
		}
		defer rc.Close()
		data, err := io.ReadAll(rc)
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	for _, k := range ka {
		if !bytes.Equal(read(a, k), read(b, k)) {
			t.Errorf("file %s differs between the disk and the bucket", k)
		}
	}
	return len(ka)
}
