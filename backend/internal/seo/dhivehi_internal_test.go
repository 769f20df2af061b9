package seo

import (
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"dhoni/internal/catalog"
)

// dhivehiCatalogue is the app's Dhivehi catalogue
// (frontend/src/i18n/messages/dv), every area's file in one map.
func dhivehiCatalogue(t *testing.T) map[string]string {
	t.Helper()
	_, here, _, ok := runtime.Caller(0)
	if !ok {
		t.Fatal("cannot locate the app's catalogue")
	}
	dir := filepath.Join(filepath.Dir(here), "..", "..", "..", "frontend", "src", "i18n", "messages", "dv")
	files, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no Dhivehi catalogue in %s: %v", dir, err)
	}
	all := map[string]string{}
	for _, f := range files {
		raw, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var messages map[string]string
		if err := json.Unmarshal(raw, &messages); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for id, text := range messages {
			all[id] = text
		}
	}
	return all
}

// TestDhivehiTextsAreTheAppOnes: a Dhivehi page's head, drawn by the server,
// says what the app writes there once it runs.
func TestDhivehiTextsAreTheAppOnes(t *testing.T) {
	t.Parallel()
	dv := dhivehiCatalogue(t)
	screens := map[string]string{
		"Home": "catalog.home", "All Products": "catalog.allProducts", "Appliances": "common.shopAppliances",
		"Categories": "catalog.categories", "Tailoring": "app.titleTailoring", "Cart": "app.titleCart",
		"Checkout": "app.titleCheckout", "Track Order": "app.titleTrackOrder", "My Orders": "app.titleMyOrders",
		"Search": "catalog.search", "Order Confirmation": "app.titleOrderConfirmation", "Admin": "admin.title",
		NotFoundTitle: "site.notFoundTitle",
	}
	if len(screens) != len(dhivehiScreens) {
		t.Errorf("screens: the server names %d, the test %d", len(dhivehiScreens), len(screens))
	}
	for en, id := range screens {
		if got, want := dhivehiScreens[en], dv[id]; got != want {
			t.Errorf("%s: the server says %q, the app (%s) %q", en, got, id, want)
		}
	}
	descriptions := map[string]string{
		HomeDescription: "app.descriptionHome", ClothingDescription: "app.descriptionClothing",
		AppliancesDescription: "app.descriptionAppliances", CategoriesDescription: "app.descriptionCategories",
		TailoringDescription: "app.descriptionTailoring",
	}
	for en, id := range descriptions {
		if got, want := dhivehiDescriptions[en], dv[id]; got != want {
			t.Errorf("%s: the server says %q, the app (%s) %q", en, got, id, want)
		}
	}
	if got, want := dhivehiClothingShop, dv["common.shopClothing"]; got != want {
		t.Errorf("the clothing shop's crumb: the server says %q, the app %q", got, want)
	}
	if got, want := DhivehiTitle("ކާޓު"), strings.ReplaceAll(dv["app.pageTitle"], "{screen}", "ކާޓު"); got != want {
		t.Errorf("title: the server writes %q, the app %q", got, want)
	}
	if got := DhivehiTitle(" "); got != dv["common.shopName"] {
		t.Errorf("title of no screen: got %q, want %q", got, dv["common.shopName"])
	}
	for shop, id := range map[string]string{"clothing": "app.describeClothingCategory", "accessories": "app.describeApplianceCategory"} {
		got := DhivehiCategoryDescription("ޢަބާޔާ", catalog.ShopType(shop))
		if want := strings.ReplaceAll(dv[id], "{name}", "ޢަބާޔާ"); got != want {
			t.Errorf("%s category: the server says %q, the app %q", shop, got, want)
		}
	}
}
