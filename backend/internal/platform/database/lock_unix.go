//go:build unix

package database

import (
	"fmt"
	"os"
	"syscall"
)

// lockFile holds an exclusive advisory lock on path until the returned
// function is called. SQLite has no session lock for goose to use, so two
// processes migrating one file (a server and `dhoni migrate`) take turns here.
func lockFile(path string) (func(), error) {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		return nil, fmt.Errorf("open migration lock: %w", err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		_ = f.Close()
		return nil, fmt.Errorf("take migration lock: %w", err)
	}
	return func() {
		_ = syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
		_ = f.Close()
	}, nil
}
