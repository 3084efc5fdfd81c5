package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
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

// command is the first key of an OP_MSG body (section kind 0), which names
// the command; "" for anything else.
func (m *message) command() string {
	if m.opCode() != opMsg {
		return ""
	}
	b := m.raw[20:]
	for len(b) > 0 {
		kind := b[0]
		b = b[1:]
		if len(b) < 4 {
			return ""
		}
		size := int(int32(binary.LittleEndian.Uint32(b[0:4])))
		if size < 5 || size > len(b) {
			return ""
		}
		if kind == 0 {
			// document: int32 size, then elements: type byte, cstring name, value.
			doc := b[4:size]
			if len(doc) < 2 {
				return ""
			}
			name := doc[1:]
			end := bytes.IndexByte(name, 0)
			if end < 0 {
				return ""
			}
			return string(name[:end])
		}
		b = b[size:]
	}
	return ""
}
