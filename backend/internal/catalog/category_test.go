package catalog_test

import (
	"maps"
	"testing"

	"dhoni/internal/catalog"
)

func category(t *testing.T, id, parent string, shop catalog.ShopType) *catalog.Category {
	t.Helper()
	c, err := catalog.UnmarshalCategoryFromDatabase(id, catalog.Localized{EN: id}, id, "", parent, shop, 1)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestNewCategoryRules(t *testing.T) {
	t.Parallel()
	clothingTop := category(t, "cat-clothing", "", catalog.Clothing)
	clothingChild := category(t, "cat-abayas", "cat-clothing", catalog.Clothing)
	accessoriesTop := category(t, "acc-cat-root", "", catalog.Accessories)
	noAccessories := `No parent "Accessories" category found. Please contact your administrator to set up the parent category first.`
	cases := []struct {
		name   string
		d      catalog.CategoryDetails
		parent *catalog.Category
		want   map[string]string // nil: accepted
	}{
		{"clothing top level", catalog.CategoryDetails{Name: "Clothing", ShopType: catalog.Clothing}, nil, nil},
		{"clothing subcategory", catalog.CategoryDetails{Name: "Abayas", ShopType: catalog.Clothing, ParentID: "cat-clothing"}, clothingTop, nil},
		{"blank name", catalog.CategoryDetails{Name: "   ", ShopType: catalog.Clothing}, nil,
			map[string]string{"name": "Please enter a category name"}},
		{"parent missing", catalog.CategoryDetails{Name: "Abayas", ShopType: catalog.Clothing, ParentID: "cat-gone"}, nil,
			map[string]string{"parent_id": "Parent category not found"}},
		{"parent of the other shop", catalog.CategoryDetails{Name: "Abayas", ShopType: catalog.Clothing, ParentID: "acc-cat-root"}, accessoriesTop,
			map[string]string{"parent_id": "The parent category belongs to the other shop"}},
		{"three levels", catalog.CategoryDetails{Name: "Silk", ShopType: catalog.Clothing, ParentID: "cat-abayas"}, clothingChild,
			map[string]string{"parent_id": "Subcategories can only be added under a top-level category"}},
		{"appliance under the root", catalog.CategoryDetails{Name: "Kitchen", ShopType: catalog.Accessories}, accessoriesTop, nil},
		{"appliance with no root", catalog.CategoryDetails{Name: "Kitchen", ShopType: catalog.Accessories}, nil,
			map[string]string{"parent_id": noAccessories}},
		{"the root itself", catalog.CategoryDetails{Name: "Accessories", ShopType: catalog.Accessories}, nil, nil},
		{"script image", catalog.CategoryDetails{Name: "Abayas", ShopType: catalog.Clothing, ImageURL: "javascript:x"}, nil,
			map[string]string{"image_url": "The image must be an uploaded picture or an http(s) link"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			got, err := catalog.NewCategory("cat-new", "new", c.d, c.parent, 3)
			if c.want == nil {
				if err != nil {
					t.Fatalf("NewCategory: %v", err)
				}
				if got.Position() != 3 {
					t.Errorf("got position %d, want 3", got.Position())
				}
				return
			}
			if f := fieldsOf(t, err); !maps.Equal(f, c.want) {
				t.Errorf("got fields %v, want %v", f, c.want)
			}
		})
	}
}

func TestEditCategory(t *testing.T) {
	t.Parallel()
	top := category(t, "cat-clothing", "", catalog.Clothing)
	other := category(t, "cat-other", "", catalog.Clothing)
	c, err := catalog.NewCategory("cat-1", "abayas", catalog.CategoryDetails{Name: "Abayas", ShopType: catalog.Clothing}, top, 4)
	if err != nil {
		t.Fatal(err)
	}
	pos := 0
	if err := c.Edit(catalog.CategoryDetails{Name: "Luxury Abayas", ParentID: "cat-other", Position: &pos, ShopType: catalog.Accessories}, other, false); err != nil {
		t.Fatalf("Edit: %v", err)
	}
	if c.Name() != "Luxury Abayas" || c.Slug() != "abayas" || c.ParentID() != "cat-other" || c.Position() != 0 || c.ShopType() != catalog.Clothing {
		t.Errorf("got %q %q %q %d %q, want renamed, moved, slug and shop kept", c.Name(), c.Slug(), c.ParentID(), c.Position(), c.ShopType())
	}
	if err := c.Edit(catalog.CategoryDetails{Name: "Abayas"}, nil, false); err != nil {
		t.Fatalf("Edit without position: %v", err)
	}
	if c.Position() != 0 {
		t.Errorf("got position %d, want it kept when none is given", c.Position())
	}
	parentWithChildren := category(t, "cat-top", "", catalog.Clothing)
	err = parentWithChildren.Edit(catalog.CategoryDetails{Name: "Top", ParentID: "cat-other"}, other, true)
	if f := fieldsOf(t, err); f["parent_id"] != "A category with subcategories cannot become a subcategory" {
		t.Errorf("got fields %v, want parent_id refused", f)
	}
	err = other.Edit(catalog.CategoryDetails{Name: "Other", ParentID: "cat-other"}, other, false)
	if f := fieldsOf(t, err); f["parent_id"] != "A category cannot be its own parent" {
		t.Errorf("got fields %v, want parent_id refused", f)
	}
}
