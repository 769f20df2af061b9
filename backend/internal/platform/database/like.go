package database

import (
	"strings"

	"gorm.io/gorm"
)

var likeEscaper = strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`)

// EscapeLike makes s stand for itself in a LIKE pattern with ESCAPE '\':
// its \, % and _ match only themselves.
func EscapeLike(s string) string { return likeEscaper.Replace(s) }

// Filtered is an admin list's query over model: only the rows with status
// when it is not empty, and only those search finds text in when there is
// text.
func Filtered(db *gorm.DB, model any, status, text string, search func(db *gorm.DB, text string) *gorm.DB) *gorm.DB {
	q := db.Model(model)
	if status != "" {
		q = q.Where("status = ?", status)
	}
	if text != "" {
		q = q.Where(search(db, text))
	}
	return q
}

// ContainsAny is the condition that one of cols (columns or expressions)
// contains text, in any case, for the admin's searches.
func ContainsAny(db *gorm.DB, text string, cols ...string) *gorm.DB {
	like := "%" + EscapeLike(strings.ToLower(text)) + "%"
	cond := db
	for i, col := range cols {
		where := "LOWER(" + col + `) LIKE ? ESCAPE '\'`
		if i == 0 {
			cond = cond.Where(where, like)
		} else {
			cond = cond.Or(where, like)
		}
	}
	return cond
}
