// Package blobstoretest is the contract every blobstore.Store passes: run it
// from each adapter's tests with a constructor for a fresh, empty store.
package blobstoretest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	"dhoni/internal/platform/blobstore"
)

// Run checks store against the contract. newStore must return an empty store
// of its own for every call (the cases run in parallel).
func Run(t *testing.T, newStore func(t *testing.T) blobstore.Store) {
	t.Helper()
	ctx := context.Background()

	t.Run("put then open returns the bytes and the content type", func(t *testing.T) {
		t.Parallel()
		s := newStore(t)
		before := time.Now().Add(-2 * time.Second)
		mustPut(t, s, "images/ab12/640.jpg", "image/jpeg", "jpeg bytes")
		body, info := mustOpen(t, s, "images/ab12/640.jpg")
		if body != "jpeg bytes" {
			t.Errorf("body: got %q, want %q", body, "jpeg bytes")
		}
		if info.Key != "images/ab12/640.jpg" || info.Size != int64(len("jpeg bytes")) || info.ContentType != "image/jpeg" {
			t.Errorf("info: got %+v, want key images/ab12/640.jpg, size %d, image/jpeg", info, len("jpeg bytes"))
		}
		if info.ModTime.Before(before) || info.ModTime.After(time.Now().Add(2*time.Second)) {
			t.Errorf("mod time: got %v, want about now", info.ModTime)
		}
	})

	for _, tc := range []struct {
		name, key, contentType, body, want string
	}{
		{"the content type given is kept, whatever the extension", "slips/x1", "application/pdf", "%PDF-1.4", "application/pdf"},
		{"an empty content type is taken from the extension", "a/b.png", "", "png", "image/png"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			s := newStore(t)
			mustPut(t, s, tc.key, tc.contentType, tc.body)
			_, info := mustOpen(t, s, tc.key)
			if info.ContentType != tc.want {
				t.Errorf("content type: got %q, want %s", info.ContentType, tc.want)
			}
		})
	}

	t.Run("put replaces a blob", func(t *testing.T) {
		t.Parallel()
		s := newStore(t)
		mustPut(t, s, "k", "text/plain", "old")
		mustPut(t, s, "k", "application/pdf", "new and longer")
		body, info := mustOpen(t, s, "k")
		if body != "new and longer" || info.Size != 14 || info.ContentType != "application/pdf" {
			t.Errorf("got %q %+v, want the new blob", body, info)
		}
	})

	t.Run("an empty blob is a blob", func(t *testing.T) {
		t.Parallel()
		s := newStore(t)
		mustPut(t, s, "empty", "application/octet-stream", "")
		body, info := mustOpen(t, s, "empty")
		if body != "" || info.Size != 0 {
			t.Errorf("got %q size %d, want empty", body, info.Size)
		}
	})

	t.Run("opening a missing key is ErrNotFound", func(t *testing.T) {
		t.Parallel()
		s := newStore(t)
		mustPut(t, s, "images/a/1.jpg", "image/jpeg", "x")
		for _, key := range []string{"nothing", "images/a", "images", "images/a/1.jpg/more"} {
			rc, _, err := s.Open(ctx, key)
			if rc != nil {
				_ = rc.Close()
			}
			if !errors.Is(err, blobstore.ErrNotFound) {
				t.Errorf("Open(%q): got %v, want ErrNotFound", key, err)
			}
		}
	})

	t.Run("delete removes the blob and a second delete is fine", func(t *testing.T) {
		t.Parallel()
		s := newStore(t)
		mustPut(t, s, "slips/a.pdf", "application/pdf", "x")
		mustPut(t, s, "slips/b.pdf", "application/pdf", "y")
		for range 2 {
			if err := s.Delete(ctx, "slips/a.pdf"); err != nil {
				t.Fatalf("Delete: %v", err)
			}
		}
		if _, _, err := s.Open(ctx, "slips/a.pdf"); !errors.Is(err, blobstore.ErrNotFound) {
			t.Errorf("Open after Delete: got %v, want ErrNotFound", err)
		}
		if body, _ := mustOpen(t, s, "slips/b.pdf"); body != "y" {
			t.Errorf("neighbour: got %q, want y", body)
		}
		if err := s.Delete(ctx, "never/was"); err != nil {
			t.Errorf("Delete of a missing key: got %v, want nil", err)
		}
		// The directory the delete emptied can be written again.
		if err := s.Delete(ctx, "slips/b.pdf"); err != nil {
			t.Fatalf("Delete: %v", err)
		}
		mustPut(t, s, "slips/c.pdf", "application/pdf", "z")
	})

	t.Run("walk lists the keys under a prefix in order", func(t *testing.T) {
		t.Parallel()
		s := newStore(t)
		for _, k := range []string{"slips/b", "slips/a", "images/x/320.jpg", "images/x/640.jpg", "images/y/320.png", "slipsx/z", "top"} {
			mustPut(t, s, k, "", strings.Repeat("#", len(k)))
		}
		cases := []struct {
			prefix string
			want   []string
		}{
			{"slips/", []string{"slips/a", "slips/b"}},
			{"slips", []string{"slips/a", "slips/b", "slipsx/z"}},
			{"images/x/", []string{"images/x/320.jpg", "images/x/640.jpg"}},
			{"images/", []string{"images/x/320.jpg", "images/x/640.jpg", "images/y/320.png"}},
			{"images/x/3", []string{"images/x/320.jpg"}},
			{"none/", nil},
			{"", []string{"images/x/320.jpg", "images/x/640.jpg", "images/y/320.png", "slips/a", "slips/b", "slipsx/z", "top"}},
		}
		for _, c := range cases {
			var got []string
			err := s.Walk(ctx, c.prefix, func(i blobstore.Info) error {
				if i.Size != int64(len(i.Key)) {
					t.Errorf("walk %q: %s has size %d, want %d", c.prefix, i.Key, i.Size, len(i.Key))
				}
				if i.ModTime.IsZero() {
					t.Errorf("walk %q: %s has no mod time", c.prefix, i.Key)
				}
				got = append(got, i.Key)
				return nil
			})
			if err != nil {
				t.Fatalf("Walk(%q): %v", c.prefix, err)
			}
			if fmt.Sprint(got) != fmt.Sprint(c.want) {
				t.Errorf("Walk(%q): got %v, want %v", c.prefix, got, c.want)
			}
		}
	})

	t.Run("an error from the walk function stops the walk", func(t *testing.T) {
		t.Parallel()
		s := newStore(t)
		mustPut(t, s, "a/1", "", "1")
		mustPut(t, s, "a/2", "", "2")
		stop := errors.New("stop")
		n := 0
		err := s.Walk(ctx, "a/", func(blobstore.Info) error { n++; return stop })
		if !errors.Is(err, stop) || n != 1 {
			t.Errorf("got %v after %d calls, want stop after 1", err, n)
		}
	})

	t.Run("keys that could escape or differ between systems are refused", func(t *testing.T) {
		t.Parallel()
		s := newStore(t)
		bad := []string{
			"", "../secret", "images/../../secret", "/etc/passwd", "a//b", "a/", "a/./b", ".hidden",
			"a/.type", "..", ".", `a\b`, "A.JPG", "a b", "ü.jpg", "%2e%2e/x", "a:b", "a\x00b",
			strings.Repeat("a", blobstore.MaxKeyLength+1),
		}
		for _, key := range bad {
			var ik *blobstore.InvalidKeyError
			if err := s.Put(ctx, key, "text/plain", strings.NewReader("x")); !errors.As(err, &ik) {
				t.Errorf("Put(%q): got %v, want InvalidKeyError", key, err)
			}
			rc, _, err := s.Open(ctx, key)
			if rc != nil {
				_ = rc.Close()
			}
			if !errors.As(err, &ik) {
				t.Errorf("Open(%q): got %v, want InvalidKeyError", key, err)
			}
			if err := s.Delete(ctx, key); !errors.As(err, &ik) {
				t.Errorf("Delete(%q): got %v, want InvalidKeyError", key, err)
			}
		}
		for _, prefix := range []string{"../", "/", "a//", ".x", "A"} {
			var ik *blobstore.InvalidKeyError
			if err := s.Walk(ctx, prefix, func(blobstore.Info) error { return nil }); !errors.As(err, &ik) {
				t.Errorf("Walk(%q): got %v, want InvalidKeyError", prefix, err)
			}
		}
	})

	t.Run("a failed put leaves the old blob as it was", func(t *testing.T) {
		t.Parallel()
		s := newStore(t)
		mustPut(t, s, "k.pdf", "application/pdf", "old")
		broken := io.MultiReader(strings.NewReader("half of the new"), errReader{errors.New("connection reset")})
		if err := s.Put(ctx, "k.pdf", "application/pdf", broken); err == nil {
			t.Fatal("Put with a failing reader: got nil, want an error")
		}
		if body, _ := mustOpen(t, s, "k.pdf"); body != "old" {
			t.Errorf("after a failed put: got %q, want old", body)
		}
		if err := s.Put(ctx, "new.pdf", "application/pdf", errReader{errors.New("boom")}); err == nil {
			t.Fatal("Put with a failing reader: got nil, want an error")
		}
		if _, _, err := s.Open(ctx, "new.pdf"); !errors.Is(err, blobstore.ErrNotFound) {
			t.Errorf("a failed first put: got %v, want ErrNotFound", err)
		}
	})

	t.Run("a cancelled context stops a put", func(t *testing.T) {
		t.Parallel()
		s := newStore(t)
		cctx, cancel := context.WithCancel(ctx)
		cancel()
		if err := s.Put(cctx, "k", "text/plain", strings.NewReader("x")); !errors.Is(err, context.Canceled) {
			t.Errorf("got %v, want context.Canceled", err)
		}
		if _, _, err := s.Open(ctx, "k"); !errors.Is(err, blobstore.ErrNotFound) {
			t.Errorf("after a cancelled put: got %v, want ErrNotFound", err)
		}
	})

	t.Run("readers never see a blob half written", func(t *testing.T) {
		t.Parallel()
		s := newStore(t)
		a := bytes.Repeat([]byte("a"), 256<<10)
		b := bytes.Repeat([]byte("b"), 256<<10)
		mustPut(t, s, "race", "", string(a))
		var wg sync.WaitGroup
		wg.Go(func() {
			for i := range 20 {
				next := a
				if i%2 == 0 {
					next = b
				}
				if err := s.Put(ctx, "race", "", bytes.NewReader(next)); err != nil {
					t.Errorf("Put: %v", err)
					return
				}
			}
		})
		wg.Go(func() {
			for range 40 {
				rc, _, err := s.Open(ctx, "race")
				if err != nil {
					t.Errorf("Open during writes: %v", err)
					return
				}
				got, err := io.ReadAll(rc)
				_ = rc.Close()
				if err != nil {
					t.Errorf("read: %v", err)
					return
				}
				if !bytes.Equal(got, a) && !bytes.Equal(got, b) {
					t.Errorf("read %d bytes that are neither blob", len(got))
					return
				}
			}
		})
		wg.Wait()
	})
}

type errReader struct{ err error }

func (e errReader) Read([]byte) (int, error) { return 0, e.err }

func mustPut(t *testing.T, s blobstore.Store, key, contentType, body string) {
	t.Helper()
	if err := s.Put(context.Background(), key, contentType, strings.NewReader(body)); err != nil {
		t.Fatalf("Put(%q): %v", key, err)
	}
}

func mustOpen(t *testing.T, s blobstore.Store, key string) (string, blobstore.Info) {
	t.Helper()
	rc, info, err := s.Open(context.Background(), key)
	if err != nil {
		t.Fatalf("Open(%q): %v", key, err)
	}
	defer rc.Close()
	b, err := io.ReadAll(rc)
	if err != nil {
		t.Fatalf("read %q: %v", key, err)
	}
	return string(b), info
}
