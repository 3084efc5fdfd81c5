package main

import (
	"encoding/binary"
	"fmt"
	"io"
	"regexp"
	"strings"
	"time"

	"go.mongodb.org/mongo-driver/bson"
)

const (
	opMsg          = 2013
	maxMessageLen  = 48 * 1024 * 1024
	flagMoreToCome = 1 << 1
)

// message is one MongoDB wire-protocol message, kept as raw bytes so that it
// is forwarded unchanged.
type message struct {
	raw []byte
}

func readMessage(r io.Reader) (*message, error) {
	var header [16]byte
	if _, err := io.ReadFull(r, header[:]); err != nil {
		return nil, err
	}
	length := int(int32(binary.LittleEndian.Uint32(header[0:4])))
	if length < 16 || length > maxMessageLen {
		return nil, fmt.Errorf("bad message length %d", length)
	}
	raw := make([]byte, length)
	copy(raw, header[:])
	if _, err := io.ReadFull(r, raw[16:]); err != nil {
		return nil, err
	}
	return &message{raw: raw}, nil
}

func (m *message) opCode() int32 { return int32(binary.LittleEndian.Uint32(m.raw[12:16])) }

func (m *message) flags() uint32 {
	if m.opCode() != opMsg || len(m.raw) < 20 {
		return 0
	}
	return binary.LittleEndian.Uint32(m.raw[16:20])
}

func (m *message) moreToCome() bool { return m.flags()&flagMoreToCome != 0 }

func (m *message) requestID() int32 { return int32(binary.LittleEndian.Uint32(m.raw[4:8])) }

// body is the command document of an OP_MSG (section kind 0); nil for
// anything else.
func (m *message) body() bson.Raw {
	if m.opCode() != opMsg || len(m.raw) < 21 {
		return nil
	}
	b := m.raw[20:]
	for len(b) > 4 {
		kind := b[0]
		b = b[1:]
		if kind == 0 {
			doc := bson.Raw(b)
			size := int(int32(binary.LittleEndian.Uint32(b[0:4])))
			if size < 5 || size > len(b) || doc[:size].Validate() != nil {
				return nil
			}
			return doc[:size]
		}
		// kind 1: int32 size, identifier, documents.
		size := int(int32(binary.LittleEndian.Uint32(b[0:4])))
		if size < 5 || size > len(b) {
			return nil
		}
		b = b[size:]
	}
	return nil
}

// first is the first element of the command document (its key names the
// command, its value the target); false when there is none.
func (m *message) first() (bson.RawElement, bool) {
	body := m.body()
	if body == nil {
		return nil, false
	}
	e, err := body.IndexErr(0)
	return e, err == nil
}

// command is the name of the command; "" for anything else.
func (m *message) command() string {
	if e, ok := m.first(); ok {
		return e.Key()
	}
	return ""
}

// database is the command's $db.
func (m *message) database() string {
	v, err := m.body().LookupErr("$db")
	if err != nil {
		return ""
	}
	s, _ := v.StringValueOK()
	return s
}

// collection is the command's target: the value of its first key.
func (m *message) collection() string {
	if e, ok := m.first(); ok {
		s, _ := e.Value().StringValueOK()
		return s
	}
	return ""
}

// maxTime is the command's maxTimeMS; 0 when it has none.
func (m *message) maxTime() time.Duration {
	v, err := m.body().LookupErr("maxTimeMS")
	if err != nil {
		return 0
	}
	if ms, ok := v.AsInt64OK(); ok && ms > 0 {
		return time.Duration(ms) * time.Millisecond
	}
	return 0
}

// errorReply is an OP_MSG answer to req carrying a MongoDB command error.
func errorReply(req *message, code int32, codeName, errmsg string) []byte {
	doc, _ := bson.Marshal(bson.D{
		{Key: "ok", Value: 0.0},
		{Key: "errmsg", Value: errmsg},
		{Key: "code", Value: code},
		{Key: "codeName", Value: codeName},
	})
	return opMsgOf(0, doc, req.requestID())
}

// opMsgOf is an OP_MSG with one command document; responseTo is optional.
func opMsgOf(requestID int32, doc []byte, responseTo ...int32) []byte {
	length := 16 + 4 + 1 + len(doc)
	out := make([]byte, 0, length)
	out = binary.LittleEndian.AppendUint32(out, uint32(length))
	out = binary.LittleEndian.AppendUint32(out, uint32(requestID))
	var to int32
	if len(responseTo) > 0 {
		to = responseTo[0]
	}
	out = binary.LittleEndian.AppendUint32(out, uint32(to))
	out = binary.LittleEndian.AppendUint32(out, opMsg)
	out = binary.LittleEndian.AppendUint32(out, 0)
	out = append(out, 0)
	return append(out, doc...)
}

// sqliteIndex names the index in SQLite's "UNIQUE constraint failed: index
// '<collection>_<hash>_<index>'".
var sqliteIndex = regexp.MustCompile(`index '.*_[0-9a-f]{8}_([^']+)'`)

// asDuplicateKey is MongoDB's answer to a write that a unique index refused
// (E11000, code 11000 DuplicateKey) in place of FerretDB v1's, which answers
// an update or findAndModify that breaks a unique index with InternalError
// "UNIQUE constraint failed" (its inserts answer E11000 already); nil when
// resp is no such answer.
func asDuplicateKey(req, resp *message) []byte {
	body := resp.body()
	if body == nil {
		return nil
	}
	code, _ := body.Lookup("code").AsInt64OK()
	errmsg, _ := body.Lookup("errmsg").StringValueOK()
	if code != 1 || !strings.Contains(errmsg, "UNIQUE constraint failed") {
		return nil
	}
	msg := fmt.Sprintf("E11000 duplicate key error collection: %s.%s", req.database(), req.collection())
	if m := sqliteIndex.FindStringSubmatch(errmsg); m != nil {
		msg += " index: " + m[1]
	}
	return errorReply(req, 11000, "DuplicateKey", msg)
}
