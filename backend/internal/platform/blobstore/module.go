package blobstore

import (
	"path/filepath"

	"go.uber.org/fx"

	"dhoni/internal/platform/config"
)

// Dir is where the disk store keeps blobs: <DHONI_DATA_DIR>/blobs.
func Dir(cfg config.Config) string { return filepath.Join(cfg.DataDir, "blobs") }

// Module provides the Store: the local disk under the data directory.
var Module = fx.Module("blobstore",
	fx.Provide(fx.Annotate(
		func(cfg config.Config) (*Disk, error) { return NewDisk(Dir(cfg)) },
		fx.As(new(Store)),
	)),
)
