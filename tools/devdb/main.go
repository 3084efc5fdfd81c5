// Command devdb runs an embedded FerretDB (MongoDB wire protocol on SQLite)
// for local runs and tests. Production uses a real MongoDB via MONGO_URL.
//
// FerretDB v1 applies an update by reading the document, changing it in Go
// and writing it back, with nothing between concurrent writers: fifty
// concurrent {$inc: {seq: 1}} leave seq at 1. MongoDB makes every single
// document write atomic, and our code relies on that (counters, outbox,
// conditional updates). So devdb puts FerretDB behind a small wire-protocol
// proxy that lets reads run side by side and runs the write commands of one
// database (one service) one at a time, which gives the atomicity MongoDB
// guarantees without one service's write burst delaying another's. A write
// that waited for its turn past its maxTimeMS is answered MaxTimeMSExpired
// and never run, so a caller that gave up is not changed behind its back.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"sync"
	"syscall"
	"time"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:27017", "TCP address to listen on")
	dataDir := flag.String("data", "./.devdb-data", "folder for the SQLite files")
	logLevel := flag.String("log-level", "warn", "debug, info, warn or error")
	flag.Parse()
	tuneGC(os.Getenv)

	if err := run(*addr, *dataDir, *logLevel); err != nil {
		fmt.Fprintf(os.Stderr, "devdb: %v\n", err)
		os.Exit(1)
	}
}

func run(addr, dataDir, logLevel string) error {
	dir, err := filepath.Abs(dataDir)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("data folder %q: %w", dataDir, err)
	}

	var level slog.Level
	if err := level.UnmarshalText([]byte(logLevel)); err != nil {
		return fmt.Errorf("bad -log-level %q", logLevel)
	}
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))

	if err := setAsideHalfMadeDatabases(dir, logger); err != nil {
		return err
	}

	// FerretDB listens on a private Unix socket; only the proxy is public.
	sock := filepath.Join(dir, "ferretdb.sock")
	_ = os.Remove(sock)

	f, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{Unix: sock},
		Logger:    logger,
		Handler:   "sqlite",
		SQLiteURL: "file:" + dir + "/",
	})
	if err != nil {
		return err
	}

	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	done := make(chan error, 1)
	go func() { done <- f.Run(ctx) }()

	if err := waitForSocket(sock, 10*time.Second); err != nil {
		return err
	}

	p := &proxy{backend: sock, logger: logger}
	p.volume = &volumeWatch{backend: sock, logger: logger}
	go func() {
		<-ctx.Done()
		ln.Close()
	}()
	fmt.Printf("devdb listening: mongodb://%s/\n", ln.Addr())

	p.serve(ln)
	return <-done
}

func waitForSocket(path string, timeout time.Duration) error {
	deadline := time.Now().Add(timeout)
	for {
		c, err := net.Dial("unix", path)
		if err == nil {
			c.Close()
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("FerretDB did not start: %w", err)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

type proxy struct {
	backend string
	logger  *slog.Logger
	volume  *volumeWatch

	mu     sync.Mutex
	writes map[string]chan struct{} // per database: a one-slot semaphore
}

// writeLock is the write lock of one database.
func (p *proxy) writeLock(db string) chan struct{} {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.writes == nil {
		p.writes = map[string]chan struct{}{}
	}
	l, ok := p.writes[db]
	if !ok {
		l = make(chan struct{}, 1)
		p.writes[db] = l
	}
	return l
}

// minApplyTime is the least of its maxTimeMS a write must have left once it
// holds the lock: FerretDB on a busy machine can take that long to apply
// it, and a write applied after its caller gave up would be a lie.
const minApplyTime = 250 * time.Millisecond

// acquire takes the write lock of db, waiting at most maxTime (0: no limit)
// and leaving minApplyTime of it to apply the write; false when the time ran
// out first (the lock is not held).
func acquire(l chan struct{}, maxTime time.Duration) bool {
	if maxTime <= 0 {
		l <- struct{}{}
		return true
	}
	if maxTime <= minApplyTime {
		return false
	}
	timer := time.NewTimer(maxTime - minApplyTime)
	defer timer.Stop()
	select {
	case l <- struct{}{}:
		return true
	case <-timer.C:
		return false
	}
}

func (p *proxy) serve(ln net.Listener) {
	for {
		conn, err := ln.Accept()
		if err != nil {
			if errors.Is(err, net.ErrClosed) {
				return
			}
			p.logger.Warn("accept", "error", err)
			continue
		}
		go p.handle(conn)
	}
}

func (p *proxy) handle(client net.Conn) {
	defer client.Close()
	backend, err := net.Dial("unix", p.backend)
	if err != nil {
		p.logger.Error("backend dial", "error", err)
		return
	}
	defer backend.Close()

	for {
		req, err := readMessage(client)
		if err != nil {
			return
		}
		if err := p.roundTrip(req, client, backend); err != nil {
			return
		}
	}
}

// roundTrip forwards one request and its replies. A write command holds the
// write lock until FerretDB has answered it.
func (p *proxy) roundTrip(req *message, client, backend net.Conn) error {
	command := req.command()
	if isWrite(command) {
		l := p.writeLock(req.database())
		if !acquire(l, req.maxTime()) {
			_, err := client.Write(errorReply(req, 50, "MaxTimeMSExpired",
				"operation exceeded time limit while waiting for the write lock; nothing was changed"))
			return err
		}
		defer func() { <-l }()
		if command == "insert" {
			defer p.volume.inserted(req.database(), req.collection())
		}
	}
	if _, err := backend.Write(req.raw); err != nil {
		return err
	}
	if req.moreToCome() {
		return nil
	}
	for {
		resp, err := readMessage(backend)
		if err != nil {
			return err
		}
		raw := resp.raw
		if dup := asDuplicateKey(req, resp); dup != nil {
			raw = dup
		}
		if _, err := client.Write(raw); err != nil {
			return err
		}
		if !resp.moreToCome() {
			return nil
		}
	}
}

var writeCommands = map[string]bool{
	"insert": true, "update": true, "delete": true,
	"findAndModify": true, "findandmodify": true,
	"create": true, "createIndexes": true, "drop": true, "dropIndexes": true,
	"dropDatabase": true, "renameCollection": true,
}

func isWrite(command string) bool { return writeCommands[command] }
