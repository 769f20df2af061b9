//go:build !unix

package database

// lockFile is a no-op where flock does not exist; run one migrator at a time there.
func lockFile(string) (func(), error) { return func() {}, nil }
