package config_test

import (
	"bytes"
	"errors"
	"io"
	"net"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	yaml "go.yaml.in/yaml/v3"

	"dhoni/internal/platform/config"
)

// The deployment files live at the repository's root, beside backend/.
var repo = filepath.Join("..", "..", "..", "..")

// doc is one parsed YAML document, walked by path.
type doc map[string]any

func (d doc) get(path ...any) any {
	var cur any = map[string]any(d)
	for _, p := range path {
		switch node := cur.(type) {
		case map[string]any:
			cur = node[p.(string)]
		case []any:
			i := p.(int)
			if i >= len(node) {
				return nil
			}
			cur = node[i]
		default:
			return nil
		}
	}
	return cur
}

func (d doc) str(path ...any) string {
	switch v := d.get(path...).(type) {
	case string:
		return v
	case int:
		return strconv.Itoa(v)
	case nil:
		return ""
	default:
		return ""
	}
}

func (d doc) num(path ...any) int {
	n, _ := d.get(path...).(int)
	return n
}

func (d doc) list(path ...any) []any {
	l, _ := d.get(path...).([]any)
	return l
}

func readDocs(t *testing.T, file string) []doc {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	dec := yaml.NewDecoder(bytes.NewReader(b))
	var docs []doc
	for {
		var d map[string]any
		err := dec.Decode(&d)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		if d != nil {
			docs = append(docs, d)
		}
	}
	return docs
}

// manifests are the Kubernetes objects of deploy/kubernetes by kind.
func manifests(t *testing.T) (map[string]doc, []string) {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(repo, "deploy", "kubernetes", "*.yaml"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no manifests: %v", err)
	}
	byKind := map[string]doc{}
	var names []string
	for _, f := range files {
		names = append(names, filepath.Base(f))
		for _, d := range readDocs(t, f) {
			kind := d.str("kind")
			if kind == "" || d.str("apiVersion") == "" {
				t.Errorf("%s: a document without apiVersion and kind", f)
			}
			if _, dup := byKind[kind]; dup {
				t.Errorf("%s: a second %s", f, kind)
			}
			byKind[kind] = d
		}
	}
	return byKind, names
}

