package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"time"
)

// Two replicas of the shop on one PostgreSQL database, as scripts/test.sh
// runs them for the browser journeys: each with its own data directory,
// HAProxy sharing requests between them round-robin.

// pause is how long one replica is stopped while the other takes orders.
const pause = 10 * time.Second

// writeConnections are the orders' connections during and before the pause:
// a steady stream of orders, not a flood that makes its own queue.
const writeConnections = 4

// replicaPair is what the two replicas measured.
type replicaPair struct {
	// Quiet and Junk are the listing through the proxy beside two
	// connections asking for /api/health, and beside two sending refused
	// writes, answered JunkCodes.
	Quiet, Junk result
	JunkCodes   string
	// Before and Paused are the orders through one replica before and
	// while the other is stopped (SIGSTOP) for Paused.
	Before, Paused result
	Stopped        time.Duration
	// Resumed is the paused replica's stock of the ordered product, its
	// first answers after SIGCONT; Last the writer's after the last order.
	Resumed []string
	Last    string
}

// measureReplicas generates a shop on PostgreSQL, serves it from two
// replicas behind HAProxy and measures both figures.
func measureReplicas(ctx context.Context, o options, bin, work string) (replicaPair, error) {
	var p replicaPair
	spec := shopSpec{name: "PostgreSQL, two replicas", dialect: "postgres", shape: shape{500, 30, 100}, port: readSidePort + 4}
	dir, dbURL, data, drop, err := generate(ctx, o, work, spec)
	if err != nil {
		return p, err
	}
	defer drop()
	var replicas [2]*server
	for i := range replicas {
		own := filepath.Join(dir, fmt.Sprintf("replica-%d", i+1))
		if err := os.MkdirAll(own, 0o755); err != nil {
			return p, err
		}
		if replicas[i], err = startServer(ctx, bin, own, dbURL, spec.port+i); err != nil {
			return p, err
		}
		defer replicas[i].stop()
	}
	proxy, stopProxy, err := startProxy(ctx, o.root, work, spec.port+2, replicas[0].url, replicas[1].url)
	if err != nil {
		return p, err
	}
	defer stopProxy()

	log.Printf("%s: the listing beside floods", spec.name)
	if p.JunkCodes, err = junkCodes(proxy); err != nil {
		return p, err
	}
	if p.Quiet, err = beside(ctx, o, proxy, "/api/health", ""); err != nil {
		return p, err
	}
	if p.Junk, err = beside(ctx, o, proxy, "/", junkWrites); err != nil {
		return p, err
	}
	log.Printf("%s: orders while the other replica is paused", spec.name)
	err = pausedWrites(ctx, o, replicas[0], replicas[1], data, &p)
	return p, err
}

// junkWrites are the refused writes of the flood, alternately an admin
// write without a session (401) and a POST to no route (404): neither
// writes a row, so neither may cost the catalogue's readers anything.
const junkWrites = `
local n = 0
request = function()
  n = n + 1
  local path = "/api/no-such-route"
  if n % 2 == 0 then path = "/api/products" end
  return wrk.format("POST", path, {["Content-Type"] = "application/json"}, "{}")
end
`

// junkCodes asks for each of the flood's requests once, to say how they
// are answered.
func junkCodes(proxy string) (string, error) {
	var codes []string
	for _, path := range []string{"/api/products", "/api/no-such-route"} {
		res, err := http.Post(proxy+path, "application/json", strings.NewReader("{}"))
		if err != nil {
			return "", err
		}
		_ = res.Body.Close()
		codes = append(codes, fmt.Sprintf("POST %s: %d", path, res.StatusCode))
	}
	return strings.Join(codes, ", "), nil
}

// beside loads the listing through the proxy while two more connections
// send the flood's requests (to path, or as the script writes them), from a
// second before until after.
func beside(ctx context.Context, o options, proxy, path, script string) (result, error) {
	fl := o
	fl.connections, fl.duration = 2, o.duration+2*time.Second
	done := make(chan error, 1)
	go func() {
		_, err := wrk(ctx, "flood", proxy+path, script, fl)
		done <- err
	}()
	time.Sleep(time.Second)
	r, err := wrk(ctx, "GET /api/products (page of 12) through the proxy", proxy+listPath, "", o)
	if ferr := <-done; err == nil {
		err = ferr
	}
	return r, err
}

