package app_test

import (
	"bytes"
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	_ "dhoni/internal/app" // every module, so every package's messages are registered
	"dhoni/internal/platform/fault"
)

// serverMessagesFile is the app's copy of the registry: code → English text.
var serverMessagesFile = filepath.Join("..", "..", "..", "frontend", "src", "i18n", "server-messages.json")

const refreshServerMessages = "UPDATE_SERVER_MESSAGES=1 go test ./backend/internal/app -run TestServerMessages"

// TestServerMessagesHaveOneCodeEach keeps the registry whole: no code with
// two texts or text with two codes, codes in snake_case, and every message
// the server's packages say to people (a Msg... constant or function, the
// words of fault.New, fault.InvalidFields, a fault.Error's Message and
// Abort) has a code.
func TestServerMessagesHaveOneCodeEach(t *testing.T) {
	t.Parallel()
	for _, c := range fault.Conflicts() {
		t.Errorf("registry conflict: %s", c)
	}
	snake := regexp.MustCompile(`^[a-z][a-z0-9]*(_[a-z0-9]+)*$`)
	for _, m := range fault.Messages() {
		if !snake.MatchString(m.Code) {
			t.Errorf("code %q (%q): want snake_case", m.Code, m.Text)
		}
		if strings.TrimSpace(m.Text) == "" {
			t.Errorf("code %q has no text", m.Code)
		}
	}
	for _, said := range messagesInSource(t, filepath.Join("..")) {
		if _, _, ok := fault.CodeOf(said.text); !ok {
			t.Errorf("%s: %q has no code: register it in the package's codes.go", said.at, said.text)
		}
	}
}

// TestServerMessagesFileIsCurrent keeps the app's copy of the registry in
// step with the server; UPDATE_SERVER_MESSAGES=1 rewrites it.
func TestServerMessagesFileIsCurrent(t *testing.T) {
	t.Parallel()
	texts := map[string]string{}
	for _, m := range fault.Messages() {
		texts[m.Code] = m.Text
	}
	want, err := json.MarshalIndent(texts, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	want = append(want, '\n')
	if os.Getenv("UPDATE_SERVER_MESSAGES") == "1" {
		if err := os.WriteFile(serverMessagesFile, want, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	got, err := os.ReadFile(serverMessagesFile)
	if err != nil || !bytes.Equal(got, want) {
		t.Errorf("frontend/src/i18n/server-messages.json is not the server's list of messages (%v): refresh it with %s", err, refreshServerMessages)
	}
}

type said struct{ at, text string }

// Sources whose words are not answers to a request: what Telegram is sent
// stays English, the sample catalogue is data, and test helpers.
var notAnswers = regexp.MustCompile(`(^|/)(notify/telegram|sampledata|testdata|[a-z]*test)(/|\.go$|$)`)

// messagesInSource reads the non-test Go files under root for the texts
// the server says to people. A text with fmt verbs is looked up with
// stand-ins for them ("%d" as 1), as the server would say it.
func messagesInSource(t *testing.T, root string) []said {
	t.Helper()
	var found []said
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		rel := filepath.ToSlash(strings.TrimPrefix(path, root+string(filepath.Separator)))
		if notAnswers.MatchString(rel) {
			return nil
		}
		file, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		add := func(n ast.Node, e ast.Expr) {
			if text, ok := literalText(e); ok && text != "" {
				found = append(found, said{at: fset.Position(n.Pos()).String(), text: text})
			}
		}
		ast.Inspect(file, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.ValueSpec:
				for i, name := range n.Names {
					if isMessageName(name.Name) && i < len(n.Values) {
						add(n, n.Values[i])
					}
				}
			case *ast.FuncDecl:
				if isMessageName(n.Name.Name) && n.Body != nil {
					ast.Inspect(n.Body, func(m ast.Node) bool {
						if r, ok := m.(*ast.ReturnStmt); ok && len(r.Results) == 1 {
							add(r, r.Results[0])
						}
						return true
					})
				}
			case *ast.CallExpr:
				switch callee(n) {
				case "fault.New", "Abort", "httpserver.Abort":
					add(n, n.Args[len(n.Args)-1])
				case "fault.InvalidFields":
					add(n, n.Args[0])
				}
			case *ast.CompositeLit:
				if typeName(n.Type) != "fault.Error" {
					return true
				}
				for _, e := range n.Elts {
					if kv, ok := e.(*ast.KeyValueExpr); ok {
						if k, ok := kv.Key.(*ast.Ident); ok && k.Name == "Message" {
							add(kv, kv.Value)
						}
					}
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatalf("read the sources: %v", err)
	}
	if len(found) < 100 {
		t.Fatalf("found %d messages in the sources: the walk is broken", len(found))
	}
	return found
}

func isMessageName(name string) bool {
	return strings.HasPrefix(name, "Msg") || strings.HasPrefix(name, "msg")
}

func callee(c *ast.CallExpr) string { return typeName(c.Fun) }

// typeName is "pkg.Name" or "Name" for a name, else "".
func typeName(e ast.Expr) string {
	switch f := e.(type) {
	case *ast.Ident:
		return f.Name
	case *ast.SelectorExpr:
		if x, ok := f.X.(*ast.Ident); ok {
			return x.Name + "." + f.Sel.Name
		}
	}
	return ""
}

var verbs = regexp.MustCompile(`%[-+# 0-9.]*[a-zA-Z]`)

// literalText is the text of a string literal, a fmt.Sprintf of one, or
// literals joined by + (what is not a literal stands as "x").
func literalText(e ast.Expr) (string, bool) {
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(e.Value)
		if err != nil {
			return "", false
		}
		return verbs.ReplaceAllStringFunc(s, standIn), true
	case *ast.CallExpr:
		if callee(e) == "fmt.Sprintf" {
			return literalText(e.Args[0])
		}
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return "", false
		}
		x, okX := literalText(e.X)
		y, okY := literalText(e.Y)
		if !okX && !okY {
			return "", false
		}
		if !okX {
			x = "x"
		}
		if !okY {
			y = "x"
		}
		return x + y, true
	}
	return "", false
}

func standIn(v string) string {
	if strings.HasSuffix(v, "d") {
		return "1"
	}
	return "x"
}
