package blobstore_test

import (
	"context"
	"io"
	"net/http"
	"strings"
	"testing"

	"dhoni/internal/platform/blobstore"
	"dhoni/internal/platform/blobstore/blobstoretest"
	"dhoni/internal/platform/blobstore/s3test"
	"dhoni/internal/platform/config"
)

// TestS3PassesTheContract runs the blob store contract against a real S3
// server (versitygw), one bucket per case.
func TestS3PassesTheContract(t *testing.T) {
	t.Parallel()
	srv := s3test.Start(t)
	blobstoretest.Run(t, func(t *testing.T) blobstore.Store { return srv.NewStore(t) })
}

// TestS3ObjectsStayPrivate checks that what the shop stores cannot be read
// straight from the bucket without signing: slips must never have a public
// URL.
func TestS3ObjectsStayPrivate(t *testing.T) {
	t.Parallel()
	srv := s3test.Start(t)
	cfg := srv.Config()
	ctx := context.Background()
	s, err := blobstore.NewS3(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Put(ctx, "slips/abc.pdf", "application/pdf", strings.NewReader("%PDF-1.4 slip")); err != nil {
		t.Fatal(err)
	}
	resp, err := http.Get(srv.Endpoint + "/" + cfg.Bucket + "/slips/abc.pdf")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	_ = resp.Body.Close()
	if resp.StatusCode != http.StatusForbidden || strings.Contains(string(body), "slip") {
		t.Errorf("anonymous GET of a slip: got %d %q, want 403 without the file", resp.StatusCode, body)
	}
	rc, _, err := s.Open(ctx, "slips/abc.pdf")
	if err != nil {
		t.Fatal(err)
	}
	defer rc.Close()
	rs, ok := rc.(io.ReadSeeker)
	if !ok {
		t.Fatal("the S3 reader cannot seek; range requests need it")
	}
	if _, err := rs.Seek(9, io.SeekStart); err != nil {
		t.Fatal(err)
	}
	if tail, err := io.ReadAll(rs); err != nil || string(tail) != "slip" {
		t.Errorf("read after a seek: got %q, %v; want slip", tail, err)
	}
}

func TestParseS3URL(t *testing.T) {
	t.Parallel()
	cases := []struct {
		raw  string
		want blobstore.S3Config
		bad  bool
	}{
		{raw: "s3://shop?endpoint=http://minio:9000&region=us-east-1",
			want: blobstore.S3Config{Bucket: "shop", Endpoint: "minio:9000", Region: "us-east-1"}},
		{raw: "s3://shop?endpoint=https://fra1.digitaloceanspaces.com",
			want: blobstore.S3Config{Bucket: "shop", Endpoint: "fra1.digitaloceanspaces.com", Secure: true}},
		{raw: "s3://shop?endpoint=r2.example.com/",
			want: blobstore.S3Config{Bucket: "shop", Endpoint: "r2.example.com", Secure: true}},
		{raw: "s3://shop?region=eu-west-1",
			want: blobstore.S3Config{Bucket: "shop", Endpoint: "s3.amazonaws.com", Region: "eu-west-1", Secure: true}},
		{raw: "s3://shop/images", bad: true},
		{raw: "s3://", bad: true},
		{raw: "gs://shop", bad: true},
		{raw: "s3://shop?endpoint=ftp://x", bad: true},
		{raw: "s3://shop?bucket=x", bad: true},
	}
	for _, c := range cases {
		got, err := blobstore.ParseS3URL(c.raw)
		if c.bad {
			if err == nil {
				t.Errorf("ParseS3URL(%q): got %+v, want an error", c.raw, got)
			}
			continue
		}
		if err != nil || got != c.want {
			t.Errorf("ParseS3URL(%q): got %+v, %v; want %+v", c.raw, got, err, c.want)
		}
	}
}

// TestCopyMovesEveryBlobWithItsType copies a disk to a bucket and back into
// another disk, as a backup and a restore do.
func TestCopyMovesEveryBlobWithItsType(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	srv := s3test.Start(t)
	from, bucket, back := newDisk(t), srv.NewStore(t), newDisk(t)
	blobs := map[string]string{"slips/a1": "application/pdf", "images/ab/640.webp": "image/webp", "images/ab/320.jpg": "image/jpeg"}
	for key, ct := range blobs {
		if err := from.Put(ctx, key, ct, strings.NewReader("bytes of "+key)); err != nil {
			t.Fatal(err)
		}
	}
	for _, hop := range []struct{ src, dst blobstore.Store }{{from, bucket}, {bucket, back}} {
		n, err := blobstore.Copy(ctx, hop.src, hop.dst)
		if err != nil || n.Files != 3 {
			t.Fatalf("Copy: got %+v, %v; want 3 files", n, err)
		}
	}
	for key, ct := range blobs {
		rc, info, err := back.Open(ctx, key)
		if err != nil {
			t.Fatalf("Open(%q) after the round trip: %v", key, err)
		}
		b, _ := io.ReadAll(rc)
		_ = rc.Close()
		if string(b) != "bytes of "+key || info.ContentType != ct {
			t.Errorf("%s: got %q as %s, want its bytes as %s", key, b, info.ContentType, ct)
		}
	}
}

// TestFromConfigChoosesTheStore covers DHONI_BLOB_URL: the disk when empty,
// the bucket for s3://, and one clear error for what cannot work.
func TestFromConfigChoosesTheStore(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	disk, err := blobstore.FromConfig(ctx, config.Config{DataDir: t.TempDir()})
	if _, ok := disk.(*blobstore.Disk); err != nil || !ok {
		t.Errorf("empty DHONI_BLOB_URL: got %T, %v; want the disk", disk, err)
	}
	for _, c := range []struct{ url, access, want string }{
		{"s3://shop?endpoint=http://127.0.0.1:1", "", "set DHONI_S3_ACCESS_KEY and DHONI_S3_SECRET_KEY"},
		{"file:///srv/blobs", "k", "DHONI_BLOB_URL must be empty"},
		{"s3://shop/images", "k", "name only the bucket"},
	} {
		_, err := blobstore.FromConfig(ctx, config.Config{DataDir: t.TempDir(), BlobURL: c.url, S3AccessKey: c.access, S3SecretKey: c.access})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("DHONI_BLOB_URL=%s: got %v, want an error saying %q", c.url, err, c.want)
		}
	}
	srv := s3test.Start(t)
	cfg := srv.Config()
	s, err := blobstore.FromConfig(ctx, config.Config{BlobURL: srv.URL(cfg), S3AccessKey: srv.AccessKey, S3SecretKey: srv.SecretKey})
	if b, ok := s.(*blobstore.S3); err != nil || !ok || b.Bucket() != cfg.Bucket {
		t.Errorf("s3:// URL: got %T, %v; want the bucket %s", s, err, cfg.Bucket)
	}
	if _, err := blobstore.FromConfig(ctx, config.Config{BlobURL: srv.URL(cfg), S3AccessKey: srv.AccessKey, S3SecretKey: "wrong"}); err == nil {
		t.Error("a wrong secret key: got nil, want the start to fail")
	}
}
