package promotions

import (
	"context"
	"errors"
	"fmt"
	"time"

	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/money"
)

// Store keeps the codes and their uses. Every method joins the transaction
// ctx carries, if any.
type Store interface {
	// Create stores a new code, or returns ErrDuplicate.
	Create(ctx context.Context, c *Code) error
	// Update runs change on the stored code with its row locked and stores
	// the result unless change fails; ErrNotFound when there is none.
	Update(ctx context.Context, code string, change func(*Code) error) (*Code, error)
	// Delete removes a code with its uses, or returns ErrNotFound.
	Delete(ctx context.Context, code string) error
	// List returns every code, newest first, with its figures.
	List(ctx context.Context) ([]Listed, error)
	// Usage returns the code and how often it was used (ByPhone by
	// customerPhone, when not empty), or ErrNotFound. With lock set the
	// code's row is locked until ctx's transaction ends, so that uses are
	// counted one order at a time.
	Usage(ctx context.Context, code, customerPhone string, lock bool) (*Code, Usage, error)
	// AddUse records that an order used a code.
	AddUse(ctx context.Context, u Use) error
}

// Catalog is what codes need from the catalog.
type Catalog interface {
	// CategoryIDs returns, for each product among ids that exists, its
	// category and the categories above it.
	CategoryIDs(ctx context.Context, productIDs []string) (map[string][]string, error)
	// CategoryExists returns a check of category ids, read once.
	CategoryExists(ctx context.Context) (func(id string) bool, error)
}

// Use is an order that used a code, with what it took off and what the
// order came to when it was placed.
type Use struct {
	Code, OrderNumber, Phone string
	Discount, Total          money.Laari
	At                       time.Time
}

// Figures are a code's uses and the money of the orders that used it.
type Figures struct {
	Uses int
	// Revenue is what the orders came to when placed; Discounts what the
	// code took off them.
	Revenue, Discounts money.Laari
}

// Listed is a code with its figures.
type Listed struct {
	Code    *Code
	Figures Figures
}

// Deps are what the service works with.
type Deps struct {
	Store   Store
	Catalog Catalog
	Clock   clock.Clock
}

// Service is the discount codes' use cases.
type Service struct {
	store   Store
	catalog Catalog
	clock   clock.Clock
}

// NewService returns the service.
func NewService(d Deps) *Service {
	return &Service{store: d.Store, catalog: d.Catalog, clock: d.Clock}
}

// Create adds a code.
func (s *Service) Create(ctx context.Context, code string, r Rules) (*Code, error) {
	known, err := s.catalog.CategoryExists(ctx)
	if err != nil {
		return nil, fmt.Errorf("read categories: %w", err)
	}
	c, err := NewCode(code, r, known, s.clock.Now())
	if err != nil {
		return nil, err
	}
	if err := s.store.Create(ctx, c); err != nil {
		return nil, err
	}
	return c, nil
}

// Edit replaces a code's rules.
func (s *Service) Edit(ctx context.Context, code string, r Rules) (*Code, error) {
	known, err := s.catalog.CategoryExists(ctx)
	if err != nil {
		return nil, fmt.Errorf("read categories: %w", err)
	}
	return s.store.Update(ctx, Normalize(code), func(c *Code) error { return c.Edit(r, known) })
}

// Delete removes a code; orders that used it keep its name and discount.
func (s *Service) Delete(ctx context.Context, code string) error {
	return s.store.Delete(ctx, Normalize(code))
}

// List returns every code with its figures.
func (s *Service) List(ctx context.Context) ([]Listed, error) { return s.store.List(ctx) }

// Quote says what code takes off lines now, without counting a use or
// judging the per-phone limit: a *Refusal when it cannot be used.
func (s *Service) Quote(ctx context.Context, code string, lines []Line) (Discount, error) {
	c, used, err := s.usage(ctx, code, "", false)
	if err != nil {
		return Discount{}, err
	}
	if lines, err = s.withCategories(ctx, c, lines); err != nil {
		return Discount{}, err
	}
	return c.Apply(lines, s.clock.Now(), used, false)
}

// Redeem judges code again for an order of customerPhone, with the code
// locked in the transaction ctx carries, and records the order's use: a
// *Refusal when it cannot be used (then nothing is recorded). total is what
// the order comes to, kept for the code's revenue.
func (s *Service) Redeem(ctx context.Context, code, customerPhone, orderNumber string, lines []Line, total money.Laari) (Discount, error) {
	c, used, err := s.usage(ctx, code, customerPhone, true)
	if err != nil {
		return Discount{}, err
	}
	if lines, err = s.withCategories(ctx, c, lines); err != nil {
		return Discount{}, err
	}
	now := s.clock.Now()
	d, err := c.Apply(lines, now, used, true)
	if err != nil {
		return Discount{}, err
	}
	err = s.store.AddUse(ctx, Use{Code: c.Code(), OrderNumber: orderNumber, Phone: customerPhone,
		Discount: d.Amount, Total: total, At: clock.Stored(now)})
	if err != nil {
		return Discount{}, fmt.Errorf("record the use of a discount code: %w", err)
	}
	return d, nil
}

func (s *Service) usage(ctx context.Context, code, customerPhone string, lock bool) (*Code, Usage, error) {
	code = Normalize(code)
	if !codePattern.MatchString(code) {
		return nil, Usage{}, &Refusal{MsgUnknown}
	}
	c, used, err := s.store.Usage(ctx, code, customerPhone, lock)
	if errors.Is(err, ErrNotFound) {
		return nil, Usage{}, &Refusal{MsgUnknown}
	}
	return c, used, err
}

// withCategories adds to each line the categories of its product, when
// the code is limited to categories.
func (s *Service) withCategories(ctx context.Context, c *Code, lines []Line) ([]Line, error) {
	if c.rules.Scope != Categories {
		return lines, nil
	}
	var ids []string
	for _, l := range lines {
		if l.ProductID != "" {
			ids = append(ids, l.ProductID)
		}
	}
	if len(ids) == 0 {
		return lines, nil
	}
	cats, err := s.catalog.CategoryIDs(ctx, ids)
	if err != nil {
		return nil, fmt.Errorf("read the categories of products: %w", err)
	}
	out := make([]Line, len(lines))
	for i, l := range lines {
		l.CategoryIDs = cats[l.ProductID]
		out[i] = l
	}
	return out, nil
}
