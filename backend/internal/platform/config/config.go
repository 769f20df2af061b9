// Package config loads the server's settings from DHONI_* environment variables,
// optionally layered over a YAML file, with the defaults of the design brief.
package config

import (
	"errors"
	"fmt"
	"net"
	"net/url"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/viper"
	"go.uber.org/fx"
)

// Config is everything the server reads from its environment. It is a plain
// value: constructors take the fields they need, never viper itself.
type Config struct {
	// Env is "development" (readable logs) or "production" (JSON logs).
	Env      string
	LogLevel string

	HTTPAddr        string
	ShutdownTimeout time.Duration
	// TrustedProxies are the addresses whose X-Forwarded-For is believed when
	// working out a client's address (rate limits, logs). Empty trusts none.
	TrustedProxies []string

	DataDir     string
	DatabaseURL string
	// BlobURL chooses where uploaded files live: empty for the disk under
	// DataDir, or s3://bucket?endpoint=...&region=... for an S3-compatible
	// object store, signed in with S3AccessKey and S3SecretKey.
	BlobURL     string
	S3AccessKey string
	S3SecretKey string

	AdminPasswordHash string
	AdminPassword     string

	// PublicURL is the address customers reach the shop at (scheme and host,
	// perhaps a path), without a trailing slash: canonical links, link
	// previews and the sitemap are built on it. Empty in development means
	// "the request's host"; in production it means "not known".
	PublicURL string

	TelegramAPIURL string
	ClientLogs     bool
	SampleData     bool

	// BMLURL, when set, replaces the Bank of Maldives Connect address of
	// the environment chosen in the settings (tests and the fake bank).
	BMLURL string

	// MetricsAddr is where /metrics is served, apart from the shop; empty
	// serves it nowhere.
	MetricsAddr string
	// BodyTimeout bounds how long a JSON body may take to arrive;
	// UploadTimeout the same for an upload.
	BodyTimeout   time.Duration
	UploadTimeout time.Duration

	// Limits are the rate limits on anonymous requests, by client address or
	// phone (docs/security.md).
	Limits Limits
	// SlipQuota bounds the total size of transfer slips no order holds yet.
	SlipQuota int64

	// Backup is the embedded database's scheduled backup (docs/operations.md).
	Backup Backup
}

// Backup says when and where the embedded setup backs itself up.
type Backup struct {
	// Schedule is a daily time in Maldives time ("03:30"), or "off".
	Schedule string
	// To is a folder, or s3://bucket/prefix?endpoint=...; empty means the
	// folder "backups" under the data directory.
	To string
	// KeepDaily and KeepWeekly are how many daily and weekly copies stay.
	KeepDaily  int
	KeepWeekly int
}

// Limit allows Max events per key within Window.
type Limit struct {
	Max    int
	Window time.Duration
}

// Limits are the shop's rate limits, each set as "max/window" (DHONI_LIMIT_*).
type Limits struct {
	Login           Limit // failed sign-ins per client
	Tracking        Limit // order lookups per client
	Uploads         Limit // slip uploads per client
	OrdersPerClient Limit // orders placed per client
	OrdersPerPhone  Limit // orders placed per customer phone
	TelegramTest    Limit // the admin's Telegram test messages
	Tailoring       Limit // tailoring requests sent per client
	// UploadMegabytes is megabytes of slips and design files per client:
	// Max is megabytes, not uploads.
	UploadMegabytes Limit
}

// Production reports whether the server runs with production logging.
func (c Config) Production() bool { return c.Env == "production" }

// keys maps each setting to its environment name (without the DHONI_ prefix,
// as viper adds it) and its default.
var keys = []struct {
	key string
	def any
}{
	{"env", "development"},
	{"log_level", "info"},
	{"http_addr", "127.0.0.1:8080"},
	{"shutdown_timeout", "25s"},
	{"trusted_proxies", ""},
	{"data_dir", "./data"},
	{"database_url", ""},
	{"blob_url", ""},
	{"s3_access_key", ""},
	{"s3_secret_key", ""},
	{"admin_password_hash", ""},
	{"admin_password", ""},
	{"public_url", ""},
	{"telegram_api_url", "https://api.telegram.org"},
	{"bml_url", ""},
	{"client_logs", true},
	{"sample_data", true},
	{"metrics_addr", ""},
	{"body_timeout", "30s"},
	{"upload_timeout", "5m"},
	{"limit_login", "5/15m"},
	{"limit_tracking", "20/10m"},
	{"limit_uploads", "10/10m"},
	{"limit_orders_client", "20/1h"},
	{"limit_orders_phone", "5/1h"},
	{"limit_telegram_test", "10/1m"},
	{"limit_tailoring", "10/1h"},
	{"limit_upload_mb", "50/24h"},
	{"slip_quota_mb", 500},
	{"backup_schedule", "03:30"},
	{"backup_to", ""},
	{"backup_keep_daily", 7},
	{"backup_keep_weekly", 4},
}

