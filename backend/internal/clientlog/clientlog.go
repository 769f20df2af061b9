// Package clientlog is the browser log channel (spec section 4, "Real-time log
// channel"): a Socket.IO server on /socket.io/ that takes 'log' events (an
// array of strings, the first 'LOG:', 'WARN:' or 'ERROR:') and writes them to
// the server's log with the client's address. Limits per connection and per
// client keep a flood from filling the log or the memory (decision 083).
package clientlog

import (
	"context"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/zishang520/socket.io/servers/socket/v3"
	"go.uber.org/zap"

	"dhoni/internal/platform/clock"
	"dhoni/internal/platform/httpserver"
	"dhoni/internal/platform/logging"
	"dhoni/internal/platform/ratelimit"
)

// Limits bound what one connection and one client (address) may send.
type Limits struct {
	// MessageBytes is the largest Socket.IO message accepted; a larger one
	// closes the connection before it is read whole.
	MessageBytes int64
	// Strings is how many strings of one event are logged; TextBytes how
	// many bytes of the joined text.
	Strings   int
	TextBytes int
	// Events per Window, per connection and per client (all its
	// connections together); the event over either cuts the connection.
	ConnectionEvents int
	ClientEvents     int
	Window           time.Duration
	// Connections open at once per client.
	Connections int
}

// DefaultLimits suit a page that logs a few lines a second at most.
func DefaultLimits() Limits {
	return Limits{
		MessageBytes:     16 << 10,
		Strings:          20,
		TextBytes:        2000,
		ConnectionEvents: 60,
		ClientEvents:     120,
		Window:           time.Minute,
		Connections:      8,
	}
}

type clientKey struct{}

// Channel is the Socket.IO server and its limits.
type Channel struct {
	io      *socket.Server
	handler http.Handler
	log     *zap.Logger
	limits  Limits
	perConn *ratelimit.Window
	perIP   *ratelimit.Window
	// repeats writes a refusal or a cut once a minute per client.
	repeats *logging.Repeats

	mu    sync.Mutex
	conns map[string]int
}

// New builds the channel; Handler serves it under /socket.io/.
func New(log *zap.Logger, clk clock.Clock, limits Limits) *Channel {
	opts := socket.DefaultServerOptions()
	opts.SetMaxHttpBufferSize(limits.MessageBytes)
	// The page is served by this server: same origin, no CORS, and the
	// client library comes from the app's bundle, not from here.
	opts.SetServeClient(false)
	opts.SetPingInterval(25 * time.Second)
	opts.SetPingTimeout(20 * time.Second)
	io := socket.NewServer(nil, opts)
	ch := &Channel{
		io:      io,
		log:     log.Named("client"),
		limits:  limits,
		perConn: ratelimit.New(clk, limits.ConnectionEvents, limits.Window),
		perIP:   ratelimit.New(clk, limits.ClientEvents, limits.Window),
		repeats: logging.NewRepeats(log.Named("client"), clk.Now),
		conns:   map[string]int{},
	}
	ch.handler = io.ServeHandler(opts)
	// The library sends the client its CONNECT answer before it runs the
	// "connection" handlers: a line the client sends at once (the browser
	// sends the ones it kept as soon as it hears it is connected) could come
	// before a listener was there, and be lost. So the listener is set in a
	// middleware, which runs before that answer.
	io.Use(func(s *socket.Socket, next func(*socket.ExtendedError)) {
		ch.listen(s)
		next(nil)
	})
	_ = io.On("connection", func(args ...any) {
		if s, ok := args[0].(*socket.Socket); ok {
			ch.connected(s)
		}
	})
	return ch
}

// Handle serves a Socket.IO request, remembering the client's address as gin
// sees it (behind trusted proxies, the forwarded one).
func (ch *Channel) Handle(c *gin.Context) {
	// Both transports, polling and WebSocket: only the shop's own pages.
	if !httpserver.FromOwnOrigin(c) {
		httpserver.Abort(c, http.StatusForbidden, "Cross-site request refused")
		return
	}
	ctx := context.WithValue(c.Request.Context(), clientKey{}, httpserver.ClientKey(c))
	ch.handler.ServeHTTP(c.Writer, c.Request.WithContext(ctx))
}

// Close disconnects every client.
func (ch *Channel) Close() {
	ch.io.Close(nil)
}

func clientOf(s *socket.Socket) string {
	if r := s.Request(); r != nil && r.Request() != nil {
		if ip, ok := r.Request().Context().Value(clientKey{}).(string); ok {
			return ip
		}
	}
	return s.Handshake().Address
}

// connected counts the client's open connections, and refuses one past the
// limit.
func (ch *Channel) connected(s *socket.Socket) {
	client := clientOf(s)
	ch.mu.Lock()
	open := ch.conns[client]
	if open >= ch.limits.Connections {
		ch.mu.Unlock()
		ch.repeats.Warn("client log connection refused: too many open", client, zap.String("client", client))
		s.Disconnect(true)
		return
	}
	ch.conns[client] = open + 1
	ch.mu.Unlock()

	_ = s.On("disconnect", func(...any) {
		ch.perConn.Forget(string(s.Id()))
		ch.mu.Lock()
		if ch.conns[client] <= 1 {
			delete(ch.conns, client)
		} else {
			ch.conns[client]--
		}
		ch.mu.Unlock()
	})
}

// listen logs the connection's lines within its limits and the client's.
func (ch *Channel) listen(s *socket.Socket) {
	client := clientOf(s)
	id := string(s.Id())
	var once sync.Once
	cut := func(reason string) {
		once.Do(func() {
			ch.repeats.Warn("client log connection cut: "+reason, client, zap.String("client", client))
			s.Disconnect(true)
		})
	}
	_ = s.On("log", func(args ...any) {
		if ch.perConn.Allow(id) > 0 {
			cut("too many events")
			return
		}
		if ch.perIP.Allow(client) > 0 {
			cut("too many events from this client")
			return
		}
		level, text := ch.line(args)
		switch level {
		case "ERROR":
			ch.log.Warn("browser error", zap.String("client", client), zap.String("text", text))
		case "WARN":
			ch.log.Warn("browser warning", zap.String("client", client), zap.String("text", text))
		default:
			ch.log.Info("browser log", zap.String("client", client), zap.String("text", text))
		}
	})
}

// line turns an event's arguments into a level and one escaped, bounded line.
func (ch *Channel) line(args []any) (string, string) {
	var parts []string
	collect := func(v any) {
		if len(parts) < ch.limits.Strings {
			if s, ok := v.(string); ok {
				parts = append(parts, s)
			}
		}
	}
	for _, a := range args {
		if list, ok := a.([]any); ok {
			for _, v := range list {
				collect(v)
			}
			continue
		}
		collect(a)
	}
	level := "LOG"
	if len(parts) > 0 {
		for _, prefix := range []string{"LOG", "WARN", "ERROR"} {
			if head, ok := strings.CutPrefix(parts[0], prefix+":"); ok {
				level, parts[0] = prefix, strings.TrimLeft(head, " ")
				break
			}
		}
	}
	text := strings.TrimSpace(strings.Join(parts, " "))
	return level, Escape(text, ch.limits.TextBytes)
}
