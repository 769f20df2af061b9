package backup

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"syscall"

	"dhoni/internal/platform/blobstore"
	"dhoni/internal/platform/config"
)

// Target is where copies go: a folder or a bucket, seen as a blob store.
type Target struct {
	Store blobstore.Store
	// Name says where it is, for messages ("the folder /backups").
	Name string
}

// ErrTargetMissing is a configured backup folder that does not exist.
var ErrTargetMissing = errors.New("the backup folder does not exist")

// DefaultFolder is where copies go when DHONI_BACKUP_TO is empty.
func DefaultFolder(cfg config.Config) string { return filepath.Join(cfg.DataDir, "backups") }

// TargetName says where to, without opening it.
func TargetName(cfg config.Config, to string) string {
	if strings.HasPrefix(to, "s3://") {
		if u, err := url.Parse(to); err == nil {
			return "the bucket " + u.Host + u.Path
		}
	}
	if to == "" {
		to = DefaultFolder(cfg)
	}
	return "the folder " + to
}

// TargetPlace splits a name TargetName gave into its kind ("folder" or
// "bucket") and its place (the path, or the bucket and prefix), so that an
// admin in another language can say it in her own words.
func TargetPlace(name string) (kind, place string) {
	if place, ok := strings.CutPrefix(name, "the folder "); ok {
		return "folder", place
	}
	if place, ok := strings.CutPrefix(name, "the bucket "); ok {
		return "bucket", place
	}
	return "", name
}

// OpenTarget opens to (DHONI_BACKUP_TO: a folder, or s3://bucket/prefix?
// endpoint=... signed in with DHONI_S3_*). The default folder under the
// data directory is created; a folder named in the configuration must
// exist, since a missing one usually means a disk that is not mounted, and
// filling the disk beneath it instead would help nobody.
func OpenTarget(ctx context.Context, cfg config.Config, to string) (Target, error) {
	name := TargetName(cfg, to)
	if strings.HasPrefix(to, "s3://") {
		u, err := url.Parse(to)
		if err != nil {
			return Target{}, fmt.Errorf("DHONI_BACKUP_TO %q is not s3://bucket/prefix?endpoint=...", to)
		}
		prefix := strings.Trim(u.Path, "/")
		u.Path = ""
		bucket := cfg
		bucket.BlobURL = u.String()
		s, err := blobstore.FromConfig(ctx, bucket)
		if err != nil {
			return Target{}, fmt.Errorf("DHONI_BACKUP_TO: %w", err)
		}
		if prefix != "" {
			if err := blobstore.ValidatePrefix(prefix + "/"); err != nil {
				return Target{}, fmt.Errorf("DHONI_BACKUP_TO prefix: %w", err)
			}
			return Target{Store: prefixed{s, prefix + "/"}, Name: name}, nil
		}
		return Target{Store: s, Name: name}, nil
	}
	dir := to
	if dir == "" {
		dir = DefaultFolder(cfg)
	} else if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return Target{}, fmt.Errorf("%s: %w", dir, ErrTargetMissing)
	}
	d, err := blobstore.NewDisk(dir)
	if err != nil {
		return Target{}, err
	}
	return Target{Store: d, Name: name}, nil
}

// Describe says in words why a backup to name failed, for the owner.
func Describe(err error, name string) string {
	switch {
	case errors.Is(err, ErrTargetMissing):
		return name + " does not exist (is its disk mounted?)"
	case errors.Is(err, syscall.EROFS):
		return name + " is on a read-only disk"
	case errors.Is(err, syscall.ENOSPC), errors.Is(err, syscall.EDQUOT):
		return "the disk holding " + name + " is full"
	case errors.Is(err, fs.ErrPermission):
		return "the shop is not allowed to write to " + name
	case errors.Is(err, context.Canceled):
		return "the shop stopped during the backup"
	}
	return "could not write to " + name + ": " + strings.Join(strings.Fields(err.Error()), " ")
}

// prefixed is a store seen under a key prefix (a bucket's "shop/backups/").
type prefixed struct {
	s      blobstore.Store
	prefix string
}

func (p prefixed) Put(ctx context.Context, key, contentType string, r io.Reader) error {
	return p.s.Put(ctx, p.prefix+key, contentType, r)
}

func (p prefixed) Open(ctx context.Context, key string) (io.ReadCloser, blobstore.Info, error) {
	rc, info, err := p.s.Open(ctx, p.prefix+key)
	info.Key = strings.TrimPrefix(info.Key, p.prefix)
	return rc, info, err
}

func (p prefixed) Delete(ctx context.Context, key string) error { return p.s.Delete(ctx, p.prefix+key) }

func (p prefixed) Walk(ctx context.Context, prefix string, fn func(blobstore.Info) error) error {
	return p.s.Walk(ctx, p.prefix+prefix, func(i blobstore.Info) error {
		i.Key = strings.TrimPrefix(i.Key, p.prefix)
		return fn(i)
	})
}
