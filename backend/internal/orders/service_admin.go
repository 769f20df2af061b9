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

// exportBatch is how many orders the export's reading hands over at a time.
const exportBatch = 256

// Export calls each for every order, newest first (Store.Export: the
// orders hold what the CSV file does). The orders are read while each is
// called for those read before, a batch at a time, two batches in memory
// at most: reading them is half the work, done meanwhile on another core.
// It stops at the first error each returns.
func (s *Service) Export(ctx context.Context, each func(*Order) error) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	batches := make(chan []*Order)
	read := make(chan error, 1)
	go func() {
		defer close(batches)
		batch := make([]*Order, 0, exportBatch)
		send := func() error {
			select {
			case batches <- batch:
				batch = make([]*Order, 0, exportBatch)
				return nil
			case <-ctx.Done():
				return ctx.Err()
			}
		}
		err := s.store.Export(ctx, func(o *Order) error {
			if batch = append(batch, o); len(batch) < exportBatch {
				return nil
			}
			return send()
		})
		if err == nil && len(batch) > 0 {
			err = send()
		}
		read <- err
	}()
	for batch := range batches {
		for _, o := range batch {
			if err := each(o); err != nil {
				return err
			}
		}
	}
	if err := <-read; err != nil {
		return fmt.Errorf("export orders: %w", err)
	}
	return nil
}
