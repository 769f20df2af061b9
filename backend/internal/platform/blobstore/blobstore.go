// Package blobstore is the port for files the shop keeps outside the database
// (product images, transfer slips) and its adapters: the local disk, and an
// S3-compatible bucket several replicas share (decision 100). Keys are
// slash-separated names such as "images/3f2a/640.jpg"; what a key means is the
// caller's business.
package blobstore

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"
)

// Store keeps blobs by key.
type Store interface {
	// Put stores everything r yields under key, replacing what was there. A
	// reader sees either the old blob or the whole new one, never part of it.
	Put(ctx context.Context, key, contentType string, r io.Reader) error
	// Open returns the blob's bytes and what is known about it, or ErrNotFound.
	// The reader is an io.ReadSeeker when the adapter can seek (the disk can),
	// so HTTP range requests work.
	Open(ctx context.Context, key string) (io.ReadCloser, Info, error)
	// Delete removes the blob; a key that is not there is not an error.
	Delete(ctx context.Context, key string) error
	// Walk calls fn for every blob whose key starts with prefix, in key order.
	// An error from fn stops the walk and is returned.
	Walk(ctx context.Context, prefix string, fn func(Info) error) error
}

// Info describes a stored blob.
type Info struct {
	Key         string
	Size        int64
	ContentType string
	ModTime     time.Time
}

// ErrNotFound is returned by Open for a key that holds no blob.
var ErrNotFound = errors.New("blob not found")

// InvalidKeyError is a key the store refuses: it could escape the store's
// root or mean different files on different systems.
type InvalidKeyError struct {
	Key    string
	Reason string
}

func (e *InvalidKeyError) Error() string {
	return fmt.Sprintf("invalid blob key %q: %s", e.Key, e.Reason)
}

// MaxKeyLength bounds a key, well under every file system's path limit.
const MaxKeyLength = 512

// ValidateKey accepts keys of lower-case letters, digits and "/_.-", made of
// non-empty segments that do not start with a dot (so "..", "." and hidden
// files are impossible), neither starting nor ending with a slash.
func ValidateKey(key string) error {
	if err := validateChars(key); err != nil {
		return err
	}
	if key == "" {
		return &InvalidKeyError{Key: key, Reason: "empty"}
	}
	for _, seg := range strings.Split(key, "/") {
		switch {
		case seg == "":
			return &InvalidKeyError{Key: key, Reason: "empty segment, or a leading or trailing slash"}
		case seg[0] == '.':
			return &InvalidKeyError{Key: key, Reason: "a segment starts with a dot"}
		}
	}
	return nil
}

// ValidatePrefix accepts what Walk takes: "" (everything) or the start of a
// valid key, such as "slips/" or "images/ab".
func ValidatePrefix(prefix string) error {
	if prefix == "" {
		return nil
	}
	if err := validateChars(prefix); err != nil {
		return err
	}
	// A prefix ending in "/" is a valid key with the slash removed; one that
	// does not must itself be a valid key (as the start of a longer one).
	return ValidateKey(strings.TrimSuffix(prefix, "/"))
}

func validateChars(key string) error {
	if len(key) > MaxKeyLength {
		return &InvalidKeyError{Key: key[:32] + "...", Reason: "too long"}
	}
	for i := 0; i < len(key); i++ {
		c := key[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '/' || c == '_' || c == '.' || c == '-') {
			return &InvalidKeyError{Key: key, Reason: fmt.Sprintf("character %q is not allowed", c)}
		}
	}
	return nil
}

// checkPut refuses a bad key or a request already gone, and names the content
// type a Put stores (the extension's when none is given).
func checkPut(ctx context.Context, key, contentType string) (string, error) {
	if err := ValidateKey(key); err != nil {
		return "", err
	}
	if err := ctx.Err(); err != nil {
		return "", err
	}
	if contentType == "" {
		contentType = TypeByExtension(key)
	}
	return contentType, nil
}
