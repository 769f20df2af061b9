package media

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"dhoni/internal/platform/blobstore"
	"dhoni/internal/platform/clock"
)

// SlipLifetime is how long a transfer slip waits for an order to hold it
// before it is removed.
const SlipLifetime = 24 * time.Hour

// orphanWindow is how far back the clean-up looks for slip files that lost
// their row (a crash between storing the file and the row). It runs hourly,
// so every such file passes through the window many times.
const orphanWindow = 7 * 24 * time.Hour

// Slip is a customer's bank transfer slip: a JPEG, PNG, WebP or PDF kept
// privately until an order holds it (Attach), and removed after
// SlipLifetime if none does.
type Slip struct {
	Ref         string
	Key         string
	ContentType string
	Size        int64
	CreatedAt   time.Time
	// AttachedAt is when an order took the slip; zero until then.
	AttachedAt time.Time
}

// Attached reports whether an order holds the slip.
func (s Slip) Attached() bool { return !s.AttachedAt.IsZero() }

// SlipStore keeps the slips' records.
type SlipStore interface {
	Add(ctx context.Context, s Slip) error
	// Get returns the slip or ErrSlipNotFound.
	Get(ctx context.Context, ref string) (Slip, error)
	// Attach records that an order holds the slip, keeping the first time
	// if it already was, and says whether this call attached it;
	// ErrSlipNotFound when there is no such slip.
	Attach(ctx context.Context, ref string, at time.Time) (bool, error)
	// Detach undoes the Attach made at the time given; a slip attached at
	// another time (by another order) stays attached.
	Detach(ctx context.Context, ref string, at time.Time) error
	// Release marks the slip as held by no order, whenever it was attached.
	Release(ctx context.Context, ref string) error
	// UnattachedSize is the total size of the slips no order holds.
	UnattachedSize(ctx context.Context) (int64, error)
	// Unattached returns up to limit slips created before the time and never
	// attached, oldest first.
	Unattached(ctx context.Context, before time.Time, limit int) ([]Slip, error)
	// DeleteUnattached deletes the slip's record if it is still unattached,
	// and says whether it did.
	DeleteUnattached(ctx context.Context, ref string) (bool, error)
	// ExistingKeys returns which of the blob keys a slip record holds.
	ExistingKeys(ctx context.Context, keys []string) (map[string]bool, error)
}

const slipRefPrefix = "slip_"

// SaveSlip checks that file is a JPEG, PNG, WebP or PDF of at most
// MaxFileSize (an image must decode whole) and stores it, privately, as it
// was sent: it is the customer's evidence of payment.
func (s *Service) SaveSlip(ctx context.Context, file io.ReadSeeker) (Slip, error) {
	kind, err := sniffFile(file)
	if err != nil {
		return Slip{}, err
	}
	if kind == KindUnknown {
		return Slip{}, ErrInvalidFileType
	}
	if kind.isImage() {
		if err := s.checkImage(ctx, file, kind); err != nil {
			return Slip{}, err
		}
	}
	size, err := file.Seek(0, io.SeekEnd)
	if err != nil {
		return Slip{}, fmt.Errorf("size of slip: %w", err)
	}
	// Slips are anonymous: what no order holds yet is bounded in total, so
	// a stream of uploads cannot fill the disk. Several uploads checked at
	// once may pass together; the overshoot is at most their size.
	waiting, err := s.slips.UnattachedSize(ctx)
	if err != nil {
		return Slip{}, err
	}
	if waiting+size > s.slipQuota {
		return Slip{}, ErrSlipsFull
	}
	if _, err := file.Seek(0, io.SeekStart); err != nil {
		return Slip{}, fmt.Errorf("rewind slip: %w", err)
	}
	id, err := newID()
	if err != nil {
		return Slip{}, err
	}
	slip := Slip{
		Ref:         slipRefPrefix + id,
		Key:         SlipsPrefix + id + "." + kind.Ext(),
		ContentType: kind.ContentType(),
		Size:        size,
		CreatedAt:   s.now(),
	}
	if err := s.blobs.Put(ctx, slip.Key, slip.ContentType, file); err != nil {
		return Slip{}, err
	}
	if err := s.slips.Add(ctx, slip); err != nil {
		// Without its record the file would only wait for the orphan sweep.
		return Slip{}, errors.Join(err, s.blobs.Delete(context.Background(), slip.Key))
	}
	return slip, nil
}

func (s *Service) checkImage(ctx context.Context, file io.ReadSeeker, kind Kind) error {
	release, err := s.acquire(ctx)
	if err != nil {
		return err
	}
	defer release()
	_, err = decode(file, kind, ErrInvalidFileType)
	return err
}

