// Package s3test starts a real S3-compatible server for tests: versitygw
// (open source, built from its Go module by scripts/versitygw.sh) on a posix
// directory of the test's own. Without the binary the tests that need it are
// skipped with a visible message, except in CI (CI=true) or with
// DHONI_REQUIRE_S3=1, where that fails the run.
package s3test

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"

	"dhoni/internal/platform/blobstore"
)

// Version is the versitygw release scripts/versitygw.sh builds.
const Version = "v1.8.0"

// Server is a running S3 server.
type Server struct {
	// Endpoint is http://127.0.0.1:<port>.
	Endpoint  string
	AccessKey string
	SecretKey string
	// Root is the directory holding one folder per bucket.
	Root string
}

// Binary returns the versitygw executable: DHONI_VERSITYGW, or the one
// scripts/versitygw.sh left in the repository's .cache/bin. It skips (or
// fails, where S3 is required) when there is none.
func Binary(t testing.TB) string {
	t.Helper()
	if p := os.Getenv("DHONI_VERSITYGW"); p != "" {
		return p
	}
	if root, ok := repoRoot(); ok {
		p := filepath.Join(root, ".cache", "bin", "versitygw-"+Version)
		if st, err := os.Stat(p); err == nil && st.Mode().IsRegular() {
			return p
		}
	}
	if Required() {
		t.Fatal("an S3 server is required here (CI) but versitygw is not built: run scripts/versitygw.sh")
	}
	t.Skip("SKIPPED S3: versitygw is not built (run scripts/versitygw.sh, or set DHONI_VERSITYGW)")
	return ""
}

// Required reports whether a missing S3 server must fail the run.
func Required() bool {
	return os.Getenv("CI") == "true" || os.Getenv("DHONI_REQUIRE_S3") == "1"
}

func repoRoot() (string, bool) {
	dir, err := os.Getwd()
	if err != nil {
		return "", false
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.work")); err == nil {
			return dir, true
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", false
		}
		dir = parent
	}
}

// ports are where the test servers listen; a port another test took is
// skipped.
const firstPort, lastPort = 19600, 19699

var portMu sync.Mutex

// Start runs a server for the test and stops it when the test ends.
func Start(t testing.TB) *Server {
	t.Helper()
	bin := Binary(t)
	s := &Server{AccessKey: "dhoni-test", SecretKey: "dhoni-test-secret-" + randomHex(8), Root: t.TempDir()}
	for attempt := 0; attempt < 20; attempt++ {
		port, ok := freePort()
		if !ok {
			break
		}
		addr := "127.0.0.1:" + strconv.Itoa(port)
		cmd := exec.Command(bin, "--access", s.AccessKey, "--secret", s.SecretKey,
			"--port", addr, "--quiet", "posix", s.Root)
		logFile := filepath.Join(t.TempDir(), "versitygw.log")
		out, err := os.Create(logFile)
		if err != nil {
			t.Fatal(err)
		}
		cmd.Stdout, cmd.Stderr = out, out
		// The server dies with the test binary, even when it is killed.
		cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
		if err := cmd.Start(); err != nil {
			t.Fatalf("start versitygw: %v", err)
		}
		exited := make(chan struct{})
		go func() { _ = cmd.Wait(); close(exited) }()
		if waitReady(addr, exited) && s.answersToItsKeys(addr) {
			t.Cleanup(func() {
				_ = cmd.Process.Signal(syscall.SIGTERM)
				select {
				case <-exited:
				case <-time.After(5 * time.Second):
					_ = cmd.Process.Kill()
					<-exited
				}
				_ = out.Close()
			})
			s.Endpoint = "http://" + addr
			return s
		}
		_ = cmd.Process.Kill()
		<-exited
		_ = out.Close()
	}
	t.Fatalf("versitygw did not start on any port of %d-%d", firstPort, lastPort)
	return nil
}

// freePort finds a port nobody listens on (the server binds it next; a race
// with another test is caught by the retry in Start).
func freePort() (int, bool) {
	portMu.Lock()
	defer portMu.Unlock()
	start := firstPort + int(randomByte())%(lastPort-firstPort+1)
	for i := 0; i <= lastPort-firstPort; i++ {
		p := firstPort + (start-firstPort+i)%(lastPort-firstPort+1)
		l, err := net.Listen("tcp", "127.0.0.1:"+strconv.Itoa(p))
		if err == nil {
			_ = l.Close()
			return p, true
		}
	}
	return 0, false
}

func waitReady(addr string, exited <-chan struct{}) bool {
	deadline := time.Now().Add(15 * time.Second)
	for time.Now().Before(deadline) {
		select {
		case <-exited:
			return false
		default:
		}
		resp, err := http.Get("http://" + addr + "/")
		if err == nil {
			_ = resp.Body.Close()
			// Anonymous requests are refused: the server is up and signing is on.
			return resp.StatusCode == http.StatusForbidden
		}
		time.Sleep(50 * time.Millisecond)
	}
	return false
}

// answersToItsKeys reports whether the server at addr takes this server's
// keys. Another test's server that won the race for the port answers the
// anonymous check of waitReady just as well (while this one fails to bind
// and exits), but refuses these keys.
func (s *Server) answersToItsKeys(addr string) bool {
	client, err := minio.New(addr, &minio.Options{Creds: credentials.NewStaticV4(s.AccessKey, s.SecretKey, ""), Region: "us-east-1"})
	if err != nil {
		return false
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_, err = client.ListBuckets(ctx)
	return err == nil
}

// Config names a new, not yet created bucket on the server (NewS3 creates it).
func (s *Server) Config() blobstore.S3Config {
	return blobstore.S3Config{
		Endpoint:  s.Endpoint[len("http://"):],
		Region:    "us-east-1",
		Bucket:    "dhoni-" + randomHex(6),
		AccessKey: s.AccessKey,
		SecretKey: s.SecretKey,
	}
}

// URL is DHONI_BLOB_URL for the bucket of cfg.
func (s *Server) URL(cfg blobstore.S3Config) string {
	return fmt.Sprintf("s3://%s?endpoint=%s&region=%s", cfg.Bucket, s.Endpoint, cfg.Region)
}

// NewStore returns an S3 store on a fresh bucket of the server.
func (s *Server) NewStore(t testing.TB) *blobstore.S3 {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	st, err := blobstore.NewS3(ctx, s.Config())
	if err != nil {
		t.Fatalf("NewS3: %v", err)
	}
	return st
}

func randomHex(n int) string {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		panic(err)
	}
	return hex.EncodeToString(b)
}

func randomByte() byte {
	b := make([]byte, 1)
	if _, err := rand.Read(b); err != nil {
		panic(err)
	}
	return b[0]
}
