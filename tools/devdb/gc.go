package main

import (
	"runtime/debug"
)

// Go's collector at its default (GOGC=100) runs each time the heap doubles.
// FerretDB and the pure-Go SQLite under it allocate a great deal per query
// and keep little, on a live heap of ~10 MB, so the default collects
// hundreds of times a second under load: with 32 reads by id in flight,
// 775–800 µs of devdb CPU per query at GOGC=100 against 465–530 µs at 400,
// and ~1,600 against ~2,500 queries a second, for 13 MB more resident
// (37 → 50 MB). The memory limit makes the collector work harder rather
// than let a big scan's garbage grow past it.
const (
	gcPercent   = 400
	memoryLimit = 512 << 20
)

// gcSettings is what tuneGC applies: -1 for a setting the environment
// already makes (GOGC, GOMEMLIMIT), which the Go runtime has read itself.
type gcSettings struct {
	percent int
	limit   int64
}

func gcSettingsFor(getenv func(string) string) gcSettings {
	s := gcSettings{percent: gcPercent, limit: memoryLimit}
	if getenv("GOGC") != "" {
		s.percent = -1
	}
	if getenv("GOMEMLIMIT") != "" {
		s.limit = -1
	}
	return s
}

// tuneGC sets devdb's collector, unless GOGC or GOMEMLIMIT say otherwise.
func tuneGC(getenv func(string) string) {
	s := gcSettingsFor(getenv)
	if s.percent >= 0 {
		debug.SetGCPercent(s.percent)
	}
	if s.limit >= 0 {
		debug.SetMemoryLimit(s.limit)
	}
}
