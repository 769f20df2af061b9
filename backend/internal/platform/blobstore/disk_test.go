package blobstore_test

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"dhoni/internal/platform/blobstore"
	"dhoni/internal/platform/blobstore/blobstoretest"
)

func newDisk(t *testing.T) *blobstore.Disk {
	t.Helper()
	d, err := blobstore.NewDisk(filepath.Join(t.TempDir(), "blobs"))
	if err != nil {
		t.Fatalf("NewDisk: %v", err)
	}
	return d
}

func TestDiskPassesTheContract(t *testing.T) {
	t.Parallel()
	blobstoretest.Run(t, func(t *testing.T) blobstore.Store { return newDisk(t) })
}

// TestDiskLayout checks what an operator sees in the data directory: one file
// per key at the key's path, no temporary files left behind, and directories
// removed when their last blob goes.
func TestDiskLayout(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := newDisk(t)
	if err := d.Put(ctx, "images/ab/640.jpg", "image/jpeg", strings.NewReader("jpeg")); err != nil {
		t.Fatalf("Put: %v", err)
	}
	got, err := os.ReadFile(filepath.Join(d.Root(), "images", "ab", "640.jpg"))
	if err != nil || string(got) != "jpeg" {
		t.Fatalf("file on disk: got %q, %v; want jpeg", got, err)
	}
	entries, err := os.ReadDir(filepath.Join(d.Root(), "images", "ab"))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if strings.Join(names, ",") != ".640.jpg.type,640.jpg" {
		t.Errorf("directory holds %v, want the blob and its content type only", names)
	}
	st, err := os.Stat(filepath.Join(d.Root(), "images", "ab", "640.jpg"))
	if err != nil {
		t.Fatal(err)
	}
	if perm := st.Mode().Perm(); perm&0o007 != 0 {
		t.Errorf("blob permissions: got %v, want nothing for others", perm)
	}

	if err := d.Delete(ctx, "images/ab/640.jpg"); err != nil {
		t.Fatalf("Delete: %v", err)
	}
	if _, err := os.Stat(filepath.Join(d.Root(), "images")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("emptied directories: got %v, want them removed", err)
	}
	if _, err := os.Stat(d.Root()); err != nil {
		t.Errorf("root: got %v, want it kept", err)
	}
}

// TestDiskNeverReadsOutsideItsRoot puts a file beside the root and tries to
// reach it through the store.
func TestDiskNeverReadsOutsideItsRoot(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	parent := t.TempDir()
	if err := os.WriteFile(filepath.Join(parent, "secret"), []byte("secret"), 0o600); err != nil {
		t.Fatal(err)
	}
	d, err := blobstore.NewDisk(filepath.Join(parent, "blobs"))
	if err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{"../secret", "images/../../secret", filepath.Join(parent, "secret")} {
		rc, _, err := d.Open(ctx, key)
		if rc != nil {
			b, _ := io.ReadAll(rc)
			_ = rc.Close()
			t.Errorf("Open(%q) read %q", key, b)
		}
		var ik *blobstore.InvalidKeyError
		if !errors.As(err, &ik) {
			t.Errorf("Open(%q): got %v, want InvalidKeyError", key, err)
		}
	}
	if err := d.Delete(ctx, "../secret"); err == nil {
		t.Error("Delete(../secret): got nil, want an error")
	}
	if _, err := os.Stat(filepath.Join(parent, "secret")); err != nil {
		t.Errorf("the file beside the root: %v", err)
	}
}

// TestDiskSidecarFallsBackOnTheExtension covers files copied in by hand (a
// restore from backup without the hidden files).
func TestDiskSidecarFallsBackOnTheExtension(t *testing.T) {
	t.Parallel()
	d := newDisk(t)
	if err := os.MkdirAll(filepath.Join(d.Root(), "images", "zz"), 0o750); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(d.Root(), "images", "zz", "320.png"), []byte("png"), 0o640); err != nil {
		t.Fatal(err)
	}
	rc, info, err := d.Open(context.Background(), "images/zz/320.png")
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	_ = rc.Close()
	if info.ContentType != "image/png" {
		t.Errorf("content type: got %q, want image/png", info.ContentType)
	}
	if _, ok := rc.(io.ReadSeeker); !ok {
		t.Error("the disk's reader cannot seek; range requests need it")
	}
}
