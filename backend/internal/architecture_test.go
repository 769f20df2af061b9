// Package internal_test checks the backend's layering from the packages'
// real imports (`go list`): a domain package knows nothing of gin, GORM, fx
// or net/http; platform depends on no module; no module imports app, the
// composition root (only cmd/ and tests do); and a module imports another
// module only where docs/architecture.md's allowed list says it may.
package internal_test

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
)

const (
	internalPrefix = "dhoni/internal/"
	// allowedBlock is the fence info string of the machine-readable list in
	// docs/architecture.md.
	allowedBlock = "allowed-imports"
)

// forbiddenInDomain are the frameworks a domain package must not import
// (nor anything under them).
var forbiddenInDomain = []string{"github.com/gin-gonic/gin", "gorm.io", "go.uber.org/fx", "net/http"}

// notDomains are modules whose root package is no domain: app is the
// composition root, clientlog is a Socket.IO transport with no rules of its
// own (docs/decisions/120), storefront is the public read model kept in
// front of the API (an HTTP middleware).
var notDomains = []string{"app", "clientlog", "storefront"}

// extraDomains are packages outside a module's root that hold rules only.
var extraDomains = []string{"platform/auth"}

// pkg is one package and what it imports (tests' imports left out: a test
// may start the whole server).
type pkg struct {
	Path    string `json:"ImportPath"`
	Imports []string
	Dir     string
	GoFiles []string
}

// allowed maps a package prefix relative to internal/ ("notify",
// "notify/notifyfx") to the modules it may import; "*" allows every module.
type allowed map[string][]string

func TestBackendLayering(t *testing.T) {
	t.Parallel()
	rules, err := readAllowed(filepath.Join("..", "..", "docs", "architecture.md"))
	if err != nil {
		t.Fatal(err)
	}
	pkgs, err := listPackages()
	if err != nil {
		t.Fatal(err)
	}
	// A new package is a new folder: looking at every folder makes one
	// added since the last run invalidate a cached pass.
	err = filepath.WalkDir(".", func(_ string, d fs.DirEntry, err error) error { return err })
	if err != nil {
		t.Fatal(err)
	}
	if len(pkgs) < 20 {
		t.Fatalf("go list found %d packages under %s, want the whole backend", len(pkgs), internalPrefix)
	}
	for _, v := range violations(pkgs, rules) {
		t.Error(v)
	}
}

// TestLayeringViolationsAreReported feeds imports that break each rule and
// checks every one is reported, and that the allowed ones are not.
func TestLayeringViolationsAreReported(t *testing.T) {
	t.Parallel()
	rules := allowed{
		"app":                 {"*"},
		"orders":              {"geography"},
		"orders/ordersfx":     {"catalog", "geography"},
		"catalog":             nil,
		"geography":           nil,
		"notify":              nil,
		"notify/notifytest":   {"app"},
		"platform/auth":       nil,
		"platform/httpserver": nil,
	}
	pkgs := []pkg{
		{Path: "dhoni/internal/app", Imports: []string{"dhoni/internal/orders", "go.uber.org/fx", "net/http"}},
		{Path: "dhoni/internal/catalog", Imports: []string{"context", "github.com/gin-gonic/gin"}},
		{Path: "dhoni/internal/orders", Imports: []string{"dhoni/internal/geography", "dhoni/internal/notify", "gorm.io/gorm/clause"}},
		{Path: "dhoni/internal/notify/notifytest", Imports: []string{"dhoni/internal/app/apptest"}},
		{Path: "dhoni/internal/orders/ordersfx", Imports: []string{"dhoni/internal/catalog", "go.uber.org/fx"}},
		{Path: "dhoni/internal/orders/gormstore", Imports: []string{"dhoni/internal/catalog", "gorm.io/gorm"}},
		{Path: "dhoni/internal/platform/auth", Imports: []string{"net/http/httptest"}},
		{Path: "dhoni/internal/platform/auth/httpapi", Imports: []string{"net/http", "github.com/gin-gonic/gin"}},
		{Path: "dhoni/internal/platform/httpserver", Imports: []string{"dhoni/internal/settings"}},
		{Path: "dhoni/internal/tailoring", Imports: []string{"dhoni/internal/platform/fault"}},
	}
	got := violations(pkgs, rules)
	want := []string{
		"catalog imports github.com/gin-gonic/gin: a domain package knows nothing of gin, GORM, fx or net/http",
		"notify/notifytest imports dhoni/internal/app/apptest: app is the composition root, imported only by cmd/ and tests",
		"orders imports dhoni/internal/notify: module orders may not import module notify (docs/architecture.md, allowed-imports)",
		"orders imports gorm.io/gorm/clause: a domain package knows nothing of gin, GORM, fx or net/http",
		"orders/gormstore imports dhoni/internal/catalog: module orders may not import module catalog (docs/architecture.md, allowed-imports)",
		"platform/auth imports net/http/httptest: a domain package knows nothing of gin, GORM, fx or net/http",
		"platform/httpserver imports dhoni/internal/settings: platform depends on no module",
		"tailoring: no line in docs/architecture.md's allowed-imports list",
	}
	if !slices.Equal(got, want) {
		t.Errorf("violations:\ngot  %q\nwant %q", got, want)
	}
}

