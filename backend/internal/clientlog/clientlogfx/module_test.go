package clientlogfx_test

import (
	"io"
	"net/http"
	"strings"
	"testing"

	"dhoni/internal/app/apptest"
	"dhoni/internal/platform/dbtest"
)

const handshake = "/socket.io/?EIO=4&transport=polling"

func TestTheServerTakesSocketIOConnectionsWhenClientLogsAreOn(t *testing.T) {
	t.Parallel()
	a := apptest.Start(t, dbtest.Config(t, "sqlite"))
	res := a.Get(t, handshake)
	body, _ := io.ReadAll(res.Body)
	if res.StatusCode != http.StatusOK || !strings.HasPrefix(string(body), `0{`) {
		t.Fatalf("handshake: %d %q", res.StatusCode, body)
	}
}

func TestDHONI_CLIENT_LOGSFalseTurnsTheChannelOff(t *testing.T) {
	t.Parallel()
	cfg := dbtest.Config(t, "sqlite")
	cfg.ClientLogs = false
	a := apptest.Start(t, cfg)
	res := a.Get(t, handshake)
	body, _ := io.ReadAll(res.Body)
	// Not the shop's page either: a plain 404 the client library gives up on.
	if res.StatusCode != http.StatusNotFound || strings.Contains(string(body), "<html") {
		t.Fatalf("with client logs off: %d %q", res.StatusCode, body)
	}
}
