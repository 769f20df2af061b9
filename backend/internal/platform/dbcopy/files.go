package dbcopy

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"regexp"
	"sort"
	"strings"

	"dhoni/internal/platform/blobstore"
)

// imageURL finds a public image's address in any text a row holds (a
// product's images, a category's picture, an order line's image): the
// blob is the part after /media/.
var imageURL = regexp.MustCompile(`/media/(images/[a-z0-9/_.-]+)`)

// blobKeyColumn is the column name under which a table keeps a private
// file's key itself (transfer slips, design files).
const blobKeyColumn = "blob_key"

// references collects the files rows refer to, with where each was seen.
type references map[string]string

func (r references) scan(tb *table, row []any) {
	for i, v := range row {
		s, ok := v.(string)
		if !ok {
			continue
		}
		where := tb.name + "." + tb.columns[i]
		if tb.columns[i] == blobKeyColumn {
			r.add(s, where)
			continue
		}
		if !strings.Contains(s, "/media/images/") {
			continue
		}
		for _, m := range imageURL.FindAllStringSubmatch(s, -1) {
			r.add(m[1], where)
		}
	}
}

func (r references) add(key, where string) {
	if _, ok := r[key]; !ok {
		r[key] = where
	}
}

// MissingFilesError names the files rows refer to that the store lacks.
type MissingFilesError struct {
	Store   string
	Missing []string // "key (table.column)"
}

func (e *MissingFilesError) Error() string {
	shown := e.Missing
	more := ""
	if len(shown) > 20 {
		more = fmt.Sprintf(" and %d more", len(shown)-20)
		shown = shown[:20]
	}
	return fmt.Sprintf("%d uploaded %s the database refers to %s missing from %s: %s%s",
		len(e.Missing), plural(len(e.Missing), "file", "files"), plural(len(e.Missing), "is", "are"),
		e.Store, strings.Join(shown, ", "), more)
}

// listFiles returns every blob of the store, by key.
func listFiles(ctx context.Context, s blobstore.Store) (map[string]blobstore.Info, error) {
	out := map[string]blobstore.Info{}
	err := s.Walk(ctx, "", func(i blobstore.Info) error {
		out[i.Key] = i
		return nil
	})
	return out, err
}

// missing returns the referenced files the listing lacks, sorted.
func (r references) missing(have map[string]blobstore.Info) []string {
	var out []string
	for key, where := range r {
		if _, ok := have[key]; !ok {
			out = append(out, key+" ("+where+")")
		}
	}
	sort.Strings(out)
	return out
}

func sortedKeys(m map[string]blobstore.Info) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// copyFiles puts every source file into dst, skipping those an earlier run
// already put there whole (a Put is all or nothing; the bytes are checked
// by verifyFiles either way).
func copyFiles(ctx context.Context, src, dst blobstore.Store, files, there map[string]blobstore.Info, progress func(int64)) (int, error) {
	copied := 0
	for _, key := range sortedKeys(files) {
		info := files[key]
		if have, ok := there[key]; ok && have.Size == info.Size {
			progress(info.Size)
			continue
		}
		err := func() error {
			rc, got, err := src.Open(ctx, key)
			if err != nil {
				return err
			}
			defer rc.Close()
			return dst.Put(ctx, key, got.ContentType, &counting{r: rc, progress: progress})
		}()
		if err != nil {
			return copied, fmt.Errorf("copying the file %s: %w", key, err)
		}
		copied++
	}
	return copied, nil
}

// verifyFiles reads every file from both stores and compares the bytes.
func verifyFiles(ctx context.Context, src, dst blobstore.Store, files map[string]blobstore.Info, progress func(int64)) error {
	for _, key := range sortedKeys(files) {
		a, err := fileHash(ctx, src, key, nil)
		if err != nil {
			return fmt.Errorf("reading %s from the source: %w", key, err)
		}
		b, err := fileHash(ctx, dst, key, progress)
		if errors.Is(err, blobstore.ErrNotFound) {
			return fmt.Errorf("the file %s is not in the target store", key)
		}
		if err != nil {
			return fmt.Errorf("reading %s from the target: %w", key, err)
		}
		if a != b {
			return fmt.Errorf("the file %s differs between the two stores", key)
		}
	}
	return nil
}

func fileHash(ctx context.Context, s blobstore.Store, key string, progress func(int64)) (string, error) {
	rc, _, err := s.Open(ctx, key)
	if err != nil {
		return "", err
	}
	defer rc.Close()
	h := sha256.New()
	var r io.Reader = rc
	if progress != nil {
		r = &counting{r: rc, progress: progress}
	}
	if _, err := io.Copy(h, r); err != nil {
		return "", err
	}
	return string(h.Sum(nil)), nil
}

// counting reports the bytes read through it.
type counting struct {
	r        io.Reader
	progress func(int64)
}

func (c *counting) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	if n > 0 {
		c.progress(int64(n))
	}
	return n, err
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
