package app_test

import (
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"

	"dhoni/internal/app/apptest"
	"dhoni/internal/platform/dbtest"
)

// TestRoutesMatchTheOpenAPIContract keeps docs/openapi.yaml and the server in
// step: every route the server registers under /api is documented, and every
// documented operation is served.
func TestRoutesMatchTheOpenAPIContract(t *testing.T) {
	t.Parallel()
	raw, err := os.ReadFile(filepath.Join("..", "..", "..", "docs", "openapi.yaml"))
	if err != nil {
		t.Fatalf("read the contract: %v", err)
	}
	var doc struct {
		Paths map[string]map[string]any `yaml:"paths"`
	}
	if err := yaml.Unmarshal(raw, &doc); err != nil {
		t.Fatalf("parse docs/openapi.yaml: %v", err)
	}
	documented := map[string]bool{}
	for path, ops := range doc.Paths {
		if _, own := ops["servers"]; own {
			// Served outside /api (such as /media/{key}); not an API route.
			continue
		}
		for method := range ops {
			switch strings.ToUpper(method) {
			case http.MethodGet, http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete:
				documented[strings.ToUpper(method)+" /api"+path] = true
			}
		}
	}

	a := apptest.Start(t, dbtest.Config(t, "sqlite"))
	param := regexp.MustCompile(`[:*]([A-Za-z_]+)`)
	served := map[string]bool{}
	for _, r := range a.Engine.Routes() {
		if !strings.HasPrefix(r.Path, "/api/") || r.Method == http.MethodHead {
			continue
		}
		served[r.Method+" "+param.ReplaceAllString(r.Path, "{$1}")] = true
	}

	for _, op := range sortedKeys(served) {
		if !documented[op] {
			t.Errorf("%s is served but not in docs/openapi.yaml", op)
		}
	}
	for _, op := range sortedKeys(documented) {
		if !served[op] {
			t.Errorf("%s is in docs/openapi.yaml but not served", op)
		}
	}
}

func sortedKeys(m map[string]bool) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
