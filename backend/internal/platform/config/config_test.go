package config

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// Not parallel: these tests set process environment variables.

func TestDefaultsAreTheDesignBrief(t *testing.T) {
	cfg, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	if cfg.HTTPAddr != "127.0.0.1:8080" || cfg.DataDir != "data" || cfg.DatabaseURL != "" ||
		cfg.TelegramAPIURL != "https://api.telegram.org" || !cfg.ClientLogs || !cfg.SampleData ||
		cfg.Env != "development" || cfg.ShutdownTimeout != 25*time.Second || cfg.PublicURL != "" {
		t.Errorf("defaults: got %+v", cfg)
	}
}

func TestEnvironmentOverridesFile(t *testing.T) {
	file := filepath.Join(t.TempDir(), "dhoni.yaml")
	if err := os.WriteFile(file, []byte("http_addr: 0.0.0.0:9000\ndata_dir: /srv/dhoni\nsample_data: false\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	t.Setenv("DHONI_CONFIG_FILE", file)
	t.Setenv("DHONI_HTTP_ADDR", "127.0.0.1:9999")
	t.Setenv("DHONI_TELEGRAM_API_URL", "http://127.0.0.1:4000/")
	t.Setenv("DHONI_TRUSTED_PROXIES", "10.0.0.1, 10.0.0.2")
	t.Setenv("DHONI_PUBLIC_URL", " https://shop.example.mv/ ")
	cfg, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	if cfg.HTTPAddr != "127.0.0.1:9999" {
		t.Errorf("HTTPAddr: got %q, want the environment's 127.0.0.1:9999", cfg.HTTPAddr)
	}
	if cfg.DataDir != "/srv/dhoni" || cfg.SampleData {
		t.Errorf("file values: got data_dir %q sample_data %v", cfg.DataDir, cfg.SampleData)
	}
	if cfg.TelegramAPIURL != "http://127.0.0.1:4000" {
		t.Errorf("TelegramAPIURL: got %q (trailing slash kept?)", cfg.TelegramAPIURL)
	}
	if cfg.PublicURL != "https://shop.example.mv" {
		t.Errorf("PublicURL: got %q, want https://shop.example.mv", cfg.PublicURL)
	}
	if len(cfg.TrustedProxies) != 2 || cfg.TrustedProxies[1] != "10.0.0.2" {
		t.Errorf("TrustedProxies: got %q", cfg.TrustedProxies)
	}
}

func TestInvalidValuesAreRefused(t *testing.T) {
	for name, env := range map[string][2]string{
		"env":               {"DHONI_ENV", "staging"},
		"addr":              {"DHONI_HTTP_ADDR", "8080"},
		"shutdown timeout":  {"DHONI_SHUTDOWN_TIMEOUT", "soon"},
		"missing file":      {"DHONI_CONFIG_FILE", "/no/such/dhoni.yaml"},
		"relative public":   {"DHONI_PUBLIC_URL", "shop.example.mv"},
		"ftp public":        {"DHONI_PUBLIC_URL", "ftp://shop.example.mv"},
		"public with query": {"DHONI_PUBLIC_URL", "https://shop.example.mv/?a=1"},
		"public with user":  {"DHONI_PUBLIC_URL", "https://owner@shop.example.mv"},
	} {
		t.Run(name, func(t *testing.T) {
			t.Setenv(env[0], env[1])
			if _, err := Load(); err == nil {
				t.Errorf("%s=%q was accepted", env[0], env[1])
			}
		})
	}
}

func TestLimitsAreMaxPerWindow(t *testing.T) {
	t.Setenv("DHONI_LIMIT_ORDERS_PHONE", "3/30m")
	cfg, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	if got := cfg.Limits.OrdersPerPhone; got != (Limit{Max: 3, Window: 30 * time.Minute}) {
		t.Errorf("DHONI_LIMIT_ORDERS_PHONE=3/30m: got %+v", got)
	}
	if got := cfg.Limits.Login; got != (Limit{Max: 5, Window: 15 * time.Minute}) {
		t.Errorf("default login limit: got %+v, want 5/15m", got)
	}
	if cfg.MetricsAddr != "" || cfg.SlipQuota != 500<<20 {
		t.Errorf("defaults: metrics %q (want off), slip quota %d", cfg.MetricsAddr, cfg.SlipQuota)
	}
	for _, bad := range []string{"5", "0/1m", "x/1m", "5/soon", "5/-1m"} {
		t.Setenv("DHONI_LIMIT_LOGIN", bad)
		if _, err := Load(); err == nil {
			t.Errorf("DHONI_LIMIT_LOGIN=%q: accepted, want an error", bad)
		}
	}
}
