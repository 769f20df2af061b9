package blobstore

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"go.uber.org/fx"

	"dhoni/internal/platform/config"
)

// Dir is where the disk store keeps blobs: <DHONI_DATA_DIR>/blobs.
func Dir(cfg config.Config) string { return filepath.Join(cfg.DataDir, "blobs") }

// FromConfig opens the store DHONI_BLOB_URL names: the disk under the data
// directory when it is empty, an S3-compatible bucket for s3://.
func FromConfig(ctx context.Context, cfg config.Config) (Store, error) {
	if cfg.BlobURL == "" {
		return NewDisk(Dir(cfg))
	}
	if !strings.HasPrefix(cfg.BlobURL, "s3://") {
		return nil, fmt.Errorf("DHONI_BLOB_URL must be empty (files under DHONI_DATA_DIR) or s3://bucket?endpoint=..., not %q", cfg.BlobURL)
	}
	s3cfg, err := ParseS3URL(cfg.BlobURL)
	if err != nil {
		return nil, err
	}
	if cfg.S3AccessKey == "" || cfg.S3SecretKey == "" {
		return nil, fmt.Errorf("DHONI_BLOB_URL is an s3:// bucket: set DHONI_S3_ACCESS_KEY and DHONI_S3_SECRET_KEY")
	}
	s3cfg.AccessKey, s3cfg.SecretKey = cfg.S3AccessKey, cfg.S3SecretKey
	ctx, cancel := context.WithTimeout(ctx, 15*time.Second)
	defer cancel()
	return NewS3(ctx, s3cfg)
}

// Module provides the Store DHONI_BLOB_URL chooses.
var Module = fx.Module("blobstore",
	fx.Provide(func(cfg config.Config) (Store, error) { return FromConfig(context.Background(), cfg) }),
)
