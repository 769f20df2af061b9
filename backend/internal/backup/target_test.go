package backup_test

import (
	"path/filepath"
	"testing"

	"dhoni/internal/backup"
	"dhoni/internal/platform/config"
)

// TestTargetPlaceSplitsWhatTargetNameSays: the admin names the target in
// her language from its kind and place, so every name TargetName gives
// splits back into them.
func TestTargetPlaceSplitsWhatTargetNameSays(t *testing.T) {
	cfg := config.Config{DataDir: filepath.Join("srv", "dhoni")}
	for _, c := range []struct{ to, kind, place string }{
		{"", "folder", filepath.Join("srv", "dhoni", "backups")},
		{"/mnt/usb/backups", "folder", "/mnt/usb/backups"},
		{"s3://shop-copies/dhoni?endpoint=http://127.0.0.1:9000", "bucket", "shop-copies/dhoni"},
	} {
		kind, place := backup.TargetPlace(backup.TargetName(cfg, c.to))
		if kind != c.kind || place != c.place {
			t.Errorf("TargetPlace(TargetName(%q)) = %q, %q; want %q, %q", c.to, kind, place, c.kind, c.place)
		}
	}
	if kind, place := backup.TargetPlace(""); kind != "" || place != "" {
		t.Errorf(`TargetPlace("") = %q, %q; want nothing`, kind, place)
	}
}
