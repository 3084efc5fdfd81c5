package main

import (
	"log/slog"
	"net"
	"sync"
	"time"

	"go.mongodb.org/mongo-driver/bson"
)

// volumeLimit is the collection size past which devdb says it is the wrong
// database: FerretDB v1 scans the whole collection for every query that is
// not by _id.
const volumeLimit = 10_000

// volumeCheckEvery is how many inserts into a collection pass between two
// counts of it.
const volumeCheckEvery = 500

// volumeWatch counts a collection now and then as inserts come, and logs
// once per collection when it has grown past volumeLimit.
type volumeWatch struct {
	backend string
	logger  *slog.Logger

	mu      sync.Mutex
	inserts map[string]int
	told    map[string]bool
}

func (v *volumeWatch) inserted(db, coll string) {
	if db == "" || coll == "" {
		return
	}
	key := db + "." + coll
	v.mu.Lock()
	if v.inserts == nil {
		v.inserts, v.told = map[string]int{}, map[string]bool{}
	}
	v.inserts[key]++
	due := !v.told[key] && v.inserts[key]%volumeCheckEvery == 1
	v.mu.Unlock()
	if due {
		go v.check(db, coll, key)
	}
}

func (v *volumeWatch) check(db, coll, key string) {
	n, err := v.count(db, coll)
	if err != nil || n <= volumeLimit {
		return
	}
	v.mu.Lock()
	already := v.told[key]
	v.told[key] = true
	v.mu.Unlock()
	if already {
		return
	}
	v.logger.Warn("devdb: collection has grown past 10,000 documents; on devdb every query "+
		"that is not by _id scans the whole collection, so reads will get slow. For volume use "+
		"MongoDB: set MONGO_URL (see README.md, \"The embedded database\")",
		"database", db, "collection", coll, "documents", n)
}

// count asks FerretDB for the collection's document count (from metadata).
func (v *volumeWatch) count(db, coll string) (int64, error) {
	conn, err := net.DialTimeout("unix", v.backend, time.Second)
	if err != nil {
		return 0, err
	}
	defer conn.Close()
	_ = conn.SetDeadline(time.Now().Add(10 * time.Second))
	doc, err := bson.Marshal(bson.D{{Key: "count", Value: coll}, {Key: "$db", Value: db}})
	if err != nil {
		return 0, err
	}
	if _, err := conn.Write(opMsgOf(1, doc)); err != nil {
		return 0, err
	}
	resp, err := readMessage(conn)
	if err != nil {
		return 0, err
	}
	n, _ := resp.body().Lookup("n").AsInt64OK()
	return n, nil
}