// Attach records that an order holds the slip, so it is kept. Attaching
// again is harmless (an order sent twice). The orders module calls it before
// it commits the order, so a slip is never removed under an order, and calls
// the detach it returns when the order then fails: the slip is free again,
// counts against the quota and is swept like any other (docs/security.md,
// finding 3). Detaching a slip an earlier order held does nothing.
func (s *Service) Attach(ctx context.Context, ref string) (detach func(context.Context) error, err error) {
	return s.attach(ctx, ref, false)
}

// AttachOnce is Attach for a file that belongs to one holder only (a
// design file, to one tailoring request): a file something already holds
// is ErrSlipHeld, and nothing changes.
func (s *Service) AttachOnce(ctx context.Context, ref string) (detach func(context.Context) error, err error) {
	return s.attach(ctx, ref, true)
}

func (s *Service) attach(ctx context.Context, ref string, once bool) (detach func(context.Context) error, err error) {
	if !validSlipRef(ref) {
		return nil, ErrSlipNotFound
	}
	at := s.now()
	attached, err := s.slips.Attach(ctx, ref, at)
	switch {
	case err != nil:
		return nil, err
	case !attached && once:
		return nil, ErrSlipHeld
	case !attached:
		return func(context.Context) error { return nil }, nil
	}
	return func(ctx context.Context) error { return s.slips.Detach(ctx, ref, at) }, nil
}

// Release records that no order holds the slip any more (the admin deleted
// its order): the next clean-up removes it, as it is older than a day. An
// unknown slip is not an error (it may be gone already).
func (s *Service) Release(ctx context.Context, ref string) error {
	if !validSlipRef(ref) {
		return nil
	}
	return s.slips.Release(ctx, ref)
}

// OpenSlip returns a slip's file (an io.ReadSeeker from the disk store, for
// http.ServeContent) and its content type, for the admin or a customer who
// proved the order is theirs: the orders module decides who may, and should
// answer with X-Content-Type-Options: nosniff. Only standard types cross this
// boundary, so the orders module's port needs nothing from this package; an
// unknown ref is ErrSlipNotFound, a fault of kind NotFound.
func (s *Service) OpenSlip(ctx context.Context, ref string) (io.ReadCloser, string, error) {
	if !validSlipRef(ref) {
		return nil, "", ErrSlipNotFound
	}
	slip, err := s.slips.Get(ctx, ref)
	if err != nil {
		return nil, "", err
	}
	rc, _, err := s.blobs.Open(ctx, slip.Key)
	if errors.Is(err, blobstore.ErrNotFound) {
		return nil, "", fmt.Errorf("%w: the record of %s has no file", ErrSlipNotFound, ref)
	}
	if err != nil {
		return nil, "", err
	}
	return rc, slip.ContentType, nil
}

// CleanupSlips removes the slips no order took within SlipLifetime of now,
// and slip files whose record is missing. It returns how many it removed.
func (s *Service) CleanupSlips(ctx context.Context, now time.Time) (int, error) {
	cutoff := now.UTC().Add(-SlipLifetime)
	removed := 0
	var errs []error
	const batch = 100
	for {
		slips, err := s.slips.Unattached(ctx, cutoff, batch)
		if err != nil {
			return removed, err
		}
		for _, sl := range slips {
			// Conditional: an order may attach the slip this very moment.
			ok, err := s.slips.DeleteUnattached(ctx, sl.Ref)
			if err != nil {
				return removed, err
			}
			if !ok {
				continue
			}
			removed++
			if err := s.blobs.Delete(ctx, sl.Key); err != nil {
				// The orphan sweep below, or the next run's, retries it.
				errs = append(errs, err)
			}
		}
		if len(slips) < batch {
			break
		}
	}

	var candidates []string
	err := s.blobs.Walk(ctx, SlipsPrefix, func(info blobstore.Info) error {
		if info.ModTime.Before(cutoff) && info.ModTime.After(cutoff.Add(-orphanWindow)) {
			candidates = append(candidates, info.Key)
		}
		return nil
	})
	if err != nil {
		return removed, errors.Join(append(errs, err)...)
	}
	for len(candidates) > 0 {
		n := min(len(candidates), 200)
		keys := candidates[:n]
		candidates = candidates[n:]
		held, err := s.slips.ExistingKeys(ctx, keys)
		if err != nil {
			return removed, errors.Join(append(errs, err)...)
		}
		for _, k := range keys {
			if held[k] {
				continue
			}
			if err := s.blobs.Delete(ctx, k); err != nil {
				errs = append(errs, err)
				continue
			}
			removed++
		}
	}
	return removed, errors.Join(errs...)
}

func validSlipRef(ref string) bool {
	id, ok := strings.CutPrefix(ref, slipRefPrefix)
	return ok && validID(id)
}

// now is the clock's time as both databases keep it (UTC, microseconds).
func (s *Service) now() time.Time { return clock.Stored(s.clock.Now()) }
