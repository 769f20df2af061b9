package database_test

import (
	"strings"
	"testing"

	"dhoni/internal/platform/database"
)

func TestSchemaOrderRunsSetsInItsOrder(t *testing.T) {
	t.Parallel()
	order := database.SchemaOrder{"ratelimit", "catalog", "orders", "notify"}
	sets := []database.MigrationSet{{Name: "notify"}, {Name: "catalog"}, {Name: "orders"}, {Name: "ratelimit"}}
	sorted, err := order.Sort(sets)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range sorted {
		got = append(got, s.Name)
	}
	if strings.Join(got, " ") != "ratelimit catalog orders notify" {
		t.Errorf("order: got %v, want ratelimit catalog orders notify", got)
	}
	if sets[0].Name != "notify" {
		t.Error("Sort changed the sets it was given")
	}
}

func TestSchemaOrderRefusesASetItDoesNotName(t *testing.T) {
	t.Parallel()
	_, err := database.SchemaOrder{"catalog"}.Sort([]database.MigrationSet{{Name: "catalog"}, {Name: "reviews"}})
	if err == nil || !strings.Contains(err.Error(), "reviews") || !strings.Contains(err.Error(), "schema order") {
		t.Errorf("a set missing from the order: got %v, want an error naming it and the schema order", err)
	}
}
