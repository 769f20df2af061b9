package tailoring

import (
	"context"
	"io"

	"dhoni/internal/platform/transaction"
)

// Store is where requests are kept. Implementation: gormstore (SQLite and
// PostgreSQL). Every method joins the transaction ctx carries, if any.
type Store interface {
	// Create stores a new request; ErrDuplicateNumber when its number is taken.
	Create(ctx context.Context, r *Request) error
	// ByNumber returns the request or ErrNotFound.
	ByNumber(ctx context.Context, number string) (*Request, error)
	// Update runs change on the stored request with its row locked, and
	// stores the result unless change fails. ErrNotFound when there is none.
	Update(ctx context.Context, number string, change func(*Request) error) (*Request, error)
	// List returns a page of requests, newest first, and the count of all
	// that match.
	List(ctx context.Context, f ListFilter) (Page, error)
}

// ListFilter selects the admin's list.
type ListFilter struct {
	// Status is empty for every status.
	Status Status
	// Query matches the number, the phone, the item type or the description.
	Query         string
	Page, PerPage int
}

// Page is a page of the admin's list.
type Page struct {
	Requests []*Request
	Total    int
}

// Files are the customers' uploaded design files (the media module keeps
// them privately, like transfer slips).
type Files interface {
	// AttachOnce marks the file as held so it is kept, and returns what
	// frees it again when the request then fails; an unknown ref is an
	// error of kind fault.NotFound, a file already held (by another
	// request) one of kind fault.Conflict.
	AttachOnce(ctx context.Context, ref string) (detach func(context.Context) error, err error)
	// OpenSlip returns the file and its content type.
	OpenSlip(ctx context.Context, ref string) (io.ReadCloser, string, error)
}

// Notifier tells the owner about a new request. It is called inside the
// request's transaction and must only queue the message (an outbox).
type Notifier interface {
	RequestReceived(ctx context.Context, r *Request) error
}

// Transactor runs fn in one database transaction the stores join.
type Transactor = transaction.Transactor