func TestAllowedListIsRead(t *testing.T) {
	t.Parallel()
	doc := "# Title\n\n```\nnot: this\n```\n\n```allowed-imports\n# comment\napp: *\norders: catalog geography  # why\nsettings:\n```\n"
	got, err := parseAllowed(strings.NewReader(doc))
	if err != nil {
		t.Fatal(err)
	}
	want := allowed{"app": {"*"}, "orders": {"catalog", "geography"}, "settings": nil}
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for k, v := range want {
		if g, ok := got[k]; !ok || !slices.Equal(g, v) {
			t.Errorf("%s: got %v, want %v", k, g, v)
		}
	}
	if _, err := parseAllowed(strings.NewReader("no block here")); err == nil {
		t.Error("a document without the list: got no error")
	}
}

// violations lists every import that breaks a rule, sorted.
func violations(pkgs []pkg, rules allowed) []string {
	var out []string
	for _, p := range pkgs {
		rel, ok := strings.CutPrefix(p.Path, internalPrefix)
		if !ok {
			continue
		}
		from := moduleOf(rel)
		domain := isDomain(rel)
		var may []string
		if from != "platform" {
			var found bool
			if may, found = rules.lookup(rel); !found {
				out = append(out, rel+": no line in docs/architecture.md's allowed-imports list")
				continue
			}
		}
		for _, imp := range p.Imports {
			if domain && forbidden(imp) {
				out = append(out, fmt.Sprintf("%s imports %s: a domain package knows nothing of gin, GORM, fx or net/http", rel, imp))
			}
			target, ok := strings.CutPrefix(imp, internalPrefix)
			if !ok {
				continue
			}
			to := moduleOf(target)
			switch {
			case to == "platform" || to == from:
			case to == "app":
				out = append(out, fmt.Sprintf("%s imports %s: app is the composition root, imported only by cmd/ and tests", rel, imp))
			case from == "platform":
				out = append(out, fmt.Sprintf("%s imports %s: platform depends on no module", rel, imp))
			case !slices.Contains(may, "*") && !slices.Contains(may, to):
				out = append(out, fmt.Sprintf("%s imports %s: module %s may not import module %s (docs/architecture.md, %s)",
					rel, imp, from, to, allowedBlock))
			}
		}
	}
	sort.Strings(out)
	return out
}

// moduleOf is the module of a path relative to internal/: its first
// element, or "platform" for everything under platform/.
func moduleOf(rel string) string {
	first, _, _ := strings.Cut(rel, "/")
	return first
}

func isDomain(rel string) bool {
	if slices.Contains(extraDomains, rel) {
		return true
	}
	return !strings.Contains(rel, "/") && rel != "platform" && !slices.Contains(notDomains, rel)
}

func forbidden(imp string) bool {
	for _, f := range forbiddenInDomain {
		if imp == f || strings.HasPrefix(imp, f+"/") {
			return true
		}
	}
	return false
}

// lookup finds the longest line of the list that names rel or a folder above it.
func (a allowed) lookup(rel string) ([]string, bool) {
	for key := rel; ; {
		if may, ok := a[key]; ok {
			return may, true
		}
		i := strings.LastIndex(key, "/")
		if i < 0 {
			return nil, false
		}
		key = key[:i]
	}
}

func readAllowed(path string) (allowed, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return parseAllowed(f)
}

// parseAllowed reads the fenced block marked allowed-imports: one line per
// package prefix, "prefix: module module ...", "#" starting a comment.
func parseAllowed(r io.Reader) (allowed, error) {
	out := allowed{}
	in, seen := false, false
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "```"+allowedBlock:
			in, seen = true, true
			continue
		case in && line == "```":
			in = false
			continue
		case !in:
			continue
		}
		line, _, _ = strings.Cut(line, "#")
		if strings.TrimSpace(line) == "" {
			continue
		}
		key, rest, ok := strings.Cut(line, ":")
		if !ok {
			return nil, fmt.Errorf("%s: %q has no colon", allowedBlock, line)
		}
		out[strings.TrimSpace(key)] = strings.Fields(rest)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if !seen {
		return nil, errors.New("no ```" + allowedBlock + " block")
	}
	return out, nil
}

// listPackages asks the go command for every package of the backend and
// its imports.
func listPackages() ([]pkg, error) {
	cmd := exec.Command("go", "list", "-json=ImportPath,Imports,Dir,GoFiles", "dhoni/...")
	cmd.Stderr = os.Stderr
	raw, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go list: %w", err)
	}
	var out []pkg
	dec := json.NewDecoder(strings.NewReader(string(raw)))
	for {
		var p pkg
		err := dec.Decode(&p)
		if errors.Is(err, io.EOF) {
			return out, nil
		}
		if err != nil {
			return nil, fmt.Errorf("go list output: %w", err)
		}
		if strings.HasPrefix(p.Path, internalPrefix) {
			out = append(out, p)
		}
		// go test caches a pass against the files the test looked at; the
		// imports are read by `go list`, so look at the sources here too,
		// or a changed import would be answered from the cache.
		for _, f := range p.GoFiles {
			if _, err := os.Stat(filepath.Join(p.Dir, f)); err != nil {
				return nil, err
			}
		}
	}
}
