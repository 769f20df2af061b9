package blobstore

import (
	"context"
	"errors"
	"fmt"
)

// Copied counts what Copy moved.
type Copied struct {
	Files int
	Bytes int64
}

// Copy puts every blob of src into dst under the same key with its stored
// content type (dhoni backup-files and restore-files: from the shop's store
// to a directory and back). A blob that vanishes during the copy (a slip
// swept meanwhile) is skipped.
func Copy(ctx context.Context, src, dst Store) (Copied, error) {
	var n Copied
	err := src.Walk(ctx, "", func(listed Info) error {
		rc, info, err := src.Open(ctx, listed.Key)
		if errors.Is(err, ErrNotFound) {
			return nil
		}
		if err != nil {
			return err
		}
		defer rc.Close()
		if err := dst.Put(ctx, info.Key, info.ContentType, rc); err != nil {
			return err
		}
		n.Files++
		n.Bytes += info.Size
		return nil
	})
	if err != nil {
		return n, fmt.Errorf("copy after %d files: %w", n.Files, err)
	}
	return n, nil
}