// TestKubernetesManifests checks what running several replicas needs.
func TestKubernetesManifests(t *testing.T) {
	t.Parallel()
	k, files := manifests(t)
	for _, kind := range []string{"Deployment", "Service", "Ingress", "ConfigMap", "Secret", "HorizontalPodAutoscaler", "PodDisruptionBudget", "Kustomization"} {
		if k[kind] == nil {
			t.Fatalf("no %s in deploy/kubernetes", kind)
		}
	}
	dep, cm, secret := k["Deployment"], k["ConfigMap"], k["Secret"]
	pod := doc(dep.get("spec", "template", "spec").(map[string]any))
	c := doc(pod.list("containers")[0].(map[string]any))

	t.Run("two or more replicas, updated without a gap", func(t *testing.T) {
		if n := dep.num("spec", "replicas"); n < 2 {
			t.Errorf("replicas: got %d, want at least 2", n)
		}
		if dep.str("spec", "strategy", "type") != "RollingUpdate" || dep.str("spec", "strategy", "rollingUpdate", "maxUnavailable") != "0" {
			t.Errorf("strategy: got %v, want RollingUpdate with maxUnavailable 0", dep.get("spec", "strategy"))
		}
		labels := dep.get("spec", "template", "metadata", "labels").(map[string]any)
		for _, o := range []doc{k["Service"].get("spec").(map[string]any), k["PodDisruptionBudget"].get("spec", "selector").(map[string]any)} {
			sel, _ := o["selector"].(map[string]any)
			if sel == nil {
				sel, _ = o["matchLabels"].(map[string]any)
			}
			for key, v := range sel {
				if labels[key] != v {
					t.Errorf("selector %s=%v does not match the pods' labels %v", key, v, labels)
				}
			}
		}
	})

	t.Run("probes on /api/health", func(t *testing.T) {
		for _, probe := range []string{"readinessProbe", "livenessProbe"} {
			if c.str(probe, "httpGet", "path") != "/api/health" || c.str(probe, "httpGet", "port") != "http" {
				t.Errorf("%s: got %v, want GET /api/health on the http port", probe, c.get(probe))
			}
		}
	})

	t.Run("a drain that outlasts preStop and the server's shutdown", func(t *testing.T) {
		pre := c.num("lifecycle", "preStop", "sleep", "seconds")
		if pre <= 0 {
			t.Errorf("preStop: got %v, want a sleep", c.get("lifecycle", "preStop"))
		}
		drain, err := time.ParseDuration(cm.str("data", "DHONI_SHUTDOWN_TIMEOUT"))
		if err != nil {
			t.Fatalf("DHONI_SHUTDOWN_TIMEOUT: %v", err)
		}
		if grace := pod.num("terminationGracePeriodSeconds"); time.Duration(grace)*time.Second <= drain+time.Duration(pre)*time.Second {
			t.Errorf("terminationGracePeriodSeconds %d is not longer than preStop %ds + drain %v", grace, pre, drain)
		}
	})

	t.Run("resources fit the measured memory", func(t *testing.T) {
		// docs/security.md: ten hostile uploads at once peak near 160 MiB.
		if mib(t, c.str("resources", "limits", "memory")) < 256 || mib(t, c.str("resources", "requests", "memory")) < 64 {
			t.Errorf("resources: got %v, want a memory request and a limit of at least 256Mi", c.get("resources"))
		}
		if c.str("resources", "requests", "cpu") == "" {
			t.Error("no CPU request: the autoscaler needs one")
		}
		var gomem string
		for _, e := range c.list("env") {
			if e.(map[string]any)["name"] == "GOMEMLIMIT" {
				gomem, _ = e.(map[string]any)["value"].(string)
			}
		}
		if g := mib(t, gomem); g <= 0 || g >= mib(t, c.str("resources", "limits", "memory")) {
			t.Errorf("GOMEMLIMIT %q must sit under the memory limit", gomem)
		}
	})

	t.Run("non-root, settings from the ConfigMap and the Secret", func(t *testing.T) {
		if pod.get("securityContext", "runAsNonRoot") != true || c.get("securityContext", "allowPrivilegeEscalation") != false {
			t.Error("the pod must run as non-root without privilege escalation")
		}
		var from []string
		for _, e := range c.list("envFrom") {
			ed := doc(e.(map[string]any))
			from = append(from, ed.str("configMapRef", "name")+ed.str("secretRef", "name"))
		}
		if !slices.Contains(from, cm.str("metadata", "name")) || !slices.Contains(from, secret.str("metadata", "name")) {
			t.Errorf("envFrom %v: want the ConfigMap and the Secret", from)
		}
		for _, key := range []string{"DHONI_DATABASE_URL", "DHONI_ADMIN_PASSWORD_HASH", "DHONI_S3_ACCESS_KEY", "DHONI_S3_SECRET_KEY"} {
			if secret.get("stringData", key) == nil || cm.get("data", key) != nil {
				t.Errorf("%s: want it in the Secret only", key)
			}
		}
		if cm.str("data", "DHONI_TRUSTED_PROXIES") == "" {
			t.Error("DHONI_TRUSTED_PROXIES is not set: client addresses would be the ingress controller's")
		}
		if !strings.HasPrefix(cm.str("data", "DHONI_BLOB_URL"), "s3://") {
			t.Errorf("DHONI_BLOB_URL: got %q, want a bucket all replicas share", cm.str("data", "DHONI_BLOB_URL"))
		}
	})

	t.Run("ports agree", func(t *testing.T) {
		ports := map[string]string{}
		for _, p := range c.list("ports") {
			pd := doc(p.(map[string]any))
			ports[pd.str("name")] = pd.str("containerPort")
		}
		for name, key := range map[string]string{"http": "DHONI_HTTP_ADDR", "metrics": "DHONI_METRICS_ADDR"} {
			_, port, err := net.SplitHostPort(cm.str("data", key))
			if err != nil || ports[name] != port {
				t.Errorf("%s is %q but the %s container port is %q", key, cm.str("data", key), name, ports[name])
			}
		}
		if a := dep.str("spec", "template", "metadata", "annotations", "prometheus.io/port"); a != ports["metrics"] {
			t.Errorf("prometheus.io/port %q, want the metrics port %q", a, ports["metrics"])
		}
		ing := k["Ingress"]
		rule := doc(ing.list("spec", "rules")[0].(map[string]any))
		backend := doc(rule.list("http", "paths")[0].(map[string]any))
		if backend.str("backend", "service", "name") != k["Service"].str("metadata", "name") || backend.str("backend", "service", "port", "name") != "http" {
			t.Errorf("the Ingress sends to %v, want the Service's http port", backend.get("backend"))
		}
		if len(ing.list("spec", "tls")) == 0 {
			t.Error("the Ingress has no TLS")
		}
	})

	t.Run("migrations by a guarded init step", func(t *testing.T) {
		inits := pod.list("initContainers")
		if len(inits) != 1 || strings.Join(toStrings(doc(inits[0].(map[string]any)).list("args")), " ") != "migrate" {
			t.Errorf("initContainers: got %v, want one running dhoni migrate", inits)
		}
	})

	t.Run("autoscaler and disruption budget keep two", func(t *testing.T) {
		hpa := k["HorizontalPodAutoscaler"]
		if hpa.str("spec", "scaleTargetRef", "name") != dep.str("metadata", "name") || hpa.num("spec", "minReplicas") < 2 || hpa.num("spec", "maxReplicas") <= hpa.num("spec", "minReplicas") {
			t.Errorf("HorizontalPodAutoscaler: got %v", hpa.get("spec"))
		}
		if k["PodDisruptionBudget"].num("spec", "minAvailable") < 1 {
			t.Error("PodDisruptionBudget: want minAvailable of at least 1")
		}
	})

	t.Run("kustomization lists every manifest", func(t *testing.T) {
		listed := toStrings(k["Kustomization"].list("resources"))
		for _, f := range files {
			if f != "kustomization.yaml" && !slices.Contains(listed, f) {
				t.Errorf("%s is not in kustomization.yaml", f)
			}
		}
	})
}