// pausedWrites takes orders through replica a with b running, then with b
// stopped, and asks b for the ordered product as soon as it runs again.
func pausedWrites(ctx context.Context, o options, a, b *server, data seeded, p *replicaPair) error {
	w := o
	w.connections, w.duration = writeConnections, pause
	product := "/api/products/" + data.HotProduct
	// b keeps the product's answer in memory: the answer it must not give
	// once it runs again.
	for range 2 {
		if _, err := stock(b.url + product); err != nil {
			return err
		}
	}
	var err error
	if p.Before, err = wrk(ctx, "POST /api/orders, both replicas running", a.url+"/api/orders", ordersScript(data), w); err != nil {
		return err
	}
	pid := b.cmd.Process.Pid
	if err := syscall.Kill(pid, syscall.SIGSTOP); err != nil {
		return err
	}
	stopped := time.Now()
	p.Paused, err = wrk(ctx, "POST /api/orders, the other replica paused", a.url+"/api/orders", ordersScript(data), w)
	p.Stopped = time.Since(stopped)
	if kerr := syscall.Kill(pid, syscall.SIGCONT); err == nil {
		err = kerr
	}
	if err != nil {
		return err
	}
	for range 3 {
		s, err := stock(b.url + product)
		if err != nil {
			return err
		}
		p.Resumed = append(p.Resumed, s)
	}
	p.Last, err = stock(a.url + product)
	return err
}

// stock is a product's stock, all its variants together, as the replica answers it.
func stock(u string) (string, error) {
	body, err := fetch(u)
	if err != nil {
		return "", err
	}
	var pr struct {
		Stock map[string]int `json:"stock"`
	}
	if err := json.Unmarshal(body, &pr); err != nil {
		return "", fmt.Errorf("%s: %w", u, err)
	}
	total := 0
	for _, n := range pr.Stock {
		total += n
	}
	return fmt.Sprintf("%d in stock", total), nil
}

// startProxy runs HAProxy with the repository's configuration for the
// replicas (scripts/haproxy-replicas.cfg) on port, until stop.
func startProxy(ctx context.Context, root, work string, port int, backends ...string) (string, func(), error) {
	tmpl, err := os.ReadFile(filepath.Join(root, "scripts", "haproxy-replicas.cfg"))
	if err != nil {
		return "", nil, err
	}
	addr := fmt.Sprintf("127.0.0.1:%d", port)
	var servers strings.Builder
	for i, b := range backends {
		fmt.Fprintf(&servers, "  server r%d %s check inter 500ms\n", i+1, strings.TrimPrefix(b, "http://"))
	}
	conf := strings.NewReplacer("  bind BIND\n", "  bind "+addr+"\n", "SERVERS\n", servers.String()).Replace(string(tmpl))
	file := filepath.Join(work, "haproxy.cfg")
	if err := os.WriteFile(file, []byte(conf), 0o600); err != nil {
		return "", nil, err
	}
	logFile, err := os.Create(filepath.Join(work, "haproxy.log"))
	if err != nil {
		return "", nil, err
	}
	cmd := exec.CommandContext(ctx, "haproxy", "-db", "-f", file)
	cmd.Stdout, cmd.Stderr = logFile, logFile
	if err := cmd.Start(); err != nil {
		return "", nil, fmt.Errorf("haproxy (apt-get install haproxy): %w", err)
	}
	stop := func() { _ = cmd.Process.Kill(); _ = cmd.Wait() }
	u := "http://" + addr
	for range 100 {
		if code, err := statusOf(http.MethodGet, u+"/api/health"); err == nil && code == http.StatusOK {
			return u, stop, nil
		}
		time.Sleep(100 * time.Millisecond)
	}
	stop()
	return "", nil, fmt.Errorf("haproxy on %s never answered (see %s)", addr, logFile.Name())
}
