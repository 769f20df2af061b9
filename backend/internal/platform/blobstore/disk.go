package blobstore

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"syscall"
)

// Disk keeps blobs as files under a root directory: the blob "a/b.jpg" is the
// file <root>/a/b.jpg, and its content type sits beside it in ".b.jpg.type".
// Keys never have a segment starting with a dot, so these sidecars and the
// temporary files of writes in progress can never be mistaken for blobs.
type Disk struct {
	root string
}

// NewDisk returns a store rooted at dir, creating the directory if needed.
func NewDisk(dir string) (*Disk, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, fmt.Errorf("blob directory %s: %w", dir, err)
	}
	if err := os.MkdirAll(abs, 0o750); err != nil {
		return nil, fmt.Errorf("blob directory %s cannot be created: %w", abs, err)
	}
	return &Disk{root: abs}, nil
}

// Root is the directory the blobs live in.
func (d *Disk) Root() string { return d.root }

func (d *Disk) path(key string) string { return filepath.Join(d.root, filepath.FromSlash(key)) }

func sidecar(p string) string { return filepath.Join(filepath.Dir(p), "."+filepath.Base(p)+".type") }

// Put writes to a temporary file in the blob's directory, flushes it to disk
// and renames it over the key, so a crash or a concurrent Open never sees a
// half-written blob.
func (d *Disk) Put(ctx context.Context, key, contentType string, r io.Reader) error {
	contentType, err := checkPut(ctx, key, contentType)
	if err != nil {
		return err
	}
	p := d.path(key)
	if err := d.writeAtomic(ctx, sidecar(p), strings.NewReader(contentType)); err != nil {
		return fmt.Errorf("put %s: %w", key, err)
	}
	if err := d.writeAtomic(ctx, p, r); err != nil {
		if _, statErr := os.Stat(p); errors.Is(statErr, fs.ErrNotExist) {
			// A first write failed: its sidecar must not outlive it.
			err = errors.Join(err, os.Remove(sidecar(p)))
		}
		return fmt.Errorf("put %s: %w", key, err)
	}
	return nil
}

func (d *Disk) writeAtomic(ctx context.Context, p string, r io.Reader) error {
	dir := filepath.Dir(p)
	var f *os.File
	// A concurrent Delete may remove an emptied directory between MkdirAll and
	// CreateTemp; one more try then finds it gone for good or recreates it.
	for attempt := 0; ; attempt++ {
		if err := os.MkdirAll(dir, 0o750); err != nil {
			return err
		}
		var err error
		f, err = os.CreateTemp(dir, ".tmp-*")
		if err == nil {
			break
		}
		if !errors.Is(err, fs.ErrNotExist) || attempt > 0 {
			return err
		}
	}
	tmp := f.Name()
	ok := false
	defer func() {
		if !ok {
			// The write already failed; the temporary file is ours to drop.
			_ = f.Close()
			_ = os.Remove(tmp)
		}
	}()
	if _, err := io.Copy(f, ctxReader{ctx: ctx, r: r}); err != nil {
		return err
	}
	if err := f.Chmod(0o640); err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp, p); err != nil {
		return err
	}
	ok = true
	syncDir(dir)
	return nil
}

// syncDir makes a rename durable. Some systems cannot sync a directory; the
// blob is still complete there, only its name may be lost in a power cut.
func syncDir(dir string) {
	f, err := os.Open(dir)
	if err != nil {
		return
	}
	defer f.Close()
	if err := f.Sync(); err != nil {
		return
	}
}

// ctxReader stops a long copy when the request that asked for it is gone.
type ctxReader struct {
	ctx context.Context
	r   io.Reader
}

func (c ctxReader) Read(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.r.Read(p)
}

