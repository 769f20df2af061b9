package backup

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"dhoni/internal/platform/blobstore"
)

// A copy in the target is copies/<name>/dhoni.db and, written last,
// copies/<name>/manifest.json; the uploaded files sit once each under
// files/<key>, shared by the copies whose manifests name them. A copy
// without its manifest is unfinished and never counted.
const (
	copiesDir    = "copies/"
	filesDir     = "files/"
	databaseFile = "dhoni.db"
	manifestFile = "manifest.json"
)

// Manifest describes a complete copy.
type Manifest struct {
	Version   int       `json:"version"`
	CreatedAt time.Time `json:"created_at"`
	Database  struct {
		Bytes  int64  `json:"bytes"`
		SHA256 string `json:"sha256"`
	} `json:"database"`
	Files []FileEntry `json:"files"`
}

// FileEntry is one uploaded file a copy holds.
type FileEntry struct {
	Key  string `json:"key"`
	Size int64  `json:"size"`
}

// Bytes is the copy's whole size: the database and its files.
func (m Manifest) Bytes() int64 {
	n := m.Database.Bytes
	for _, f := range m.Files {
		n += f.Size
	}
	return n
}

// copyTo writes a copy named name of the database (through snap, via a
// temporary file in tmpDir) and of shop's files into t. The database is
// copied first: files are only ever added or removed, so the files listed
// after it include every one its rows name.
func copyTo(ctx context.Context, t Target, snap Snapshotter, shop blobstore.Store, tmpDir, name string, at time.Time) (Manifest, error) {
	m := Manifest{Version: 1, CreatedAt: at.UTC()}
	if err := removeSnapshots(tmpDir); err != nil {
		return m, err
	}
	tmp := filepath.Join(tmpDir, ".backup-"+name+".db")
	defer func() { _ = os.Remove(tmp) }()
	if err := snap.Snapshot(ctx, tmp); err != nil {
		return m, fmt.Errorf("copy the database: %w", err)
	}
	f, err := os.Open(tmp)
	if err != nil {
		return m, err
	}
	defer f.Close()
	h := sha256.New()
	if m.Database.Bytes, err = io.Copy(h, f); err != nil {
		return m, err
	}
	m.Database.SHA256 = hex.EncodeToString(h.Sum(nil))
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return m, err
	}
	prefix := copiesDir + name + "/"
	if err := t.Store.Put(ctx, prefix+databaseFile, "application/vnd.sqlite3", f); err != nil {
		return m, err
	}
	if m.Files, err = copyFiles(ctx, t.Store, shop); err != nil {
		return m, err
	}
	body, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return m, err
	}
	return m, t.Store.Put(ctx, prefix+manifestFile, "application/json", strings.NewReader(string(body)))
}

// copyFiles copies every file of shop the target does not hold yet (by key
// and size: a key names one upload, never rewritten) and lists them all.
func copyFiles(ctx context.Context, target, shop blobstore.Store) ([]FileEntry, error) {
	held := map[string]int64{}
	err := target.Walk(ctx, filesDir, func(i blobstore.Info) error {
		held[strings.TrimPrefix(i.Key, filesDir)] = i.Size
		return nil
	})
	if err != nil {
		return nil, err
	}
	files := []FileEntry{}
	err = shop.Walk(ctx, "", func(listed blobstore.Info) error {
		if size, ok := held[listed.Key]; ok && size == listed.Size {
			files = append(files, FileEntry{Key: listed.Key, Size: listed.Size})
			return nil
		}
		rc, info, err := shop.Open(ctx, listed.Key)
		if errors.Is(err, blobstore.ErrNotFound) {
			return nil // a slip swept meanwhile
		}
		if err != nil {
			return err
		}
		defer rc.Close()
		if err := target.Put(ctx, filesDir+info.Key, info.ContentType, rc); err != nil {
			return err
		}
		files = append(files, FileEntry{Key: info.Key, Size: info.Size})
		return nil
	})
	return files, err
}

// removeSnapshots deletes database copies a backup killed half-way left.
func removeSnapshots(dir string) error {
	old, err := filepath.Glob(filepath.Join(dir, ".backup-*.db"))
	if err != nil {
		return err
	}
	for _, p := range old {
		if err := os.Remove(p); err != nil {
			return err
		}
	}
	return nil
}

// readManifest reads the manifest of copy name, or blobstore.ErrNotFound
// when the copy is unfinished.
func readManifest(ctx context.Context, s blobstore.Store, name string) (Manifest, error) {
	var m Manifest
	rc, _, err := s.Open(ctx, copiesDir+name+"/"+manifestFile)
	if err != nil {
		return m, err
	}
	defer rc.Close()
	if err := json.NewDecoder(io.LimitReader(rc, 256<<20)).Decode(&m); err != nil {
		return m, fmt.Errorf("manifest of copy %s: %w", name, err)
	}
	return m, nil
}

// listCopies returns the names of the complete copies and of the
// unfinished ones in s.
func listCopies(ctx context.Context, s blobstore.Store) (complete, unfinished []string, err error) {
	seen := map[string]bool{}
	var order []string
	err = s.Walk(ctx, copiesDir, func(i blobstore.Info) error {
		name, file, ok := strings.Cut(strings.TrimPrefix(i.Key, copiesDir), "/")
		if !ok {
			return nil
		}
		if _, known := seen[name]; !known {
			order = append(order, name)
			seen[name] = false
		}
		if file == manifestFile {
			seen[name] = true
		}
		return nil
	})
	for _, n := range order {
		if seen[n] {
			complete = append(complete, n)
		} else {
			unfinished = append(unfinished, n)
		}
	}
	return complete, unfinished, err
}
