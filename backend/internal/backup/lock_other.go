//go:build !unix

package backup

// tryLock is a no-op where flock does not exist: run one backup at a time there.
func tryLock(string) (func(), error) { return func() {}, nil }