// TestComposeAndImage checks the one-host setup and the image.
func TestComposeAndImage(t *testing.T) {
	t.Parallel()
	compose := readDocs(t, filepath.Join(repo, "deploy", "compose.yaml"))[0]
	for _, svc := range []string{"db", "objects", "migrate", "shop", "proxy"} {
		if compose.get("services", svc) == nil {
			t.Errorf("compose: no %s service", svc)
		}
	}
	if compose.num("services", "shop", "deploy", "replicas") < 2 {
		t.Error("compose: want two or more shop replicas")
	}
	if strings.Join(toStrings(compose.list("services", "migrate", "command")), " ") != "migrate" {
		t.Error("compose: the migrate service must run dhoni migrate")
	}
	env := compose.get("services", "shop", "environment").(map[string]any)
	if !strings.HasPrefix(env["DHONI_BLOB_URL"].(string), "s3://") || env["DHONI_TRUSTED_PROXIES"] == "" {
		t.Errorf("compose: want the bucket and trusted proxies set, got %v", env)
	}

	b, err := os.ReadFile(filepath.Join(repo, "deploy", "Dockerfile"))
	if err != nil {
		t.Fatal(err)
	}
	image := string(b)
	if n := strings.Count(image, "\nFROM "); n < 2 {
		t.Errorf("Dockerfile: %d stages, want a multi-stage build", n+1)
	}
	if !regexp.MustCompile(`(?m)^USER nonroot$`).MatchString(image) {
		t.Error("Dockerfile: the server must run as a non-root user")
	}
	if m := regexp.MustCompile(`(?mi)^(ENV|ARG)\b.*(PASSWORD|SECRET|ACCESS_KEY|DATABASE_URL)`).FindString(image); m != "" {
		t.Errorf("Dockerfile holds a secret setting: %q", m)
	}
}

// TestOperationsNamesEverySettingPortAndFile keeps docs/operations.md in step
// with the configuration and the deployment files.
func TestOperationsNamesEverySettingPortAndFile(t *testing.T) {
	t.Parallel()
	b, err := os.ReadFile(filepath.Join(repo, "docs", "operations.md"))
	if err != nil {
		t.Fatal(err)
	}
	ops := string(b)
	named := map[string]bool{}
	for _, n := range config.Names() {
		named[n] = true
	}
	var deployFiles []string
	err = filepath.Walk(filepath.Join(repo, "deploy"), func(p string, info os.FileInfo, err error) error {
		if err != nil || info.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(repo, p)
		deployFiles = append(deployFiles, filepath.ToSlash(rel))
		content, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		for _, v := range regexp.MustCompile(`DHONI_[A-Z0-9_]+`).FindAllString(string(content), -1) {
			named[v] = true
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	var missing []string
	for v := range named {
		if !regexp.MustCompile(`\b` + v + `\b`).MatchString(ops) {
			missing = append(missing, v)
		}
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Errorf("docs/operations.md does not name %v", missing)
	}
	for _, f := range deployFiles {
		if !strings.Contains(ops, f) {
			t.Errorf("docs/operations.md does not name %s", f)
		}
	}
	for _, port := range []string{"8080", "9090"} {
		if !strings.Contains(ops, port) {
			t.Errorf("docs/operations.md does not name port %s", port)
		}
	}
}

func mib(t *testing.T, q string) int {
	t.Helper()
	for suffix, scale := range map[string]int{"Mi": 1, "Gi": 1024, "MiB": 1, "GiB": 1024} {
		if n, err := strconv.Atoi(strings.TrimSuffix(q, suffix)); err == nil && strings.HasSuffix(q, suffix) {
			return n * scale
		}
	}
	t.Errorf("cannot read %q as Mi or Gi", q)
	return 0
}

func toStrings(l []any) []string {
	var out []string
	for _, v := range l {
		s, _ := v.(string)
		out = append(out, s)
	}
	return out
}
