// Package transaction names the unit of work the modules share, so that each
// module's service can ask for it without knowing the database behind it.
package transaction

import "context"

// Transactor runs fn in one database transaction that the stores of every
// module join (database.Transactor implements it). fn may run more than
// once.
type Transactor interface {
	WithinTransaction(ctx context.Context, fn func(ctx context.Context) error) error
}