// Open returns the file itself, which is an io.ReadSeeker.
func (d *Disk) Open(ctx context.Context, key string) (io.ReadCloser, Info, error) {
	if err := ValidateKey(key); err != nil {
		return nil, Info{}, err
	}
	if err := ctx.Err(); err != nil {
		return nil, Info{}, err
	}
	p := d.path(key)
	f, err := os.Open(p)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR) {
			return nil, Info{}, ErrNotFound
		}
		return nil, Info{}, fmt.Errorf("open %s: %w", key, err)
	}
	st, err := f.Stat()
	if err != nil {
		_ = f.Close()
		return nil, Info{}, fmt.Errorf("open %s: %w", key, err)
	}
	if !st.Mode().IsRegular() {
		_ = f.Close()
		return nil, Info{}, ErrNotFound
	}
	info := Info{Key: key, Size: st.Size(), ModTime: st.ModTime(), ContentType: readType(p)}
	return f, info, nil
}

// readType reads the sidecar, falling back on the extension for files that
// were put there by hand.
func readType(p string) string {
	b, err := os.ReadFile(sidecar(p))
	if err != nil || len(b) == 0 || len(b) > 255 {
		return TypeByExtension(filepath.Base(p))
	}
	return string(b)
}

// Delete removes the blob and its sidecar, then any directories the removal
// left empty (never the root).
func (d *Disk) Delete(ctx context.Context, key string) error {
	if err := ValidateKey(key); err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	p := d.path(key)
	for _, f := range []string{p, sidecar(p)} {
		if err := os.Remove(f); err != nil && !errors.Is(err, fs.ErrNotExist) && !errors.Is(err, syscall.ENOTDIR) {
			return fmt.Errorf("delete %s: %w", key, err)
		}
	}
	for dir := filepath.Dir(p); dir != d.root && strings.HasPrefix(dir, d.root+string(filepath.Separator)); dir = filepath.Dir(dir) {
		// Fails, as meant, while the directory still holds anything.
		if err := os.Remove(dir); err != nil {
			break
		}
	}
	return nil
}

// Walk visits the files under the prefix's directory in lexical order,
// skipping sidecars, temporary files and directories that cannot match.
func (d *Disk) Walk(ctx context.Context, prefix string, fn func(Info) error) error {
	if err := ValidatePrefix(prefix); err != nil {
		return err
	}
	start := d.root
	if i := strings.LastIndex(prefix, "/"); i >= 0 {
		start = d.path(prefix[:i])
	}
	err := filepath.WalkDir(start, func(p string, e fs.DirEntry, err error) error {
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				// The start is missing (nothing stored yet) or vanished mid-walk.
				return nil
			}
			return err
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		if p == start {
			// The prefix's directory itself (or a file where it should be).
			return nil
		}
		rel, err := filepath.Rel(d.root, p)
		if err != nil {
			return err
		}
		key := filepath.ToSlash(rel)
		if strings.HasPrefix(e.Name(), ".") {
			if e.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if e.IsDir() {
			if !strings.HasPrefix(key+"/", prefix) && !strings.HasPrefix(prefix, key+"/") {
				return filepath.SkipDir
			}
			return nil
		}
		if !e.Type().IsRegular() || !strings.HasPrefix(key, prefix) {
			return nil
		}
		st, err := e.Info()
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				return nil
			}
			return err
		}
		return fn(Info{Key: key, Size: st.Size(), ModTime: st.ModTime(), ContentType: readType(p)})
	})
	if err != nil {
		return fmt.Errorf("walk %q: %w", prefix, err)
	}
	return nil
}

// TypeByExtension names the content type of the few kinds of files the shop
// stores, without asking the operating system's MIME tables (which differ
// between machines).
func TypeByExtension(name string) string {
	switch strings.ToLower(path.Ext(name)) {
	case ".jpg", ".jpeg":
		return "image/jpeg"
	case ".png":
		return "image/png"
	case ".webp":
		return "image/webp"
	case ".pdf":
		return "application/pdf"
	default:
		return "application/octet-stream"
	}
}
