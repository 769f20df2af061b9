package database

import (
	"context"
	"strings"
	"unicode"

	"gorm.io/gorm"
)

// Watch calls changed once a statement that wrote rows of one of tables has
// committed: after the unit of work the statement's context carries
// (WithinTransaction, Atomically), at once for a statement outside one. A
// statement that wrote no row (an update that matched nothing, an insert
// that did nothing on conflict) or failed calls nothing. Statements written
// by hand (Exec) count when they insert, update or delete and name one of
// tables. A read model in memory uses it to follow what was committed,
// whichever code path wrote it. name tells watches of one db apart.
//
// A statement inside a transaction begun with gorm's own Transaction,
// which has no unit of work, calls changed before that transaction
// commits: stores whose tables are watched use Atomically instead.
func Watch(db *gorm.DB, name string, tables []string, changed func(ctx context.Context)) error {
	watched := map[string]bool{}
	for _, t := range tables {
		watched[t] = true
	}
	after := func(tx *gorm.DB) {
		st := tx.Statement
		if tx.Error != nil || tx.RowsAffected <= 0 || !writes(st, watched) {
			return
		}
		ctx := st.Context
		if ctx == nil {
			ctx = context.Background()
		}
		AfterCommit(ctx, func() { changed(context.WithoutCancel(ctx)) })
	}
	cb := db.Callback()
	name = "dhoni:watch:" + name
	for _, err := range []error{
		cb.Create().After("gorm:create").Register(name, after),
		cb.Update().After("gorm:update").Register(name, after),
		cb.Delete().After("gorm:delete").Register(name, after),
		cb.Raw().After("gorm:raw").Register(name, after),
	} {
		if err != nil {
			return err
		}
	}
	return nil
}

// writes reports whether st wrote to a watched table.
func writes(st *gorm.Statement, watched map[string]bool) bool {
	if st.Table != "" {
		return watched[st.Table]
	}
	sql := st.SQL.String()
	verb, _, _ := strings.Cut(strings.TrimSpace(sql), " ")
	switch strings.ToUpper(verb) {
	case "INSERT", "UPDATE", "DELETE", "WITH":
	default:
		return false
	}
	for _, word := range strings.FieldsFunc(sql, func(r rune) bool { return r != '_' && !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		if watched[strings.ToLower(word)] {
			return true
		}
	}
	return false
}
