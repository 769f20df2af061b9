package seo_test

import (
	"context"
	"net/url"
	"testing"
	"time"

	"dhoni/internal/catalog"
	"dhoni/internal/seo"
)

// TestDhivehiHeads: a Dhivehi page's head is in Dhivehi, the owner's Dhivehi
// title and category name first, the English ones where none is written.
func TestDhivehiHeads(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 11, 1, 9, 0, 0, 0, time.UTC)
	dress, err := catalog.UnmarshalProductFromDatabase("prod-dress", "dress", catalog.ProductDetails{
		Title: "Linen Dress", TitleDV: "ލިނަން ހެދުން", Description: "A light linen dress.",
		DescriptionDV: "ލުއި ލިނަން ހެދުމެއް.", ShopType: catalog.Clothing,
	}, now, now, 1)
	if err != nil {
		t.Fatal(err)
	}
	kettle, err := catalog.UnmarshalProductFromDatabase("prod-kettle", "kettle", catalog.ProductDetails{
		Title: "Kettle 1.7 L", Description: "Boils quickly.", ShopType: catalog.Accessories,
	}, now, now, 1)
	if err != nil {
		t.Fatal(err)
	}
	service := seo.NewService(shelf{[]*catalog.Product{dress, kettle}}, ownerSettings{})
	for _, tc := range []struct{ path, title, description string }{
		{"/shop/dress", "ލިނަން ހެދުން · ދޯނި", "ލުއި ލިނަން ހެދުމެއް."},
		{"/accessories/kettle", "Kettle 1.7 L · ދޯނި", "Boils quickly."},
		{"/shop", "ހުރިހާ ތަކެތި · ދޯނި", "އަންހެނުންނަށް ނިވާ ހެދުން، ދިވެހިރާއްޖޭގެ ހުރިހާ ތަނަކަށް ޑެލިވަރީ. އަގުތައް ރުފިޔާއިން (MVR)."},
		{"/categories/abayas", "Abayas · ދޯނި", seo.DhivehiCategoryDescription("Abayas", catalog.Clothing)},
		{"/cart", "ކާޓު · ދޯނި", "ދޯނި: ނިވާ ހެދުމާއި ގޭބިސީ ސާމާނު، ދިވެހިރާއްޖޭގެ ހުރިހާ ތަނަކަށް ޑެލިވަރީ. އަގުތައް ރުފިޔާއިން (MVR)."},
		{"/no-such-page", "ސަފްހާއެއް ނުފެނުނު · ދޯނި", "ދޯނި: ނިވާ ހެދުމާއި ގޭބިސީ ސާމާނު، ދިވެހިރާއްޖޭގެ ހުރިހާ ތަނަކަށް ޑެލިވަރީ. އަގުތައް ރުފިޔާއިން (MVR)."},
	} {
		english, err := service.Page(context.Background(), "", tc.path, url.Values{})
		if err != nil {
			t.Fatal(err)
		}
		h, err := service.InDhivehi(context.Background(), english)
		if err != nil {
			t.Fatal(err)
		}
		if h.Title != tc.title || h.Description != tc.description || h.Path != english.Path || h.Found != english.Found {
			t.Errorf("%s: got %q / %q (%s, found %v); want %q / %q", tc.path, h.Title, h.Description, h.Path, h.Found, tc.title, tc.description)
		}
	}
}
