// Command dhoni runs the shop: `dhoni` or `dhoni serve` serves it, `dhoni migrate`
// brings the database schema up to date, `dhoni hash-password` prints a bcrypt
// hash for DHONI_ADMIN_PASSWORD_HASH.
package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"go.uber.org/dig"
	"go.uber.org/fx"
	"go.uber.org/zap"

	"dhoni/internal/app"
	"dhoni/internal/platform/auth"
	"dhoni/internal/platform/config"
	"dhoni/internal/platform/logging"
)

const usage = `Usage: dhoni [command]

Commands:
  serve          serve the shop (the default)
  migrate        apply database migrations and exit
  hash-password  read a password from standard input, print its bcrypt hash

Configuration comes from DHONI_* environment variables (see README.md).
`

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout))
}

func run(args []string, stdin io.Reader, stdout io.Writer, extra ...fx.Option) int {
	cmd := "serve"
	if len(args) > 0 {
		cmd = args[0]
	}
	switch cmd {
	case "serve", "migrate":
	case "hash-password":
		return hashPassword(stdin, stdout)
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return 0
	default:
		fmt.Fprintf(os.Stderr, "dhoni: unknown command %q\n\n%s", cmd, usage)
		return 2
	}

	cfg, err := config.Load()
	if err != nil {
		logging.Fallback().Error("cannot start: invalid configuration: " + oneLine(err))
		return 1
	}
	log, err := logging.New(cfg)
	if err != nil {
		logging.Fallback().Error("cannot start: " + oneLine(err))
		return 1
	}
	defer func() { _ = log.Sync() }()

	if cmd == "migrate" {
		a := fx.New(app.Migrate(cfg, log))
		if err := a.Err(); err != nil {
			log.Error("migration failed: " + oneLine(dig.RootCause(err)))
			return 1
		}
		log.Info("database is up to date")
		return 0
	}
	return serve(cfg, log, extra...)
}

// serve starts the shop and runs until SIGINT or SIGTERM, then drains.
func serve(cfg config.Config, log *zap.Logger, extra ...fx.Option) int {
	a := fx.New(app.Server(cfg, log, extra...))
	if err := a.Err(); err != nil {
		log.Error("cannot start: " + oneLine(dig.RootCause(err)))
		return 1
	}
	startCtx, cancel := context.WithTimeout(context.Background(), a.StartTimeout())
	defer cancel()
	if err := a.Start(startCtx); err != nil {
		log.Error("cannot start: " + oneLine(dig.RootCause(err)))
		return 1
	}
	sig := <-a.Wait()
	log.Info("signal received", zap.String("signal", sig.Signal.String()))
	stopCtx, cancelStop := context.WithTimeout(context.Background(), a.StopTimeout())
	defer cancelStop()
	if err := a.Stop(stopCtx); err != nil {
		log.Error("unclean shutdown: " + oneLine(err))
		return 1
	}
	return sig.ExitCode
}

func hashPassword(stdin io.Reader, stdout io.Writer) int {
	line, err := bufio.NewReader(stdin).ReadString('\n')
	if err != nil && !errors.Is(err, io.EOF) {
		fmt.Fprintln(os.Stderr, "dhoni: read password:", err)
		return 1
	}
	h, err := auth.HashPassword(strings.TrimRight(line, "\r\n"))
	if err != nil {
		fmt.Fprintln(os.Stderr, "dhoni:", err)
		return 1
	}
	fmt.Fprintln(stdout, h)
	return 0
}

// oneLine keeps an error on one log line.
func oneLine(err error) string {
	return strings.Join(strings.Fields(err.Error()), " ")
}
