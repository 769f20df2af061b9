package backup

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"dhoni/internal/platform/blobstore"
	"dhoni/internal/platform/config"
)

// Source is a copy to restore: the target holding it and its name.
type Source struct {
	Target Target
	Name   string
}

// FindSource reads `dhoni restore --from`: a copy's folder
// (<target>/copies/<name>), a target (its newest complete copy), or the same
// as s3://bucket/prefix[/copies/<name>]?endpoint=....
func FindSource(ctx context.Context, cfg config.Config, from string) (Source, error) {
	to, name := from, ""
	if strings.HasPrefix(from, "s3://") {
		u, err := url.Parse(from)
		if err != nil {
			return Source{}, fmt.Errorf("--from %q is not s3://bucket/prefix?endpoint=...", from)
		}
		if before, after, ok := strings.Cut(u.Path, "/copies/"); ok {
			u.Path, name = before, strings.Trim(after, "/")
		}
		to = u.String()
	} else {
		from = filepath.Clean(from)
		if _, err := os.Stat(filepath.Join(from, manifestFile)); err == nil {
			if filepath.Base(filepath.Dir(from)) != strings.TrimSuffix(copiesDir, "/") {
				return Source{}, fmt.Errorf("%s holds a manifest but is not in a backup's copies folder", from)
			}
			to, name = filepath.Dir(filepath.Dir(from)), filepath.Base(from)
		} else if _, err := os.Stat(filepath.Join(from, copiesDir)); err != nil {
			return Source{}, fmt.Errorf("%s is neither a backup folder nor one of its copies", from)
		}
	}
	t, err := OpenTarget(ctx, cfg, to)
	if err != nil {
		return Source{}, err
	}
	complete, _, err := listCopies(ctx, t.Store)
	if err != nil {
		return Source{}, err
	}
	if name == "" {
		if len(complete) == 0 {
			return Source{}, fmt.Errorf("%s holds no complete copy", t.Name)
		}
		name = slices.Max(complete)
	} else if !slices.Contains(complete, name) {
		return Source{}, fmt.Errorf("copy %s in %s is not complete (it has no manifest) or does not exist", name, t.Name)
	}
	return Source{Target: t, Name: name}, nil
}

// ErrLive is a data directory restore will not write over.
var ErrLive = errors.New("refusing to overwrite it")

// Restore rebuilds dataDir from src: the files into dataDir/blobs, then the
// database, checked against its manifest, as dataDir/dhoni.db. verify opens
// the restored database and records made there as the good attempt it was
// (in the copy it was still running); a copy that does not open is removed
// again. A data directory that holds a database already, or that a running
// shop uses, is refused untouched.
func Restore(ctx context.Context, src Source, dataDir string, verify func(ctx context.Context, path string, made Run) error) (Manifest, error) {
	db := filepath.Join(dataDir, databaseFile)
	for _, p := range []string{db + "-wal", db + "-shm", db} {
		if _, err := os.Stat(p); err == nil || !errors.Is(err, fs.ErrNotExist) {
			what := "holds a database already"
			if p != db {
				what = "is used by a running shop, or one that stopped abruptly"
			}
			return Manifest{}, fmt.Errorf("%s %s (%s): %w", dataDir, what, filepath.Base(p), ErrLive)
		}
	}
	m, err := readManifest(ctx, src.Target.Store, src.Name)
	if err != nil {
		return m, err
	}
	blobs, err := blobstore.NewDisk(filepath.Join(dataDir, "blobs"))
	if err != nil {
		return m, err
	}
	for _, f := range m.Files {
		if err := restoreFile(ctx, src.Target.Store, blobs, f); err != nil {
			return m, err
		}
	}
	tmp := filepath.Join(dataDir, ".restore-"+databaseFile)
	defer func() { _ = os.Remove(tmp) }()
	if err := restoreDatabase(ctx, src, m, tmp); err != nil {
		return m, err
	}
	made := Run{FinishedAt: m.CreatedAt, OK: true, Copy: src.Name, Bytes: m.Bytes(), Files: len(m.Files)}
	if err := verify(ctx, tmp, made); err != nil {
		return m, fmt.Errorf("the restored database does not open: %w", err)
	}
	return m, os.Rename(tmp, db)
}

func restoreFile(ctx context.Context, from blobstore.Store, to *blobstore.Disk, f FileEntry) error {
	rc, info, err := from.Open(ctx, filesDir+f.Key)
	if err != nil {
		return fmt.Errorf("file %s: %w", f.Key, err)
	}
	defer rc.Close()
	if info.Size != f.Size {
		return fmt.Errorf("file %s: %d bytes in the backup, %d in its manifest", f.Key, info.Size, f.Size)
	}
	return to.Put(ctx, f.Key, info.ContentType, rc)
}

func restoreDatabase(ctx context.Context, src Source, m Manifest, path string) error {
	rc, _, err := src.Target.Store.Open(ctx, copiesDir+src.Name+"/"+databaseFile)
	if err != nil {
		return fmt.Errorf("database of copy %s: %w", src.Name, err)
	}
	defer rc.Close()
	f, err := os.OpenFile(path, os.O_CREATE|os.O_TRUNC|os.O_WRONLY, 0o600)
	if err != nil {
		return err
	}
	h := sha256.New()
	n, err := io.Copy(io.MultiWriter(f, h), rc)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	if sum := hex.EncodeToString(h.Sum(nil)); n != m.Database.Bytes || sum != m.Database.SHA256 {
		return fmt.Errorf("database of copy %s is damaged: %d bytes with checksum %s, the manifest says %d bytes with %s",
			src.Name, n, sum, m.Database.Bytes, m.Database.SHA256)
	}
	return nil
}