// Load reads the configuration: defaults, then the file named by DHONI_CONFIG_FILE
// (if any), then DHONI_* environment variables, which win.
func Load() (Config, error) {
	v := viper.New()
	v.SetEnvPrefix("DHONI")
	v.SetEnvKeyReplacer(strings.NewReplacer(".", "_"))
	for _, k := range keys {
		v.SetDefault(k.key, k.def)
		if err := v.BindEnv(k.key); err != nil {
			return Config{}, fmt.Errorf("bind %s: %w", k.key, err)
		}
	}
	if err := v.BindEnv("config_file"); err != nil {
		return Config{}, fmt.Errorf("bind config_file: %w", err)
	}
	if file := v.GetString("config_file"); file != "" {
		v.SetConfigFile(file)
		if err := v.ReadInConfig(); err != nil {
			return Config{}, fmt.Errorf("read config file %s: %w", file, err)
		}
	}

	return load(v)
}

// load reads the settings from v, which has its sources set (or none, for
// the defaults).
func load(v *viper.Viper) (Config, error) {
	for _, k := range keys {
		v.SetDefault(k.key, k.def)
	}
	var errs []error
	duration := func(key string) time.Duration {
		d, err := time.ParseDuration(v.GetString(key))
		if err != nil {
			errs = append(errs, fmt.Errorf("DHONI_%s: %w", strings.ToUpper(key), err))
		}
		return d
	}
	limit := func(key string) Limit {
		l, err := ParseLimit(v.GetString(key))
		if err != nil {
			errs = append(errs, fmt.Errorf("DHONI_%s: %w", strings.ToUpper(key), err))
		}
		return l
	}
	shutdown := duration("shutdown_timeout")
	cfg := Config{
		Env:               strings.ToLower(strings.TrimSpace(v.GetString("env"))),
		LogLevel:          strings.ToLower(strings.TrimSpace(v.GetString("log_level"))),
		HTTPAddr:          strings.TrimSpace(v.GetString("http_addr")),
		ShutdownTimeout:   shutdown,
		TrustedProxies:    splitList(v.GetString("trusted_proxies")),
		DataDir:           filepath.Clean(v.GetString("data_dir")),
		DatabaseURL:       strings.TrimSpace(v.GetString("database_url")),
		BlobURL:           strings.TrimSpace(v.GetString("blob_url")),
		S3AccessKey:       strings.TrimSpace(v.GetString("s3_access_key")),
		S3SecretKey:       strings.TrimSpace(v.GetString("s3_secret_key")),
		AdminPasswordHash: strings.TrimSpace(v.GetString("admin_password_hash")),
		AdminPassword:     v.GetString("admin_password"),
		PublicURL:         strings.TrimRight(strings.TrimSpace(v.GetString("public_url")), "/"),
		TelegramAPIURL:    strings.TrimRight(strings.TrimSpace(v.GetString("telegram_api_url")), "/"),
		BMLURL:            strings.TrimRight(strings.TrimSpace(v.GetString("bml_url")), "/"),
		ClientLogs:        v.GetBool("client_logs"),
		SampleData:        v.GetBool("sample_data"),
		MetricsAddr:       strings.TrimSpace(v.GetString("metrics_addr")),
		BodyTimeout:       duration("body_timeout"),
		UploadTimeout:     duration("upload_timeout"),
		Limits: Limits{
			Login:           limit("limit_login"),
			Tracking:        limit("limit_tracking"),
			Uploads:         limit("limit_uploads"),
			OrdersPerClient: limit("limit_orders_client"),
			OrdersPerPhone:  limit("limit_orders_phone"),
			TelegramTest:    limit("limit_telegram_test"),
			Tailoring:       limit("limit_tailoring"),
			UploadMegabytes: limit("limit_upload_mb"),
		},
		SlipQuota: v.GetInt64("slip_quota_mb") << 20,
		Backup: Backup{
			Schedule:   strings.ToLower(strings.TrimSpace(v.GetString("backup_schedule"))),
			To:         strings.TrimSpace(v.GetString("backup_to")),
			KeepDaily:  v.GetInt("backup_keep_daily"),
			KeepWeekly: v.GetInt("backup_keep_weekly"),
		},
	}
	if err := errors.Join(errs...); err != nil {
		return Config{}, err
	}
	return cfg, cfg.validate()
}

