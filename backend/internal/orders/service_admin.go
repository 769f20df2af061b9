package orders

import (
	"context"
	"fmt"
	"strings"
)

// List returns a page of orders for the admin, newest first. The filter is
// taken as given except that paging is brought into range.
func (s *Service) List(ctx context.Context, f ListFilter) (Page, error) {
	f.Page = max(f.Page, 1)
	if f.PerPage < 1 {
		f.PerPage = DefaultPerPage
	}
	f.PerPage = min(f.PerPage, MaxPerPage)
	f.Query = strings.TrimSpace(f.Query)
	return s.store.List(ctx, f)
}

// Get returns an order with the history of its changes, for the admin.
func (s *Service) Get(ctx context.Context, number string) (*Order, []Event, error) {
	number = LookupNumber(number)
	o, err := s.store.ByNumber(ctx, number)
	if err != nil {
		return nil, nil, err
	}
	events, err := s.store.Events(ctx, number)
	if err != nil {
		return nil, nil, err
	}
	return o, events, nil
}

// Edit applies the admin's changes (see Order.Apply) and returns the order
// as stored.
func (s *Service) Edit(ctx context.Context, number string, e Edit) (*Order, error) {
	return s.store.Update(ctx, LookupNumber(number), func(o *Order) error {
		return o.Apply(e, AdminActor, s.clock.Now())
	})
}

// Delete removes an order.
func (s *Service) Delete(ctx context.Context, number string) error {
	number = LookupNumber(number)
	o, err := s.store.ByNumber(ctx, number)
	if err != nil {
		return err
	}
	if err := s.store.Delete(ctx, number); err != nil {
		return err
	}
	// No order references the slip any more: the clean-up removes it.
	if ref := o.TransferSlip(); ref != "" {
		if err := s.slips.Release(context.WithoutCancel(ctx), ref); err != nil {
			return fmt.Errorf("release the transfer slip of order %s: %w", number, err)
		}
	}
	return nil
}

// exportPage is how many orders Export reads at a time: a few MB of them.
const exportPage = 500

// Export calls each for every order, newest first, reading a page at a
// time so that all orders are never in memory at once. It stops at the
// first error each returns.
func (s *Service) Export(ctx context.Context, each func(*Order) error) error {
	f := ListFilter{PerPage: exportPage, Export: true}
	for {
		page, err := s.store.List(ctx, f)
		if err != nil {
			return fmt.Errorf("export orders: %w", err)
		}
		for _, o := range page.Orders {
			if err := each(o); err != nil {
				return err
			}
		}
		if len(page.Orders) < exportPage {
			return nil
		}
		last := page.Orders[len(page.Orders)-1]
		f.After = &Cursor{CreatedAt: last.CreatedAt(), Number: last.Number()}
	}
}
