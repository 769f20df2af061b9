package blobstore

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"
)

// S3 keeps blobs as objects in one bucket of an S3-compatible object store
// (AWS S3, MinIO, versitygw, R2, Spaces), so several replicas share them. The
// key is the object's name and the content type its Content-Type. Objects
// are never made public: images reach browsers through the server's /media
// route and slips through the order's slip route, as with the disk.
type S3 struct {
	client *minio.Client
	bucket string
}

// S3Config is where the bucket is and how to sign in to it.
type S3Config struct {
	// Endpoint is host[:port] of the S3 API (no scheme).
	Endpoint string
	// Secure selects https (the default) or plain http.
	Secure    bool
	Region    string
	Bucket    string
	AccessKey string
	SecretKey string
}

// ParseS3URL reads DHONI_BLOB_URL of the form
// s3://bucket?endpoint=https://s3.example.com&region=eu-west-1. Without an
// endpoint it is AWS S3 itself; an endpoint without a scheme is https.
func ParseS3URL(raw string) (S3Config, error) {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "s3" || u.Host == "" {
		return S3Config{}, fmt.Errorf("DHONI_BLOB_URL %q is not s3://bucket?endpoint=...", raw)
	}
	if u.Path != "" && u.Path != "/" {
		return S3Config{}, fmt.Errorf("DHONI_BLOB_URL %q: name only the bucket (s3://bucket), without a path", raw)
	}
	q := u.Query()
	cfg := S3Config{Bucket: u.Host, Region: q.Get("region"), Endpoint: "s3.amazonaws.com", Secure: true}
	if ep := q.Get("endpoint"); ep != "" {
		switch {
		case strings.HasPrefix(ep, "http://"):
			cfg.Secure = false
		case strings.HasPrefix(ep, "https://"):
		case strings.Contains(ep, "://"):
			return S3Config{}, fmt.Errorf("DHONI_BLOB_URL endpoint %q must be http:// or https://", ep)
		}
		ep = strings.TrimPrefix(strings.TrimPrefix(ep, "http://"), "https://")
		cfg.Endpoint = strings.TrimRight(ep, "/")
	}
	for name := range q {
		if name != "endpoint" && name != "region" {
			return S3Config{}, fmt.Errorf("DHONI_BLOB_URL: unknown parameter %q (endpoint and region are known)", name)
		}
	}
	return cfg, nil
}

// NewS3 connects to the bucket, creating it (private, as S3 makes every new
// bucket) when it does not exist yet. A wrong endpoint or key fails here, at
// start, on one line.
func NewS3(ctx context.Context, cfg S3Config) (*S3, error) {
	client, err := minio.New(cfg.Endpoint, &minio.Options{
		Creds:  credentials.NewStaticV4(cfg.AccessKey, cfg.SecretKey, ""),
		Secure: cfg.Secure,
		Region: cfg.Region,
		// Path-style requests work with every S3-compatible server and need
		// no wildcard DNS for the bucket.
		BucketLookup: minio.BucketLookupPath,
	})
	if err != nil {
		return nil, fmt.Errorf("object store %s: %w", cfg.Endpoint, err)
	}
	exists, err := client.BucketExists(ctx, cfg.Bucket)
	if err != nil {
		return nil, fmt.Errorf("object store %s, bucket %s: %w", cfg.Endpoint, cfg.Bucket, err)
	}
	if !exists {
		if err := client.MakeBucket(ctx, cfg.Bucket, minio.MakeBucketOptions{Region: cfg.Region}); err != nil {
			// Another replica starting at the same moment may have made it.
			if again, checkErr := client.BucketExists(ctx, cfg.Bucket); checkErr != nil || !again {
				return nil, fmt.Errorf("object store %s: create bucket %s: %w", cfg.Endpoint, cfg.Bucket, err)
			}
		}
	}
	return &S3{client: client, bucket: cfg.Bucket}, nil
}

// Bucket names the bucket the store writes to.
func (s *S3) Bucket() string { return s.bucket }

// partSize bounds what one Put holds in memory when the reader's size is
// unknown (5 MiB is S3's smallest multipart part). Seekable readers, which
// is what the shop passes, are streamed with their size and buffer nothing.
const partSize = 5 << 20

// Put uploads the object in one request (or a multipart upload for a large
// reader of unknown size). S3 makes an object visible only once it is
// complete, so readers see the old blob or the whole new one; a failed
// upload leaves the old one.
func (s *S3) Put(ctx context.Context, key, contentType string, r io.Reader) error {
	contentType, err := checkPut(ctx, key, contentType)
	if err != nil {
		return err
	}
	size, err := remaining(r)
	if err != nil {
		return fmt.Errorf("put %s: %w", key, err)
	}
	_, err = s.client.PutObject(ctx, s.bucket, key, ctxReader{ctx: ctx, r: r}, size,
		minio.PutObjectOptions{ContentType: contentType, PartSize: partSize, DisableMultipart: size >= 0 && size <= partSize})
	if err != nil {
		if ctxErr := ctx.Err(); ctxErr != nil {
			return ctxErr
		}
		return fmt.Errorf("put %s: %w", key, err)
	}
	return nil
}

