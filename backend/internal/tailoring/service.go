package tailoring

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/fault"
	"dhoni/internal/platform/money"
	"dhoni/internal/platform/phone"
)

// Deps are what the service works with.
type Deps struct {
	Store    Store
	Files    Files
	Notifier Notifier
	Tx       Transactor
	Clock    clock.Clock
}

// Service is the tailoring use cases.
type Service struct {
	store    Store
	files    Files
	notifier Notifier
	tx       Transactor
	clock    clock.Clock
}

// NewService returns the service.
func NewService(d Deps) *Service {
	return &Service{store: d.Store, files: d.Files, notifier: d.Notifier, tx: d.Tx, clock: d.Clock}
}

const numberTries = 4

// Submit checks a customer's request, keeps its design files, stores it and
// queues the owner's alert in one transaction. Design files of a request that
// fails are freed again, like the slip of a failed order.
func (s *Service) Submit(ctx context.Context, sub Submission) (r *Request, err error) {
	var detaches []func(context.Context) error
	defer func() {
		if err == nil {
			return
		}
		for _, detach := range detaches {
			_ = detach(context.WithoutCancel(ctx))
		}
	}()
	for try := 1; ; try++ {
		r, err = NewRequest(NewNumber(s.clock.Now()), sub, s.clock.Now())
		if err != nil {
			return nil, err
		}
		if try == 1 {
			// Before the transaction, as orders attach their slip: the media
			// store does not join it.
			bad := fault.Problems{}
			for i, ref := range r.designFiles {
				detach, err := s.files.AttachOnce(ctx, ref)
				switch fault.KindOf(err) {
				case fault.NotFound:
					bad.Add(fmt.Sprintf("design_files[%d]", i), MsgFileNotFound)
				case fault.Conflict:
					// A design file belongs to one request.
					bad.Add(fmt.Sprintf("design_files[%d]", i), MsgFileTaken)
				default:
					if err != nil {
						return nil, fmt.Errorf("attach design file: %w", err)
					}
					detaches = append(detaches, detach)
				}
			}
			if err := bad.Err(); err != nil {
				return nil, err
			}
		}
		err = s.tx.WithinTransaction(ctx, func(ctx context.Context) error {
			if err := s.store.Create(ctx, r); err != nil {
				return err
			}
			return s.notifier.RequestReceived(ctx, r)
		})
		switch {
		case err == nil:
			return r, nil
		case errors.Is(err, ErrDuplicateNumber) && try < numberTries:
			continue
		}
		return nil, fmt.Errorf("submit request: %w", err)
	}
}

// Lookup is what a customer gives to find a request.
type Lookup struct{ Number, Phone string }

// Track returns the request when the number exists and the phone is its
// customer's; anything else is ErrTrackNotFound.
func (s *Service) Track(ctx context.Context, l Lookup) (*Request, error) {
	number := LookupNumber(l.Number)
	if err := phone.CheckLookup("number", number, MsgRequestNumberRequired, l.Phone); err != nil {
		return nil, err
	}
	if !ValidNumber(number) {
		return nil, ErrTrackNotFound
	}
	r, err := s.store.ByNumber(ctx, number)
	if errors.Is(err, ErrNotFound) || (err == nil && !phone.Same(l.Phone, r.Phone())) {
		return nil, ErrTrackNotFound
	}
	return r, err
}

// Get returns a request for the admin.
func (s *Service) Get(ctx context.Context, number string) (*Request, error) {
	return s.store.ByNumber(ctx, LookupNumber(number))
}

// List returns the admin's page of requests, newest first.
func (s *Service) List(ctx context.Context, f ListFilter) (Page, error) {
	f.Query = strings.TrimSpace(f.Query)
	return s.store.List(ctx, f)
}

// Change is what the admin changes on a request; nil leaves a field as is.
type Change struct {
	Status *Status
	// SetPrices is true when the prices below replace the current ones (nil
	// clears a price).
	SetPrices                  bool
	EstimatedPrice, FinalPrice *money.Laari
}

// Update applies the admin's change: prices first, so a request can be
// priced and quoted in one save.
func (s *Service) Update(ctx context.Context, number string, c Change) (*Request, error) {
	now := s.clock.Now()
	return s.store.Update(ctx, LookupNumber(number), func(r *Request) error {
		if c.SetPrices {
			if err := r.SetPrices(c.EstimatedPrice, c.FinalPrice, now); err != nil {
				return err
			}
		}
		if c.Status != nil {
			return r.SetStatus(*c.Status, now)
		}
		return nil
	})
}

// OpenDesignFile returns the request's index-th design file for the admin.
func (s *Service) OpenDesignFile(ctx context.Context, number string, index int) (io.ReadCloser, string, error) {
	r, err := s.Get(ctx, number)
	if err != nil {
		return nil, "", err
	}
	files := r.DesignFiles()
	if index < 0 || index >= len(files) {
		return nil, "", fault.New(fault.NotFound, MsgFileNotFound)
	}
	return s.files.OpenSlip(ctx, files[index])
}

// ForOrder returns the requests among numbers that exist, by number, for
// the checkout to price tailor-made lines.
func (s *Service) ForOrder(ctx context.Context, numbers []string) (map[string]*Request, error) {
	out := map[string]*Request{}
	for _, n := range numbers {
		r, err := s.store.ByNumber(ctx, LookupNumber(n))
		if errors.Is(err, ErrNotFound) {
			continue
		}
		if err != nil {
			return nil, err
		}
		out[n] = r
	}
	return out, nil
}

// Accept marks the request accepted and linked to the order, in the
// transaction ctx carries (the order's), with its row locked: of two orders
// racing for one request, one accepts it and the other gets a
// *NotOrderableError and rolls back. priceSeen is the price the order was
// priced at; a price changed meanwhile refuses too.
func (s *Service) Accept(ctx context.Context, number, orderNumber, customerPhone string, priceSeen money.Laari) error {
	_, err := s.store.Update(ctx, LookupNumber(number), func(r *Request) error {
		if p := r.Price(); p != nil && *p != priceSeen && r.OrderProblem(customerPhone) == "" {
			return &NotOrderableError{Number: r.Number(), Message: MsgNotOrderable}
		}
		return r.Accept(orderNumber, customerPhone, s.clock.Now())
	})
	if errors.Is(err, ErrNotFound) {
		return &NotOrderableError{Number: number, Message: MsgItemGone}
	}
	return err
}
