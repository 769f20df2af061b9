package apptest

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

// TestContractCatchesAnUndocumentedShape: the checker refuses an answer the
// document does not describe, so API tests cannot pass on a changed shape.
func TestContractCatchesAnUndocumentedShape(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, path string
		status     int
		body       string
		ok         bool
	}{
		{"documented", "/api/health", 200, `{"status":"ok","checks":{"database":"ok"}}`, true},
		{"wrong type", "/api/health", 200, `{"status":5,"checks":{}}`, false},
		{"undocumented status", "/api/health", 418, `{"error":"teapot"}`, false},
		{"undocumented path", "/api/no-such-thing", 200, `{}`, false},
		{"unknown path answered 404", "/api/no-such-thing", 404, `{"error":"Not found"}`, true},
	} {
		req := httptest.NewRequest(http.MethodGet, "http://127.0.0.1"+tc.path, nil)
		res := &http.Response{StatusCode: tc.status, Header: http.Header{"Content-Type": {"application/json; charset=utf-8"}}}
		problem := checkContract(req, res, []byte(tc.body))
		if (problem == "") != tc.ok {
			t.Errorf("%s: got problem %q, want ok=%v", tc.name, problem, tc.ok)
		}
	}
}
