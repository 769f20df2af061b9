package gormstore_test

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"dhoni/internal/media"
	"dhoni/internal/media/gormstore"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/dbtest"
)

func openStore(t *testing.T, cfg config.Config) *gormstore.Store {
	t.Helper()
	db := dbtest.OpenModule(t, cfg, "media", gormstore.Migrations)
	return gormstore.New(db.DB)
}

var t0 = time.Date(2025, 3, 1, 9, 30, 0, 123456000, time.UTC)

func slip(n int, created time.Time) media.Slip {
	return media.Slip{
		Ref:         fmt.Sprintf("slip_%024d", n),
		Key:         fmt.Sprintf("slips/%024d.pdf", n),
		ContentType: "application/pdf",
		Size:        int64(1000 + n),
		CreatedAt:   created,
	}
}

// TestSlipStore is the store's contract, on SQLite and PostgreSQL.
func TestSlipStore(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		ctx := context.Background()
		s := openStore(t, cfg)

		t.Run("add and get", func(t *testing.T) {
			want := slip(1, t0)
			if err := s.Add(ctx, want); err != nil {
				t.Fatalf("Add: %v", err)
			}
			got, err := s.Get(ctx, want.Ref)
			if err != nil {
				t.Fatalf("Get: %v", err)
			}
			if !got.CreatedAt.Equal(want.CreatedAt) || got.Ref != want.Ref || got.Key != want.Key ||
				got.ContentType != want.ContentType || got.Size != want.Size || got.Attached() {
				t.Errorf("got %+v, want %+v", got, want)
			}
			if err := s.Add(ctx, want); err == nil {
				t.Error("adding the same ref twice: got nil, want an error")
			}
			if _, err := s.Get(ctx, "slip_nothing"); !errors.Is(err, media.ErrSlipNotFound) {
				t.Errorf("Get of a missing slip: got %v, want ErrSlipNotFound", err)
			}
		})

		t.Run("attach keeps the first time", func(t *testing.T) {
			sl := slip(2, t0)
			if err := s.Add(ctx, sl); err != nil {
				t.Fatal(err)
			}
			first := t0.Add(time.Hour)
			if _, err := s.Attach(ctx, sl.Ref, first); err != nil {
				t.Fatalf("Attach: %v", err)
			}
			if _, err := s.Attach(ctx, sl.Ref, first.Add(time.Hour)); err != nil {
				t.Fatalf("Attach again: %v", err)
			}
			got, err := s.Get(ctx, sl.Ref)
			if err != nil {
				t.Fatal(err)
			}
			if !got.AttachedAt.Equal(first) {
				t.Errorf("attached at: got %v, want %v", got.AttachedAt, first)
			}
			if _, err := s.Attach(ctx, "slip_nothing", first); !errors.Is(err, media.ErrSlipNotFound) {
				t.Errorf("Attach of a missing slip: got %v, want ErrSlipNotFound", err)
			}
		})

		t.Run("unattached lists old unattached slips, oldest first", func(t *testing.T) {
			base := t0.Add(48 * time.Hour)
			for i, offset := range []time.Duration{-3 * time.Hour, -5 * time.Hour, -time.Hour, time.Hour} {
				if err := s.Add(ctx, slip(10+i, base.Add(offset))); err != nil {
					t.Fatal(err)
				}
			}
			if _, err := s.Attach(ctx, slip(12, time.Time{}).Ref, base); err != nil {
				t.Fatal(err)
			}
			got, err := s.Unattached(ctx, base, 10)
			if err != nil {
				t.Fatalf("Unattached: %v", err)
			}
			var refs []string
			for _, g := range got {
				refs = append(refs, g.Ref[len(g.Ref)-2:])
			}
			// 01 (t0) and 11, 10 are older than base and unattached; 02 and 12
			// are attached, 13 is newer.
			if fmt.Sprint(refs) != "[01 11 10]" {
				t.Errorf("got %v, want [01 11 10]", refs)
			}
			limited, err := s.Unattached(ctx, base, 2)
			if err != nil || len(limited) != 2 {
				t.Errorf("with limit 2: got %d, %v", len(limited), err)
			}
		})

		t.Run("delete unattached spares attached slips", func(t *testing.T) {
			free, held := slip(20, t0), slip(21, t0)
			for _, sl := range []media.Slip{free, held} {
				if err := s.Add(ctx, sl); err != nil {
					t.Fatal(err)
				}
			}
			if _, err := s.Attach(ctx, held.Ref, t0); err != nil {
				t.Fatal(err)
			}
			for _, c := range []struct {
				ref  string
				want bool
			}{{free.Ref, true}, {free.Ref, false}, {held.Ref, false}} {
				got, err := s.DeleteUnattached(ctx, c.ref)
				if err != nil || got != c.want {
					t.Errorf("DeleteUnattached(%s): got %v, %v; want %v", c.ref, got, err, c.want)
				}
			}
			if _, err := s.Get(ctx, held.Ref); err != nil {
				t.Errorf("the attached slip: %v", err)
			}
		})

		t.Run("existing keys", func(t *testing.T) {
			held := slip(30, t0)
			if err := s.Add(ctx, held); err != nil {
				t.Fatal(err)
			}
			got, err := s.ExistingKeys(ctx, []string{held.Key, "slips/orphan.pdf"})
			if err != nil {
				t.Fatal(err)
			}
			if !got[held.Key] || got["slips/orphan.pdf"] || len(got) != 1 {
				t.Errorf("got %v, want only %s", got, held.Key)
			}
			if got, err := s.ExistingKeys(ctx, nil); err != nil || len(got) != 0 {
				t.Errorf("no keys: got %v, %v", got, err)
			}
		})
	})
}
