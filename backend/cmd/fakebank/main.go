// Command fakebank serves a stand-in for Bank of Maldives Connect on a local
// address, to try the shop's online payment without a bank account (see
// docs/operations.md, "Online payment"). No money moves.
//
//	fakebank -addr 127.0.0.1:8081 -app-id demo-app -api-key demo-key \
//	  -webhook http://127.0.0.1:8080/api/payments/webhook
//
// then start the shop with DHONI_BML_URL=http://127.0.0.1:8081/public and
// enter the same application id and key in the admin's Settings.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"dhoni/internal/payments/fakebank"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8081", "address to listen on")
	appID := flag.String("app-id", "demo-app", "the application id the shop must send")
	apiKey := flag.String("api-key", "demo-key", "the API key the shop must send")
	webhook := flag.String("webhook", "http://127.0.0.1:8080/api/payments/webhook", "the shop's webhook address (empty: no webhooks)")
	webhooks := flag.String("webhooks", "deliver", "webhooks: deliver, twice, hold or never")
	delay := flag.Duration("delay", 0, "wait this long before every API answer (a slow bank)")
	failCreate := flag.Int("fail-create", 0, "answer every create with this status (401, 500)")
	flag.Parse()

	bank := fakebank.New(*appID, *apiKey)
	bank.SetBase("http://" + *addr)
	bank.SetWebhook(*webhook)
	bank.SetMode(fakebank.Mode{Webhooks: fakebank.Webhooks(*webhooks), Delay: *delay, CreateStatus: *failCreate})

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	fmt.Printf("fake bank on http://%s (API http://%s/public), webhooks to %s\n", *addr, *addr, *webhook)
	if err := fakebank.Serve(ctx, *addr, bank); err != nil {
		fmt.Fprintln(os.Stderr, "fakebank:", err)
		os.Exit(1)
	}
}
