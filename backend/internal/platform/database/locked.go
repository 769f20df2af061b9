package database

import (
	"errors"
	"fmt"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"
)

// Take reads the one row q finds into dest, locked until the transaction
// ends when lock is set. It returns notFound when there is no such row, and
// any other error wrapped with what ("load order RB-…").
func Take(q *gorm.DB, dest any, lock bool, notFound error, what string) error {
	if lock {
		q = q.Clauses(clause.Locking{Strength: "UPDATE"})
	}
	err := q.Take(dest).Error
	switch {
	case errors.Is(err, gorm.ErrRecordNotFound):
		return notFound
	case err != nil:
		return fmt.Errorf("%s: %w", what, err)
	}
	return nil
}

// UpdateLocked is how a store applies a domain change to one record it
// keeps: in one transaction on db, load reads the record with its row
// locked, change runs on it, and save writes it back and returns the record
// as saved. An error from any of them rolls everything back and is
// returned as it is.
//
// db decides which transaction: Conn(ctx, db) joins the one ctx carries,
// db.WithContext(ctx) always starts its own.
func UpdateLocked[T any](db *gorm.DB, load func(tx *gorm.DB) (T, error), change func(T) error, save func(tx *gorm.DB, v T) (T, error)) (T, error) {
	var saved T
	err := db.Transaction(func(tx *gorm.DB) error {
		v, err := load(tx)
		if err != nil {
			return err
		}
		if err := change(v); err != nil {
			return err
		}
		saved, err = save(tx, v)
		return err
	})
	if err != nil {
		var zero T
		return zero, err
	}
	return saved, nil
}
