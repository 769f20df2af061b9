package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"net"
	"net/url"
	"slices"
	"strconv"
	"sync"
	"syscall"
	"time"
)

// openLoopResult is a run at a fixed rate.
type openLoopResult struct {
	Rate           float64 // asked for, requests/s
	Sent           int
	Errors         int
	P50, P99, P999 time.Duration
	// Late is the 99th percentile of how late the schedule handed requests
	// to the connections (the sender's own delay, part of each latency).
	Late time.Duration
	// CPU is the bench process's CPU time during the run, as a share of one
	// core: what the sender took from the server's cores.
	CPU float64
}

// openLoop sends GETs of target at a fixed rate for d, whether or not the
// earlier ones answered (open loop), over conns keep-alive connections, and
// measures each latency from the moment the request was due, not from when
// a connection was free to send it: a stalled server, or a sender short of
// connections, shows in the figures instead of slowing the schedule
// (coordinated omission). Each connection writes the request's bytes and
// reads the answer with a small parser of its own, so the sender costs a few
// microseconds of CPU per request, and allocates next to nothing: on cores
// shared with the server, the sender must not be what is measured.
func openLoop(target string, rate float64, d time.Duration, conns int) (openLoopResult, error) {
	u, err := url.Parse(target)
	if err != nil {
		return openLoopResult{}, err
	}
	request := []byte("GET " + u.RequestURI() + " HTTP/1.1\r\nHost: " + u.Host + "\r\nUser-Agent: dhoni-bench\r\n\r\n")
	interval := time.Duration(float64(time.Second) / rate)
	n := int(d / interval)
	due := make(chan time.Time, n)
	var (
		mu     sync.Mutex
		lats   = make([]time.Duration, 0, n)
		errs   int
		wg     sync.WaitGroup
		failed error
	)
	for range conns {
		c, err := net.Dial("tcp", u.Host)
		if err != nil {
			return openLoopResult{}, err
		}
		wg.Go(func() {
			defer func() { _ = c.Close() }()
			mine := make([]time.Duration, 0, n/conns+16)
			bad := 0
			r := bufio.NewReaderSize(c, 64<<10)
			for at := range due {
				if wait := time.Until(at); wait > 0 {
					time.Sleep(wait)
				}
				_, err := c.Write(request)
				if err == nil {
					err = readAnswer(r)
				}
				if err != nil {
					bad++
					mu.Lock()
					failed = err
					mu.Unlock()
					// The connection is unusable: take another.
					_ = c.Close()
					if c, err = net.Dial("tcp", u.Host); err != nil {
						break
					}
					r.Reset(c)
					continue
				}
				mine = append(mine, time.Since(at))
			}
			mu.Lock()
			lats = append(lats, mine...)
			errs += bad
			mu.Unlock()
		})
	}
	cpu0 := processCPU()
	start := time.Now().Add(10 * time.Millisecond)
	late := make([]time.Duration, 0, n)
	for i := range n {
		at := start.Add(time.Duration(i) * interval)
		if wait := time.Until(at); wait > 0 {
			time.Sleep(wait)
		}
		late = append(late, time.Since(at))
		due <- at
	}
	close(due)
	wg.Wait()
	elapsed := time.Since(start)
	res := openLoopResult{Rate: rate, Sent: n, Errors: errs, CPU: float64(processCPU()-cpu0) / float64(elapsed)}
	if len(lats) == 0 {
		return res, fmt.Errorf("open loop: no answer (%v)", failed)
	}
	slices.Sort(lats)
	slices.Sort(late)
	res.P50, res.P99, res.P999 = lats[len(lats)/2], lats[len(lats)*99/100], lats[len(lats)*999/1000]
	res.Late = late[len(late)*99/100]
	return res, nil
}

// readAnswer reads one HTTP/1.1 answer with a Content-Length (the
// listing's) and fails on anything but a 200.
func readAnswer(r *bufio.Reader) error {
	status, err := r.ReadSlice('\n')
	if err != nil {
		return err
	}
	if !bytes.HasPrefix(status, []byte("HTTP/1.1 200 ")) {
		return fmt.Errorf("answer %q", bytes.TrimSpace(status))
	}
	length := -1
	for {
		line, err := r.ReadSlice('\n')
		if err != nil {
			return err
		}
		if len(line) <= 2 {
			break
		}
		if name, value, ok := bytes.Cut(line, []byte(":")); ok && bytes.EqualFold(name, []byte("Content-Length")) {
			if length, err = strconv.Atoi(string(bytes.TrimSpace(value))); err != nil {
				return err
			}
		}
	}
	if length < 0 {
		return errors.New("answer without Content-Length")
	}
	_, err = r.Discard(length)
	if errors.Is(err, io.EOF) {
		err = io.ErrUnexpectedEOF
	}
	return err
}

// processCPU is the CPU time (user and system) this process has used.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
