package gormstore_test

import (
	"context"
	"errors"
	"reflect"
	"sync"
	"testing"
	"time"

	"dhoni/internal/geography"
	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/database"
	"dhoni/internal/platform/dbtest"
	"dhoni/internal/platform/money"
	"dhoni/internal/settings"
	"dhoni/internal/settings/gormstore"
)

func openStore(t *testing.T, cfg config.Config) (*gormstore.Store, *database.DB) {
	t.Helper()
	db := dbtest.OpenModule(t, cfg, "settings", gormstore.Migrations)
	return gormstore.New(db.DB, clock.System{}), db
}

func laari(n int64) *money.Laari {
	l := money.Laari(n)
	return &l
}

// TestStoreContract is what settings.Store promises, on each database.
func TestStoreContract(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		ctx := context.Background()
		store, _ := openStore(t, cfg)

		if _, found, err := store.Load(ctx); err != nil || found {
			t.Fatalf("Load on an empty database: found=%v err=%v, want not found", found, err)
		}

		first := settings.Defaults()
		first.Delivery = geography.FeeTable{
			Flat: nil, PerAtoll: map[string]*money.Laari{"Malé": laari(0), "Baa Atoll": laari(9999), "Laamu Atoll": nil},
			PerIsland: map[string]map[string]*money.Laari{"Raa Atoll": {"Ungoofaaru": laari(6000), "Fainu": nil}},
			Free:      geography.FreeDelivery{Threshold: laari(100000), Shop: geography.ClothingShop, ExceptAtolls: []string{"Addu Atoll"}},
		}
		first.Geo.Atolls = append(first.Geo.Atolls, geography.Atoll{Name: "New Atoll", Islands: []string{}})
		first.Telegram = settings.Telegram{Enabled: true, BotToken: "1:x", ChatIDs: "-100, @chan_name"}
		var sawCurrent *settings.Settings
		saved, err := store.Update(ctx, func(cur *settings.Settings) (settings.Settings, error) {
			sawCurrent = cur
			return first, nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if sawCurrent != nil {
			t.Errorf("first Update: current %+v, want nil (nothing stored yet)", sawCurrent)
		}
		if !reflect.DeepEqual(saved, first) {
			t.Errorf("Update returned %+v, want %+v", saved, first)
		}
		loaded, found, err := store.Load(ctx)
		if err != nil || !found {
			t.Fatalf("Load after Update: found=%v err=%v", found, err)
		}
		if !reflect.DeepEqual(loaded, first) {
			t.Errorf("Load after Update:\ngot  %+v\nwant %+v", loaded, first)
		}

		// A change that fails stores nothing.
		boom := errors.New("boom")
		if _, err := store.Update(ctx, func(*settings.Settings) (settings.Settings, error) { return settings.Defaults(), boom }); !errors.Is(err, boom) {
			t.Fatalf("failing Update: got %v, want boom", err)
		}
		if loaded, _, _ := store.Load(ctx); !reflect.DeepEqual(loaded, first) {
			t.Error("a failed Update changed the stored settings")
		}

		// The stored fee table replaces the defaults' instead of merging into it.
		second := settings.Defaults()
		second.Delivery.PerAtoll = map[string]*money.Laari{"Addu Atoll": laari(100)}
		if _, err := store.Update(ctx, func(cur *settings.Settings) (settings.Settings, error) {
			if cur == nil || !reflect.DeepEqual(*cur, first) {
				t.Errorf("second Update: current %+v, want the first settings", cur)
			}
			return second, nil
		}); err != nil {
			t.Fatal(err)
		}
		if loaded, _, _ := store.Load(ctx); !reflect.DeepEqual(loaded.Delivery, second.Delivery) {
			t.Errorf("fees after the second Update: got %+v, want only Addu Atoll", loaded.Delivery.PerAtoll)
		}
	})
}

// TestConcurrentUpdatesAreSerialised: read-modify-write in Update never loses
// a change another writer made at the same time.
func TestConcurrentUpdatesAreSerialised(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		ctx := context.Background()
		store, _ := openStore(t, cfg)
		const writers = 8
		var wg sync.WaitGroup
		errs := make(chan error, writers)
		for range writers {
			wg.Go(func() {
				_, err := store.Update(ctx, func(cur *settings.Settings) (settings.Settings, error) {
					next := settings.Defaults()
					if cur != nil {
						next = *cur
					}
					next.Branding.SplashDuration += 100
					time.Sleep(5 * time.Millisecond) // widen the window a lost update needs
					return next, nil
				})
				errs <- err
			})
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			if err != nil {
				t.Fatalf("concurrent Update: %v", err)
			}
		}
		got, _, err := store.Load(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if want := settings.Defaults().Branding.SplashDuration + writers*100; got.Branding.SplashDuration != want {
			t.Errorf("after %d concurrent increments: got %d, want %d", writers, got.Branding.SplashDuration, want)
		}
	})
}

func TestMissingKeysReadAsDefaults(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		store, db := openStore(t, cfg)
		// A document written before "hero" existed.
		doc := `{"version":1,"branding":{"logoUrl":"/logo.png","showSplashScreen":false,"splashDuration":800}}`
		if err := db.Exec("INSERT INTO settings (id, document, updated_at) VALUES (1, ?, ?)", doc, time.Now().UTC()).Error; err != nil {
			t.Fatal(err)
		}
		got, found, err := store.Load(context.Background())
		if err != nil || !found {
			t.Fatalf("Load: found=%v err=%v", found, err)
		}
		if got.Branding != (settings.Branding{LogoURL: "/logo.png", SplashDuration: 800}) {
			t.Errorf("branding: got %+v, want the stored one", got.Branding)
		}
		if got.Hero != settings.Defaults().Hero {
			t.Errorf("hero: got %+v, want the defaults' for a missing section", got.Hero)
		}
	})
}