func (c Config) validate() error {
	var errs []error
	if c.Env != "development" && c.Env != "production" {
		errs = append(errs, fmt.Errorf("DHONI_ENV must be development or production, not %q", c.Env))
	}
	if _, _, err := net.SplitHostPort(c.HTTPAddr); err != nil {
		errs = append(errs, fmt.Errorf("DHONI_HTTP_ADDR %q is not host:port", c.HTTPAddr))
	}
	if c.ShutdownTimeout <= 0 {
		errs = append(errs, errors.New("DHONI_SHUTDOWN_TIMEOUT must be positive"))
	}
	if c.PublicURL != "" && !validPublicURL(c.PublicURL) {
		errs = append(errs, fmt.Errorf("DHONI_PUBLIC_URL %q must be an http(s) address such as https://shop.example.mv", c.PublicURL))
	}
	if c.MetricsAddr != "" {
		if _, _, err := net.SplitHostPort(c.MetricsAddr); err != nil {
			errs = append(errs, fmt.Errorf("DHONI_METRICS_ADDR %q is not host:port", c.MetricsAddr))
		}
	}
	if c.BodyTimeout <= 0 || c.UploadTimeout <= 0 {
		errs = append(errs, errors.New("DHONI_BODY_TIMEOUT and DHONI_UPLOAD_TIMEOUT must be positive"))
	}
	if c.SlipQuota <= 0 {
		errs = append(errs, errors.New("DHONI_SLIP_QUOTA_MB must be positive"))
	}
	if c.DataDir == "" {
		errs = append(errs, errors.New("DHONI_DATA_DIR must not be empty"))
	}
	if _, err := time.Parse("15:04", c.Backup.Schedule); err != nil && c.Backup.Schedule != "off" {
		errs = append(errs, fmt.Errorf("DHONI_BACKUP_SCHEDULE %q must be a time of day in Maldives time such as 03:30, or off", c.Backup.Schedule))
	}
	if c.Backup.KeepDaily < 1 || c.Backup.KeepWeekly < 0 {
		errs = append(errs, errors.New("DHONI_BACKUP_KEEP_DAILY must be 1 or more and DHONI_BACKUP_KEEP_WEEKLY 0 or more"))
	}
	return errors.Join(errs...)
}

// validPublicURL accepts an absolute http(s) URL with a host and nothing a
// link could not be built on (no query, fragment or user).
func validPublicURL(s string) bool {
	u, err := url.Parse(s)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != "" &&
		u.User == nil && u.RawQuery == "" && u.Fragment == "" && !strings.HasSuffix(s, "?") && !strings.HasSuffix(s, "#")
}

// Defaults is the configuration with nothing set: the defaults above.
func Defaults() Config {
	cfg, err := load(viper.New())
	if err != nil {
		panic(err) // the defaults are valid; a test proves it
	}
	return cfg
}

// ParseLimit reads a limit written "max/window", such as "5/15m".
func ParseLimit(s string) (Limit, error) {
	n, w, ok := strings.Cut(strings.TrimSpace(s), "/")
	if !ok {
		return Limit{}, fmt.Errorf("%q is not max/window, such as 5/15m", s)
	}
	max, err := strconv.Atoi(strings.TrimSpace(n))
	if err != nil || max < 1 {
		return Limit{}, fmt.Errorf("%q: the count must be a whole number above 0", s)
	}
	window, err := time.ParseDuration(strings.TrimSpace(w))
	if err != nil || window <= 0 {
		return Limit{}, fmt.Errorf("%q: the window must be a duration such as 10m", s)
	}
	return Limit{Max: max, Window: window}, nil
}

func splitList(s string) []string {
	var out []string
	for _, part := range strings.Split(s, ",") {
		if p := strings.TrimSpace(part); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// Module supplies a Config loaded elsewhere (main loads it first, so that a bad
// configuration is reported before anything else starts).
func Module(cfg Config) fx.Option {
	return fx.Module("config", fx.Supply(cfg))
}

// Names lists every environment variable the configuration reads, for the
// documentation check (docs/operations.md names each one).
func Names() []string {
	names := []string{"DHONI_CONFIG_FILE"}
	for _, k := range keys {
		names = append(names, "DHONI_"+strings.ToUpper(k.key))
	}
	return names
}