// remaining is how many bytes a seekable reader has left, or -1 when it
// cannot tell.
func remaining(r io.Reader) (int64, error) {
	seeker, ok := r.(io.Seeker)
	if !ok {
		return -1, nil
	}
	cur, err := seeker.Seek(0, io.SeekCurrent)
	if err != nil {
		return -1, nil //nolint:nilerr // not seekable after all: stream it with an unknown size
	}
	end, err := seeker.Seek(0, io.SeekEnd)
	if err != nil {
		return -1, err
	}
	if _, err := seeker.Seek(cur, io.SeekStart); err != nil {
		return -1, err
	}
	return end - cur, nil
}

// Open fetches the object in one GET, so its bytes and its metadata are
// from the same version even while a Put replaces it. The reader seeks
// (HTTP range requests) by asking again for the rest from the new offset,
// of that same version only.
func (s *S3) Open(ctx context.Context, key string) (io.ReadCloser, Info, error) {
	if err := ValidateKey(key); err != nil {
		return nil, Info{}, err
	}
	if err := ctx.Err(); err != nil {
		return nil, Info{}, err
	}
	core := minio.Core{Client: s.client}
	body, st, _, err := core.GetObject(ctx, s.bucket, key, minio.GetObjectOptions{})
	if err != nil {
		return nil, Info{}, s.openError(key, err)
	}
	st.Key = key
	r := &s3Reader{ctx: ctx, core: core, bucket: s.bucket, key: key, etag: st.ETag, size: st.Size, body: body}
	return r, s.info(st), nil
}

// s3Reader reads an object from an offset, opening a ranged GET only when a
// Seek moved away from where the current response stands.
type s3Reader struct {
	ctx               context.Context
	core              minio.Core
	bucket, key, etag string
	size              int64

	body   io.ReadCloser
	bodyAt int64 // the offset of the body's next byte
	off    int64
}

func (r *s3Reader) Read(p []byte) (int, error) {
	if r.off >= r.size {
		return 0, io.EOF
	}
	if r.body == nil || r.bodyAt != r.off {
		if r.body != nil {
			_ = r.body.Close()
			r.body = nil
		}
		opts := minio.GetObjectOptions{}
		if err := opts.SetRange(r.off, r.size-1); err != nil {
			return 0, err
		}
		if r.etag != "" {
			if err := opts.SetMatchETag(r.etag); err != nil {
				return 0, err
			}
		}
		body, _, _, err := r.core.GetObject(r.ctx, r.bucket, r.key, opts)
		if err != nil {
			return 0, fmt.Errorf("read %s at %d: %w", r.key, r.off, err)
		}
		r.body, r.bodyAt = body, r.off
	}
	n, err := r.body.Read(p)
	r.off += int64(n)
	r.bodyAt = r.off
	return n, err
}

func (r *s3Reader) Seek(offset int64, whence int) (int64, error) {
	switch whence {
	case io.SeekStart:
	case io.SeekCurrent:
		offset += r.off
	case io.SeekEnd:
		offset += r.size
	default:
		return r.off, fmt.Errorf("seek %s: bad whence %d", r.key, whence)
	}
	if offset < 0 {
		return r.off, fmt.Errorf("seek %s: negative position", r.key)
	}
	r.off = offset
	return offset, nil
}

func (r *s3Reader) Close() error {
	if r.body == nil {
		return nil
	}
	err := r.body.Close()
	r.body = nil
	return err
}

func (s *S3) openError(key string, err error) error {
	resp := minio.ToErrorResponse(err)
	if resp.Code == "NoSuchKey" || resp.StatusCode == http.StatusNotFound {
		return ErrNotFound
	}
	return fmt.Errorf("open %s: %w", key, err)
}

func (s *S3) info(o minio.ObjectInfo) Info {
	ct := o.ContentType
	if ct == "" {
		ct = TypeByExtension(o.Key)
	}
	return Info{Key: o.Key, Size: o.Size, ContentType: ct, ModTime: o.LastModified}
}

// Delete removes the object; S3 answers a missing key with success.
func (s *S3) Delete(ctx context.Context, key string) error {
	if err := ValidateKey(key); err != nil {
		return err
	}
	if err := s.client.RemoveObject(ctx, s.bucket, key, minio.RemoveObjectOptions{}); err != nil && !isCode(err, "NoSuchKey") {
		return fmt.Errorf("delete %s: %w", key, err)
	}
	return nil
}

// Walk lists the objects under the prefix (ListObjectsV2 answers in key
// order). The listing carries no content type: Info.ContentType is the
// extension's guess there; Open gives the stored one.
func (s *S3) Walk(ctx context.Context, prefix string, fn func(Info) error) error {
	if err := ValidatePrefix(prefix); err != nil {
		return err
	}
	// Cancelling stops the listing's goroutine when fn stops the walk early.
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	for o := range s.client.ListObjects(ctx, s.bucket, minio.ListObjectsOptions{Prefix: prefix, Recursive: true}) {
		if o.Err != nil {
			return fmt.Errorf("walk %q: %w", prefix, o.Err)
		}
		// A "directory" marker some servers list is not a blob.
		if strings.HasSuffix(o.Key, "/") || ValidateKey(o.Key) != nil {
			continue
		}
		if err := fn(s.info(o)); err != nil {
			return err
		}
	}
	return nil
}

func isCode(err error, code string) bool { return minio.ToErrorResponse(err).Code == code }
