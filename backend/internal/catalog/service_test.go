package catalog_test

import (
	"context"
	"errors"
	"slices"
	"sync"
	"testing"
	"time"

	"dhoni/internal/catalog"
	"dhoni/internal/catalog/gormstore"
	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/dbtest"
	"dhoni/internal/platform/fault"
)

type noImages struct{}

func (noImages) SaveDataURL(context.Context, string) (string, error) {
	return "", fault.New(fault.UnsupportedType, "no images here")
}

func newService(t *testing.T, cfg config.Config) *catalog.Service {
	t.Helper()
	db := dbtest.OpenModule(t, cfg, "catalog", gormstore.Migrations)
	return catalog.NewService(gormstore.NewProducts(db.DB), gormstore.NewCategories(db.DB), noImages{},
		clock.NewManual(time.Date(2025, 5, 1, 12, 0, 0, 0, time.UTC)))
}

func TestServiceSlugsAndParents(t *testing.T) {
	t.Parallel()
	dbtest.ForEach(t, func(t *testing.T, cfg config.Config) {
		ctx := context.Background()
		s := newService(t, cfg)
		top, err := s.CreateCategory(ctx, catalog.CategoryDetails{Name: "Clothing"})
		if err != nil {
			t.Fatal(err)
		}
		abayas, err := s.CreateCategory(ctx, catalog.CategoryDetails{Name: "Abayas", ParentID: top.ID()})
		if err != nil {
			t.Fatal(err)
		}
		again, err := s.CreateCategory(ctx, catalog.CategoryDetails{Name: "ABAYAS!", ParentID: top.ID()})
		if err != nil {
			t.Fatal(err)
		}
		if top.ShopType() != catalog.Clothing || abayas.Slug() != "abayas" || again.Slug() != "abayas-2" || again.Position() != 3 {
			t.Errorf("got %s %s %s position %d", top.ShopType(), abayas.Slug(), again.Slug(), again.Position())
		}

		// Saves that race for one slug all succeed, each with its own.
		const n = 6
		slugs := make([]string, n)
		var wg sync.WaitGroup
		errs := make(chan error, n)
		for i := range n {
			wg.Go(func() {
				d := catalog.ProductDetails{
					Title: "Black Abaya", SKU: "AB-" + string(rune('A'+i)), Description: "A plain black abaya.",
					Price: 50000, CategoryID: abayas.ID(), Sizes: []string{"M"},
					Colors: []catalog.Color{{Name: "Black", Hex: "#000000"}},
				}
				p, err := s.CreateProduct(ctx, d)
				if err != nil {
					errs <- err
					return
				}
				slugs[i] = p.Slug()
			})
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Fatalf("CreateProduct: %v", err)
		}
		// All different, "black-abaya" among them (racing saves may leave gaps).
		slices.Sort(slugs)
		if len(slices.Compact(slices.Clone(slugs))) != n || slugs[0] != "black-abaya" {
			t.Errorf("got slugs %v, want %d different ones starting with black-abaya", slugs, n)
		}

		// A title with no letters a slug keeps.
		p, err := s.CreateProduct(ctx, catalog.ProductDetails{
			Title: "ދިވެހި ހެދުން", SKU: "DV-1", Description: "A dress named in Dhivehi.", Price: 100,
			CategoryID: abayas.ID(), Sizes: []string{"M"}, Colors: []catalog.Color{{Name: "Black", Hex: "#000000"}},
		})
		if err != nil || p.Slug() != "product" {
			t.Errorf("got %v, %v; want slug product", p, err)
		}

		// A data URL the image store refuses: its error, nothing saved.
		_, err = s.CreateCategory(ctx, catalog.CategoryDetails{Name: "Kaftans", ImageURL: "data:image/png;base64,AAAA"})
		if fault.KindOf(err) != fault.UnsupportedType {
			t.Errorf("got %v, want the image store's refusal", err)
		}
		if _, err := s.CategoryBySlug(ctx, "kaftans"); !errors.Is(err, catalog.ErrCategoryNotFound) {
			t.Errorf("got %v, want no category saved", err)
		}

		// Appliances: the root first, then children go under it by themselves,
		// and an edit without parent_id keeps them there.
		root, err := s.CreateCategory(ctx, catalog.CategoryDetails{Name: "Accessories", ShopType: catalog.Accessories})
		if err != nil {
			t.Fatal(err)
		}
		fans, err := s.CreateCategory(ctx, catalog.CategoryDetails{Name: "Fans", ShopType: catalog.Accessories})
		if err != nil {
			t.Fatal(err)
		}
		if fans.ParentID() != root.ID() || fans.Position() != 2 {
			t.Errorf("got parent %q position %d, want %q and 2", fans.ParentID(), fans.Position(), root.ID())
		}
		fans, err = s.UpdateCategory(ctx, fans.ID(), catalog.CategoryDetails{Name: "Cooling & Fans"})
		if err != nil || fans.ParentID() != root.ID() || fans.Slug() != "fans" {
			t.Errorf("edit: got %v, %v", fans, err)
		}
		root, err = s.UpdateCategory(ctx, root.ID(), catalog.CategoryDetails{Name: "Appliances"})
		if err != nil || !root.TopLevel() {
			t.Errorf("renaming the root: got %v, %v; want it top-level still", root, err)
		}
		_, err = s.UpdateCategory(ctx, top.ID(), catalog.CategoryDetails{Name: "Clothing", ParentID: root.ID()})
		if f := fieldsOf(t, err); f["parent_id"] == "" {
			t.Errorf("moving a parent with children under another: got %v, want parent_id refused", f)
		}
		if _, err := s.UpdateCategory(ctx, "cat-none", catalog.CategoryDetails{Name: "X"}); !errors.Is(err, catalog.ErrCategoryNotFound) {
			t.Errorf("got %v, want ErrCategoryNotFound", err)
		}

		// Orders price carts from ProductsByID.
		byID, err := s.ProductsByID(ctx, []string{p.ID(), "prod-none"})
		if err != nil || len(byID) != 1 || byID[p.ID()].Price() != 100 {
			t.Errorf("ProductsByID: got %v, %v", byID, err)
		}
	})
}
