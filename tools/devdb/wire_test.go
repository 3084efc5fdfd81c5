package main

import (
	"testing"
	"time"

	"go.mongodb.org/mongo-driver/bson"
)

func TestCommandFieldsAreReadFromTheBody(t *testing.T) {
	doc, _ := bson.Marshal(bson.D{{Key: "update", Value: "clients"}, {Key: "maxTimeMS", Value: int32(1500)}, {Key: "$db", Value: "crm"}})
	m := &message{raw: opMsgOf(7, doc)}
	if m.command() != "update" || m.collection() != "clients" || m.database() != "crm" || m.maxTime() != 1500*time.Millisecond {
		t.Fatalf("got %q %q %q %v", m.command(), m.collection(), m.database(), m.maxTime())
	}
}

func TestAWriteThatWaitedPastItsMaxTimeIsAnsweredMaxTimeMSExpired(t *testing.T) {
	l := make(chan struct{}, 1)
	l <- struct{}{} // another write of the same database holds the lock
	if acquire(l, minApplyTime+20*time.Millisecond) {
		t.Fatal("acquired a held lock")
	}
	other := (&proxy{}).writeLock("billing")
	if !acquire(other, minApplyTime+20*time.Millisecond) {
		t.Fatal("another database's lock was held too")
	}
	// Too little time left to apply a write in: refused before it waits at all.
	if acquire((&proxy{}).writeLock("work"), minApplyTime) {
		t.Fatal("took the lock with no time left to apply the write")
	}

	doc, _ := bson.Marshal(bson.D{{Key: "update", Value: "clients"}, {Key: "$db", Value: "crm"}})
	reply := &message{raw: errorReply(&message{raw: opMsgOf(42, doc)}, 50, "MaxTimeMSExpired", "late")}
	if to := int32(reply.raw[8]); to != 42 {
		t.Fatalf("responseTo %d", to)
	}
	body := reply.body()
	if code, _ := body.Lookup("code").AsInt64OK(); code != 50 || body.Lookup("codeName").StringValue() != "MaxTimeMSExpired" {
		t.Fatalf("reply %v", body)
	}
}

func TestAnUpdateThatAUniqueIndexRefusedIsAnsweredE11000AsMongoDBDoes(t *testing.T) {
	req := &message{raw: opMsgOf(9, mustMarshal(bson.D{{Key: "update", Value: "contacts"}, {Key: "$db", Value: "crm"}}))}
	ferret := &message{raw: errorReply(req, 1, "InternalError",
		"[msg_update.go:133 handler.(*Handler).updateDocument] constraint failed: UNIQUE constraint failed: index 'contacts_f10c3da3_primary_of_1' (2067)")}
	dup := asDuplicateKey(req, ferret)
	if dup == nil {
		t.Fatal("not rewritten")
	}
	body := (&message{raw: dup}).body()
	if code, _ := body.Lookup("code").AsInt64OK(); code != 11000 || body.Lookup("codeName").StringValue() != "DuplicateKey" {
		t.Fatalf("reply %v", body)
	}
	if msg := body.Lookup("errmsg").StringValue(); msg != "E11000 duplicate key error collection: crm.contacts index: primary_of_1" {
		t.Fatalf("errmsg %q", msg)
	}
	if to := int32((&message{raw: dup}).raw[8]); to != 9 {
		t.Fatalf("responseTo %d", to)
	}
	// Any other answer goes through as it is.
	if asDuplicateKey(req, &message{raw: errorReply(req, 1, "InternalError", "something else")}) != nil {
		t.Fatal("rewrote another error")
	}
	if asDuplicateKey(req, &message{raw: opMsgOf(0, mustMarshal(bson.D{{Key: "ok", Value: 1.0}, {Key: "n", Value: 1}}), 9)}) != nil {
		t.Fatal("rewrote a success")
	}
}

func mustMarshal(d bson.D) []byte {
	b, err := bson.Marshal(d)
	if err != nil {
		panic(err)
	}
	return b
}
