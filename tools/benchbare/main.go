// Command benchbare serves one file's bytes at every path with a bare net/http
// handler: the baseline that docs/benchmarks.md compares the shop's API with
// ("how much do routing, middleware and the database cost on top of writing
// the same bytes?").
//
//	go run ./tools/benchbare -addr 127.0.0.1:18990 -file body.json
package main

import (
	"flag"
	"log"
	"net/http"
	"os"
	"strconv"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:18990", "listen address")
	file := flag.String("file", "", "the response body to serve")
	ctype := flag.String("type", "application/json; charset=utf-8", "Content-Type")
	flag.Parse()
	body, err := os.ReadFile(*file)
	if err != nil {
		log.Fatal(err)
	}
	length := strconv.Itoa(len(body))
	http.HandleFunc("/", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", *ctype)
		w.Header().Set("Content-Length", length)
		if _, err := w.Write(body); err != nil {
			log.Print(err)
		}
	})
	log.Fatal(http.ListenAndServe(*addr, nil))
}
